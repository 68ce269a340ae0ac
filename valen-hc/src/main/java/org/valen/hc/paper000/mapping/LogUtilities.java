package org.valen.hc.paper000.mapping;

import java.util.Arrays;
import java.util.List;
import org.valen.model.value.IntervalDecayCurve;
import org.valen.model.value.ValueCurve;

/**
 * The log utilities ({@link LogUtility}) of the tasks in the pool, in one flat array indexed by
 * slot: an evaluation reads a task's intervals from two adjacent cache lines instead of following
 * four objects, and a task's arrival allocates nothing. Per slot: the end of the curve, the number
 * of intervals, then each interval's start, log value and decay rate, all in absolute time. A
 * curve of more than four intervals, or not made of intervals, is kept as its {@link LogUtility}
 * object. {@link #at} gives exactly what {@link LogUtility#at} gives: the same operations on the
 * same numbers.
 */
final class LogUtilities {
  private static final int INTERVALS = 4;
  private static final int STRIDE = 16;
  private static final int FIRST = 2;
  private double[] data = new double[0];
  private LogUtility[] other = new LogUtility[0];

  /** Keeps the log utility of the task in {@code slot}, which arrived at {@code arrival}. */
  void set(int slot, ValueCurve curve, double arrival) {
    if (slot >= other.length) {
      int n = Math.max(slot + 1, other.length * 2);
      data = Arrays.copyOf(data, n * STRIDE);
      other = Arrays.copyOf(other, n);
    }
    int base = slot * STRIDE;
    if (curve instanceof IntervalDecayCurve c && c.intervals().size() <= INTERVALS) {
      List<IntervalDecayCurve.Interval> intervals = c.intervals();
      int n = intervals.size();
      data[base] = arrival + c.endSeconds();
      data[base + 1] = n;
      for (int k = 0; k < n; k++) {
        IntervalDecayCurve.Interval i = intervals.get(k);
        int at = base + FIRST + 3 * k;
        data[at] = arrival + i.startSeconds();
        data[at + 1] = Math.log(i.startValue());
        data[at + 2] = i.decayPerSecond();
      }
      other[slot] = null;
    } else {
      data[base + 1] = 0;
      other[slot] = LogUtility.of(curve, arrival);
    }
  }

  /** Log of the utility the task in {@code slot} earns by completing at {@code seconds}; −∞ for none. */
  double at(int slot, double seconds) {
    int base = slot * STRIDE;
    int n = (int) data[base + 1];
    if (n == 0) {
      return other[slot].at(seconds);
    }
    if (seconds >= data[base]) {
      return Double.NEGATIVE_INFINITY;
    }
    int first = base + FIRST;
    int k = n - 1;
    while (k > 0 && data[first + 3 * k] > seconds) {
      k--;
    }
    int at = first + 3 * k;
    return data[at + 1] - data[at + 2] * (Math.max(seconds, data[first]) - data[at]);
  }
}
