package org.valen.model.value;

import java.util.List;
import org.valen.model.Check;

/**
 * A utility function made of intervals, each starting at a value and decaying exponentially at its
 * own rate, zero from {@code endSeconds} on: the shape of the CSU group's utility functions (papers
 * 000 and 004, after Khemka et al., IEEE TC 2015), where priority sets the starting value, urgency
 * the overall decay rate and the utility class the intervals with their shape modifiers.
 *
 * <pre>  value(t) = startValue_i · exp(−decayPerSecond_i · (t − startSeconds_i))   for t in interval i</pre>
 *
 * @param intervals starting at 0, in increasing time; an interval starts at a value no higher than
 *     the one the previous interval reached, so the curve never increases
 * @param endSeconds time from which the value is zero; after the last interval's start
 */
public record IntervalDecayCurve(List<Interval> intervals, double endSeconds) implements ValueCurve {

  /** One interval: from {@code startSeconds}, {@code startValue} decaying at {@code decayPerSecond}. */
  public record Interval(double startSeconds, double startValue, double decayPerSecond) {
    public Interval {
      Check.nonNegative(startSeconds, "startSeconds");
      Check.nonNegative(startValue, "startValue");
      Check.nonNegative(decayPerSecond, "decayPerSecond");
    }

    double valueAt(double t) {
      return decayPerSecond == 0 ? startValue : startValue * Math.exp(-decayPerSecond * (t - startSeconds));
    }
  }

  private static final double TOLERANCE = 1e-12;

  public IntervalDecayCurve {
    intervals = List.copyOf(Check.nonEmpty(intervals, "intervals"));
    if (intervals.get(0).startSeconds() != 0) {
      throw new IllegalArgumentException("the first interval must start at 0 seconds");
    }
    for (int i = 1; i < intervals.size(); i++) {
      Interval previous = intervals.get(i - 1);
      Interval next = intervals.get(i);
      if (!(next.startSeconds() > previous.startSeconds())) {
        throw new IllegalArgumentException("interval " + i + " must start after interval " + (i - 1));
      }
      double reached = previous.valueAt(next.startSeconds());
      if (next.startValue() > reached * (1 + TOLERANCE) + TOLERANCE) {
        throw new IllegalArgumentException("interval " + i + " starts at " + next.startValue()
            + ", above the " + reached + " interval " + (i - 1) + " reached: a value curve must not increase");
      }
    }
    if (!(endSeconds > intervals.get(intervals.size() - 1).startSeconds()) || Double.isInfinite(endSeconds)) {
      throw new IllegalArgumentException("endSeconds must be finite and after the last interval's start, was " + endSeconds);
    }
  }

  @Override
  public double valueAt(double t) {
    if (t >= endSeconds) {
      return 0;
    }
    int current = 0; // the last interval starting at or before t (indexed: no iterator per call)
    while (current + 1 < intervals.size() && intervals.get(current + 1).startSeconds() <= t) {
      current++;
    }
    return intervals.get(current).valueAt(Math.max(t, 0));
  }

  @Override
  public double maxValue() {
    return intervals.get(0).startValue();
  }

  @Override
  public double zeroAfterSeconds() {
    return endSeconds;
  }

  @Override
  public double deadlineSeconds() {
    Interval first = intervals.get(0);
    if (first.decayPerSecond() > 0) {
      return 0;
    }
    return intervals.size() > 1 ? intervals.get(1).startSeconds() : endSeconds;
  }
}
