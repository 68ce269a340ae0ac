package org.valen.runtime.sim;

/**
 * How long a policy's decisions (paper 000's mapping events) took in wall-clock time: for speed
 * benchmarks only, as it differs from run to run.
 *
 * @param decisions number of decisions
 * @param totalNanos their total time
 * @param maxNanos the longest one
 */
public record DecisionTiming(long decisions, long totalNanos, long maxNanos) {

  /** Mean time per decision in microseconds. */
  public double meanMicros() {
    return decisions == 0 ? 0 : totalNanos / 1e3 / decisions;
  }

  /** Longest decision in microseconds. */
  public double maxMicros() {
    return maxNanos / 1e3;
  }
}
