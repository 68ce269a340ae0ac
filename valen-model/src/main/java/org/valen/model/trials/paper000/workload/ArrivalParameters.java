package org.valen.model.trials.paper000.workload;

import org.valen.model.Check;

/**
 * How tasks arrive (paper 000, section IV-B): about 32,000 a day, every task type about equally
 * often; general-purpose tasks in a sinusoidal pattern, special-purpose tasks in bursts. The
 * paper names the patterns only; their parameters are ours.
 *
 * @param tasksPerDay mean arrivals per 24 hours (paper: about 32,000)
 * @param hours length of the workload (paper: 26 simulated hours)
 * @param sinusoidPeriodHours period of the general-purpose arrival rate (ours: 24 h)
 * @param sinusoidAmplitude relative amplitude: the rate swings between (1 ± amplitude) × its mean
 *     (ours: 0.5)
 * @param sinusoidPeakHour hour of the first peak (ours: 14, the middle of the measured day)
 * @param meanBurstSize mean tasks per burst of one special-purpose task type; sizes are uniform
 *     within ±50 % of it (ours: 20)
 * @param burstSpreadSeconds the tasks of a burst arrive uniformly within this time (ours: 60 s)
 */
public record ArrivalParameters(double tasksPerDay, double hours, double sinusoidPeriodHours, double sinusoidAmplitude,
    double sinusoidPeakHour, double meanBurstSize, double burstSpreadSeconds) {

  public ArrivalParameters {
    Check.positive(tasksPerDay, "tasksPerDay");
    Check.positive(hours, "hours");
    Check.positive(sinusoidPeriodHours, "sinusoidPeriodHours");
    Check.inRange(sinusoidAmplitude, 0, 1, "sinusoidAmplitude");
    Check.nonNegative(sinusoidPeakHour, "sinusoidPeakHour");
    Check.atLeast((int) Math.round(meanBurstSize), 1, "meanBurstSize");
    Check.nonNegative(burstSpreadSeconds, "burstSpreadSeconds");
  }

  /** Our choices for paper 000. */
  public static ArrivalParameters paper000() {
    return new ArrivalParameters(32_000, 26, 24, 0.5, 14, 20, 60);
  }

  /** The same over {@code newHours} hours. */
  public ArrivalParameters withHours(double newHours) {
    return new ArrivalParameters(tasksPerDay, newHours, sinusoidPeriodHours, sinusoidAmplitude, sinusoidPeakHour,
        meanBurstSize, burstSpreadSeconds);
  }

  /** The same with {@code perDay} tasks a day. */
  public ArrivalParameters withTasksPerDay(double perDay) {
    return new ArrivalParameters(perDay, hours, sinusoidPeriodHours, sinusoidAmplitude, sinusoidPeakHour,
        meanBurstSize, burstSpreadSeconds);
  }

  /** The general-purpose arrival rate at {@code seconds} relative to its mean. */
  public double relativeGeneralRate(double seconds) {
    return 1 + sinusoidAmplitude * Math.cos(2 * Math.PI * (seconds / 3600 - sinusoidPeakHour) / sinusoidPeriodHours);
  }
}
