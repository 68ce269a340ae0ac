package org.valen.model.trials.paper004.workload;

import java.util.List;
import java.util.Objects;
import org.valen.model.Check;

/**
 * The numbers of paper 004's utility functions (section IV-C), in the model of its ref. [15]
 * (priority sets the maximum, urgency the rate of decay, the utility class the intervals with
 * their shape modifiers).
 *
 * @param criticalUtility maximum utility of a critical task (paper: 8)
 * @param nonCriticalUtility maximum utility of a non-critical task (paper: 1)
 * @param nonCriticalStepFactor width of a non-critical step function, in mean execution times
 *     (paper: ten; a critical one is one mean execution time wide)
 * @param decayUrgency the decaying class's urgency ρ, a decay rate per {@code decayUnit} (paper: 0.3)
 * @param decayMinutes length of the decaying class's period of decay (paper: 200 minutes)
 * @param urgencyLevels the urgency levels ρ of the 20 classes, rates per {@code decayUnit} (ours:
 *     0.8, 0.4, 0.2, 0.1 — extreme to low, doubling as paper 000's; the decaying class's 0.3 lies
 *     among them): a class's time axis is in units of τ = unit / ρ, the time in which a modifier-1
 *     interval decays by a factor e
 * @param decayUnit the unit of every urgency here (ours: the task type's mean execution time; see
 *     {@link DecayUnit})
 */
public record UtilityShape(double criticalUtility, double nonCriticalUtility, double nonCriticalStepFactor,
    double decayUrgency, double decayMinutes, List<Double> urgencyLevels, DecayUnit decayUnit) {

  public UtilityShape {
    Check.positive(criticalUtility, "criticalUtility");
    Check.positive(nonCriticalUtility, "nonCriticalUtility");
    Check.positive(nonCriticalStepFactor, "nonCriticalStepFactor");
    Check.nonNegative(decayUrgency, "decayUrgency");
    Check.positive(decayMinutes, "decayMinutes");
    urgencyLevels = List.copyOf(Check.nonEmpty(urgencyLevels, "urgencyLevels"));
    urgencyLevels.forEach(m -> Check.positive(m, "urgency level"));
    Objects.requireNonNull(decayUnit, "decayUnit");
  }

  /** The paper's numbers, and ours where it gives none. */
  public static UtilityShape paper004() {
    return new UtilityShape(8, 1, 10, 0.3, 200, List.of(0.8, 0.4, 0.2, 0.1), DecayUnit.EXECUTION_TIME);
  }

  /**
   * The 20 classes as valen drew them before issue 32: paper 000's four urgency decay times (10,
   * 20, 40, 80 minutes, rates 0.1 … 0.0125 per minute) whatever the task type, and the decaying
   * class's 0.3 per hour (0.005 per minute). For comparison only: those 20 classes left about a
   * third of the maximum out of reach of any scheduler (docs/results.md).
   */
  public static UtilityShape beforeIssue32() {
    return new UtilityShape(8, 1, 10, 0.005, 200, List.of(0.1, 0.05, 0.025, 0.0125), DecayUnit.MINUTE);
  }

  public UtilityShape withDecayUnit(DecayUnit unit) {
    return new UtilityShape(criticalUtility, nonCriticalUtility, nonCriticalStepFactor, decayUrgency, decayMinutes,
        urgencyLevels, unit);
  }

  public UtilityShape withUrgencyLevels(List<Double> levels) {
    return new UtilityShape(criticalUtility, nonCriticalUtility, nonCriticalStepFactor, decayUrgency, decayMinutes,
        levels, decayUnit);
  }
}
