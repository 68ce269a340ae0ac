package org.valen.hc.paper004.workload;

import java.util.Locale;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.hc.paper000.workload.UtilityClass;
import org.valen.hc.paper000.workload.UtilityClasses;
import org.valen.hc.paper000.workload.UtilityFunctions;
import org.valen.model.value.IntervalDecayCurve;

/**
 * The three sets of utility functions of paper 004 (section IV-C, Fig. 3). A task's maximum
 * utility is 8 if its task type is critical, 1 otherwise; every task of a burst shares one
 * function, drawn for the burst.
 *
 * <ul>
 *   <li>{@link #STEP}: the full utility until a width, zero after: the task type's mean execution
 *       time (its mean over the clusters) for a critical task, ten times that for a non-critical one;
 *   <li>{@link #DECAYING}: the full utility for the mean execution time, then "a single period of
 *       decay defined using the model in [15] with an urgency parameter of 0.3 and a length of 200
 *       minutes", zero after. The paper does not give the unit of the urgency; ours is per hour:
 *       the utility falls as exp(−0.3 · hours into the decay) and ends at e^−1 ≈ 37 % of the
 *       maximum (in per minute it would be gone within 15 of the 200 minutes, which would make
 *       the length meaningless). Both numbers are parameters ({@link UtilityShape});
 *   <li>{@link #TWENTY_CLASSES}: paper 000's 20 utility classes (valen-hc's {@code
 *       UtilityClasses.paper000()}) with its four urgency decay times (10, 20, 40, 80 minutes),
 *       class and urgency drawn uniformly for each burst, the maximum set to 8 or 1.
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
   * @param shape the numbers of the step and decaying sets
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
          new IntervalDecayCurve.Interval(meanSeconds, max, shape.decayUrgencyPerHour() / 3600)),
          meanSeconds + shape.decayMinutes() * 60);
      case TWENTY_CLASSES -> {
        java.util.List<UtilityClass> classes = UtilityClasses.paper000();
        UtilityClass c = classes.get(rng.nextInt(classes.size()));
        double tau = shape.urgencyDecayMinutes().get(rng.nextInt(shape.urgencyDecayMinutes().size()));
        yield UtilityFunctions.of(max, tau, c);
      }
    };
  }
}
