package org.valen.runtime.sim;

import org.HdrHistogram.Histogram;

/**
 * How long a policy's decisions (paper 000's mapping events) and its intake of arriving jobs
 * ({@link org.valen.runtime.policy.Policy#arrived}) took in wall-clock time: for speed benchmarks
 * only, as it differs from run to run.
 *
 * @param decisions number of decisions
 * @param totalNanos their total time
 * @param maxNanos the longest one
 * @param arrivals number of arrivals the policy was told of
 * @param intakeNanos the total time it took to take them in
 * @param decisionNanos every decision's time, in a histogram of two significant digits (a copy of
 *     the run's; {@link Histogram#add} merges runs)
 */
public record DecisionTiming(
    long decisions, long totalNanos, long maxNanos, long arrivals, long intakeNanos, Histogram decisionNanos) {

  /** An empty histogram of decision times, as the kernel keeps it: two significant digits. */
  public static Histogram emptyHistogram() {
    return new Histogram(2);
  }

  /** No decisions at all: what {@link #plus} starts from. */
  public static DecisionTiming none() {
    return new DecisionTiming(0, 0, 0, 0, 0, emptyHistogram());
  }

  /** This and {@code other} together (several runs as one). */
  public DecisionTiming plus(DecisionTiming other) {
    Histogram both = decisionNanos.copy();
    both.add(other.decisionNanos);
    return new DecisionTiming(decisions + other.decisions, totalNanos + other.totalNanos,
        Math.max(maxNanos, other.maxNanos), arrivals + other.arrivals, intakeNanos + other.intakeNanos, both);
  }

  /** Mean time per decision in microseconds. */
  public double meanMicros() {
    return decisions == 0 ? 0 : totalNanos / 1e3 / decisions;
  }

  /** Mean time per arrival taken in, in microseconds. */
  public double intakeMicrosPerArrival() {
    return arrivals == 0 ? 0 : intakeNanos / 1e3 / arrivals;
  }

  /** Longest decision in microseconds. */
  public double maxMicros() {
    return maxNanos / 1e3;
  }

  /** The decision time that {@code percentile} % of decisions do not exceed, in microseconds (to 1 %). */
  public double percentileMicros(double percentile) {
    return decisionNanos.getValueAtPercentile(percentile) / 1e3;
  }
}
