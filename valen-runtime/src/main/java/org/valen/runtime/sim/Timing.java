package org.valen.runtime.sim;

import org.HdrHistogram.Histogram;

/** Wall-clock time of a run's decisions and intake, kept as the run goes: see {@link DecisionTiming}. */
final class Timing {
  private long decisions;
  private long decisionNanos;
  private long maxDecisionNanos;
  private final Histogram histogram = DecisionTiming.emptyHistogram();
  private long intakeNanos;

  void decided(long nanos) {
    decisions++;
    decisionNanos += nanos;
    maxDecisionNanos = Math.max(maxDecisionNanos, nanos);
    histogram.recordValue(nanos);
  }

  void tookIn(long nanos) {
    intakeNanos += nanos;
  }

  DecisionTiming result(long arrivals) {
    return new DecisionTiming(decisions, decisionNanos, maxDecisionNanos, arrivals, intakeNanos, histogram.copy());
  }
}
