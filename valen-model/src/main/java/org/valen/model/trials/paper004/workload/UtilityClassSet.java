package org.valen.model.trials.paper004.workload;

import java.util.Locale;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.model.trials.paper000.workload.UtilityClass;
import org.valen.model.trials.paper000.workload.UtilityClasses;
import org.valen.model.trials.paper000.workload.UtilityFunctions;
import org.valen.model.value.IntervalDecayCurve;

/**
 * The three sets of utility functions of paper 004 (section IV-C, Fig. 3), in the model of its ref.
 * [15] (Khemka et al., IEEE TC 64(8), 2015; paper 000's [7]): priority sets the maximum utility,
 * urgency ρ the overall rate of decay, the utility class the intervals with their shape modifiers
 * (an interval of modifier m decays as exp(−ρ · m · t / unit)). A task's maximum utility is 8 if
 * its task type is critical, 1 otherwise; every task of a burst shares one function, drawn for the
 * burst. Every urgency is a rate per {@link UtilityShape#decayUnit()} (ours: the task type's mean
 * execution time; {@link DecayUnit} says why).
 *
 * <ul>
 *   <li>{@link #STEP}: the full utility until a width, zero after: the task type's mean execution
 *       time (its mean over the clusters) for a critical task, ten times that for a non-critical one;
 *   <li>{@link #DECAYING}: the full utility for the mean execution time, then "a single period of
 *       decay defined using the model in [15] with an urgency parameter of 0.3 and a length of 200
 *       minutes", zero after: exp(−0.3 · t / unit) for t into the decay;
 *   <li>{@link #TWENTY_CLASSES}: paper 000's 20 utility classes ({@link
 *       org.valen.model.trials.paper000.workload.UtilityClasses#paper000()}, intervals on an axis in units of τ) with τ = unit / ρ for one of
 *       the four urgency levels ρ ({@link UtilityShape#urgencyLevels()}): with the default unit the
 *       classes scale with the task type's execution time, as paper 004's step and decaying classes
 *       do. Class and urgency are drawn uniformly for each burst, the maximum set to 8 or 1.
 * </ul>
 */
public enum UtilityClassSet {
  STEP("step"),
  DECAYING("decaying"),
  TWENTY_CLASSES("twenty-classes");

  private final String id;

  UtilityClassSet(String id) {
    this.id = id;
  }

  /** The name in files and on the command line. */
  public String id() {
    return id;
  }

  /** The set named {@code id}. */
  public static UtilityClassSet of(String id) {
    for (UtilityClassSet s : values()) {
      if (s.id.equals(id.trim().toLowerCase(Locale.ROOT))) {
        return s;
      }
    }
    throw new IllegalArgumentException("unknown utility class set '" + id + "'; expected step, decaying or twenty-classes");
  }

  /**
   * The utility function of a burst of a task type.
   *
   * @param critical whether the task type is critical (maximum 8) or not (maximum 1)
   * @param meanSeconds the task type's mean execution time over the clusters
   * @param shape the numbers of the sets: widths, urgencies and their unit
   * @param rng the burst's draws (used by {@link #TWENTY_CLASSES} only)
   */
  public IntervalDecayCurve curve(boolean critical, double meanSeconds, UtilityShape shape, UniformRandomProvider rng) {
    double max = critical ? shape.criticalUtility() : shape.nonCriticalUtility();
    return switch (this) {
      case STEP -> {
        double width = critical ? meanSeconds : shape.nonCriticalStepFactor() * meanSeconds;
        yield new IntervalDecayCurve(java.util.List.of(new IntervalDecayCurve.Interval(0, max, 0)), width);
      }
      case DECAYING -> new IntervalDecayCurve(java.util.List.of(new IntervalDecayCurve.Interval(0, max, 0),
          new IntervalDecayCurve.Interval(meanSeconds, max,
              shape.decayUrgency() / shape.decayUnit().seconds(meanSeconds))),
          meanSeconds + shape.decayMinutes() * 60);
      case TWENTY_CLASSES -> {
        java.util.List<UtilityClass> classes = UtilityClasses.paper000();
        UtilityClass c = classes.get(rng.nextInt(classes.size()));
        double urgency = shape.urgencyLevels().get(rng.nextInt(shape.urgencyLevels().size()));
        yield UtilityFunctions.of(max, shape.decayUnit().seconds(meanSeconds) / urgency / 60, c);
      }
    };
  }
}
