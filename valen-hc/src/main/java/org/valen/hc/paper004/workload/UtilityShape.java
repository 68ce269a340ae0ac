package org.valen.hc.paper004.workload;

import java.util.List;
import org.valen.model.Check;

/**
 * The numbers of paper 004's utility functions (section IV-C).
 *
 * @param criticalUtility maximum utility of a critical task (paper: 8)
 * @param nonCriticalUtility maximum utility of a non-critical task (paper: 1)
 * @param nonCriticalStepFactor width of a non-critical step function, in mean execution times
 *     (paper: ten; a critical one is one mean execution time wide)
 * @param decayUrgencyPerHour the decaying class's urgency: its decay rate per hour (paper: 0.3,
 *     unit not given; ours: per hour)
 * @param decayMinutes length of the decaying class's period of decay (paper: 200 minutes)
 * @param urgencyDecayMinutes the urgency levels of the 20 classes, as the time in which a
 *     modifier-1 interval decays by a factor e (paper 000's, ours: 10, 20, 40, 80 minutes)
 */
public record UtilityShape(double criticalUtility, double nonCriticalUtility, double nonCriticalStepFactor,
    double decayUrgencyPerHour, double decayMinutes, List<Double> urgencyDecayMinutes) {

  public UtilityShape {
    Check.positive(criticalUtility, "criticalUtility");
    Check.positive(nonCriticalUtility, "nonCriticalUtility");
    Check.positive(nonCriticalStepFactor, "nonCriticalStepFactor");
    Check.nonNegative(decayUrgencyPerHour, "decayUrgencyPerHour");
    Check.positive(decayMinutes, "decayMinutes");
    urgencyDecayMinutes = List.copyOf(Check.nonEmpty(urgencyDecayMinutes, "urgencyDecayMinutes"));
    urgencyDecayMinutes.forEach(m -> Check.positive(m, "urgency decay minutes"));
  }

  /** The paper's numbers, and ours where it gives none. */
  public static UtilityShape paper004() {
    return new UtilityShape(8, 1, 10, 0.3, 200, List.of(10.0, 20.0, 40.0, 80.0));
  }
}
