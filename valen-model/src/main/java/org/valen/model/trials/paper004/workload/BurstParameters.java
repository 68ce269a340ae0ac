package org.valen.model.trials.paper004.workload;

import java.util.Objects;
import org.valen.model.Check;

/**
 * How tasks arrive in paper 004 (section IV-A, IV-C): in bursts of tasks of one task type that
 * arrive at one instant with one utility function, the bursts of each task type by a Poisson
 * process whose rate follows a sinusoid over the day.
 *
 * @param tasksPerCorePerDay mean arrivals per core of the system per 24 h (paper: "an average of 75
 *     tasks need to arrive for each core", 60,000 a day for 800 cores)
 * @param fillHours hours that fill the idle system before the measured period (paper: 4)
 * @param measuredHours hours measured after them (paper: 24; arrivals cover both)
 * @param meanBurstSize B, the mean tasks per burst (paper: 64; 1, 16, 32, 64, 128 in Fig. 4); a
 *     burst's size is uniform over the integers of [B/2, 3B/2] ("between 32 and 96, inclusive" for
 *     64; exactly 1 for B = 1: "there are no bursts")
 * @param sinusoidAmplitude the bursts of a task type arrive at (1 ± this) × their mean rate over the
 *     day (ours: 0.5; the paper says only that they are more frequent in some periods)
 * @param sinusoidPeriodHours period of that rate (ours: 24 h); each task type has its own phase,
 *     drawn uniformly
 * @param utility which utility functions the bursts get (paper: 20 classes but in Fig. 3)
 * @param shape the numbers of the utility functions
 */
public record BurstParameters(double tasksPerCorePerDay, double fillHours, double measuredHours, double meanBurstSize,
    double sinusoidAmplitude, double sinusoidPeriodHours, UtilityClassSet utility, UtilityShape shape) {

  public BurstParameters {
    Check.positive(tasksPerCorePerDay, "tasksPerCorePerDay");
    Check.nonNegative(fillHours, "fillHours");
    Check.positive(measuredHours, "measuredHours");
    Check.atLeast((int) Math.round(meanBurstSize), 1, "meanBurstSize");
    Check.inRange(sinusoidAmplitude, 0, 1, "sinusoidAmplitude");
    Check.positive(sinusoidPeriodHours, "sinusoidPeriodHours");
    Objects.requireNonNull(utility, "utility");
    Objects.requireNonNull(shape, "shape");
  }

  /** The paper's setting: 75 tasks per core a day, 4 h of fill, 24 h measured, B = 64, 20 classes. */
  public static BurstParameters paper004() {
    return new BurstParameters(75, 4, 24, 64, 0.5, 24, UtilityClassSet.TWENTY_CLASSES, UtilityShape.paper004());
  }

  /** Hours of arrivals: the fill and the measured period. */
  public double hours() {
    return fillHours + measuredHours;
  }

  /** Smallest burst size: B/2 rounded up, at least 1. */
  public int minBurstSize() {
    return (int) Math.max(1, Math.ceil(meanBurstSize / 2 - 1e-9));
  }

  /** Largest burst size: 3B/2 rounded down, at least the smallest. */
  public int maxBurstSize() {
    return (int) Math.max(minBurstSize(), Math.floor(meanBurstSize * 1.5 + 1e-9));
  }

  public BurstParameters withMeanBurstSize(double b) {
    return new BurstParameters(tasksPerCorePerDay, fillHours, measuredHours, b, sinusoidAmplitude, sinusoidPeriodHours,
        utility, shape);
  }

  public BurstParameters withUtility(UtilityClassSet set) {
    return new BurstParameters(tasksPerCorePerDay, fillHours, measuredHours, meanBurstSize, sinusoidAmplitude,
        sinusoidPeriodHours, set, shape);
  }

  public BurstParameters withShape(UtilityShape s) {
    return new BurstParameters(tasksPerCorePerDay, fillHours, measuredHours, meanBurstSize, sinusoidAmplitude,
        sinusoidPeriodHours, utility, s);
  }

  public BurstParameters withMeasuredHours(double hours) {
    return new BurstParameters(tasksPerCorePerDay, fillHours, hours, meanBurstSize, sinusoidAmplitude,
        sinusoidPeriodHours, utility, shape);
  }

  public BurstParameters withTasksPerCorePerDay(double perCore) {
    return new BurstParameters(perCore, fillHours, measuredHours, meanBurstSize, sinusoidAmplitude, sinusoidPeriodHours,
        utility, shape);
  }
}
