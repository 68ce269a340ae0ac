package org.valen.model.generate;

import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.model.Check;
import org.valen.model.job.JobTemplate;
import org.valen.model.value.SoftDeadlineCurve;

/**
 * How generated soft-deadline value curves (paper 001, Fig. 3b) follow from a job's critical path
 * {@code CP} (at reference speed, unlimited cores, communication ignored) and its work {@code W}
 * (sum of reference times):
 *
 * <pre>
 *   deadline  = CP · U(minDeadlineFactor, maxDeadlineFactor)
 *   zeroValue = deadline + CP · U(minZeroFactor, maxZeroFactor)
 *   maxValue  = W in core-hours · U(minValuePerCoreHour, maxValuePerCoreHour)
 * </pre>
 *
 * The paper says only that "the value curve of each job is given"; these rules and their defaults
 * are ours. A template's reference curve uses the midpoints of the ranges; each arrival draws its
 * own.
 */
public record ValueCurveParameters(
    double minDeadlineFactor,
    double maxDeadlineFactor,
    double minZeroFactor,
    double maxZeroFactor,
    double minValuePerCoreHour,
    double maxValuePerCoreHour,
    double decayExponent) {

  public ValueCurveParameters {
    Check.inRange(minDeadlineFactor, 1, Double.MAX_VALUE, "minDeadlineFactor");
    Check.inRange(maxDeadlineFactor, minDeadlineFactor, Double.MAX_VALUE, "maxDeadlineFactor");
    Check.positive(minZeroFactor, "minZeroFactor");
    Check.inRange(maxZeroFactor, minZeroFactor, Double.MAX_VALUE, "maxZeroFactor");
    Check.positive(minValuePerCoreHour, "minValuePerCoreHour");
    Check.inRange(maxValuePerCoreHour, minValuePerCoreHour, Double.MAX_VALUE, "maxValuePerCoreHour");
    Check.positive(decayExponent, "decayExponent");
  }

  /**
   * Deadline 1.2–2 × CP, zero value 1–3 × CP after it, 5–15 value units per core-hour, linear. A
   * deadline below the job's work (its time on one core) makes parallelism pay: the profile's best
   * core count then trades value against the static power of more cores.
   */
  public static ValueCurveParameters defaults() {
    return new ValueCurveParameters(1.2, 2.0, 1.0, 3.0, 5, 15, 1.0);
  }

  /** A curve with factors drawn from the ranges. */
  public SoftDeadlineCurve draw(JobTemplate template, UniformRandomProvider rng) {
    return draw(template.referenceCriticalPathSeconds(), template.totalReferenceSeconds(), rng);
  }

  /** A curve with factors drawn from the ranges, for a job of this critical path and work (seconds). */
  public SoftDeadlineCurve draw(double criticalPathSeconds, double workSeconds, UniformRandomProvider rng) {
    return curve(criticalPathSeconds, workSeconds,
        RandomStreams.uniform(rng, minDeadlineFactor, maxDeadlineFactor),
        RandomStreams.uniform(rng, minZeroFactor, maxZeroFactor),
        RandomStreams.uniform(rng, minValuePerCoreHour, maxValuePerCoreHour));
  }

  /**
   * The curve with every factor at the midpoint of its range, for a job with this critical path
   * and work (both at reference speed).
   */
  public SoftDeadlineCurve midpoint(double criticalPathSeconds, double workSeconds) {
    return curve(criticalPathSeconds, workSeconds,
        (minDeadlineFactor + maxDeadlineFactor) / 2,
        (minZeroFactor + maxZeroFactor) / 2,
        (minValuePerCoreHour + maxValuePerCoreHour) / 2);
  }

  private SoftDeadlineCurve curve(
      double cp, double work, double deadlineFactor, double zeroFactor, double valuePerCoreHour) {
    double deadline = round(cp * deadlineFactor);
    double zero = round(deadline + cp * zeroFactor);
    double value = round(work / 3600 * valuePerCoreHour);
    return new SoftDeadlineCurve(value, deadline, zero, decayExponent);
  }

  /** Milli-unit precision keeps files readable; rounding up keeps deadlines after the CP. */
  private static double round(double x) {
    return Math.ceil(x * 1000) / 1000;
  }

  /** Every setting as text under {@code prefix}, for provenance. */
  public void describe(String prefix, Map<String, String> into) {
    Map<String, String> m = new TreeMap<>();
    m.put("deadlineFactor", minDeadlineFactor + ".." + maxDeadlineFactor);
    m.put("zeroFactor", minZeroFactor + ".." + maxZeroFactor);
    m.put("valuePerCoreHour", minValuePerCoreHour + ".." + maxValuePerCoreHour);
    m.put("decayExponent", String.valueOf(decayExponent));
    m.forEach((k, v) -> into.put(prefix + k, v));
  }
}
