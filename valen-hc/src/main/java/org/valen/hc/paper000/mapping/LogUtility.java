package org.valen.hc.paper000.mapping;

import java.util.List;
import org.valen.model.value.IntervalDecayCurve;
import org.valen.model.value.ValueCurve;

/**
 * A task's utility function in absolute time and in the log domain, where an exponentially
 * decaying interval is a straight line: comparing choices then costs a multiply-add instead of an
 * exponential. Heuristics rank by log utility (plus the log of 1/time or 1/energy for Max UPT and
 * Max UPE), which orders choices as the utility itself does.
 */
public abstract class LogUtility {

  /** Log of the utility earned by completing at absolute time {@code seconds}; −∞ for none. */
  public abstract double at(double seconds);

  /**
   * The latest absolute completion time at which a task of {@code curve} that arrived at {@code
   * arrival} still earns at least {@code threshold} (up to rounding: callers confirm a borderline
   * case with the curve itself). Allocates nothing.
   */
  public static double lastTimeAtLeast(ValueCurve curve, double arrival, double threshold) {
    if (curve instanceof IntervalDecayCurve c) {
      List<IntervalDecayCurve.Interval> intervals = c.intervals();
      int n = intervals.size();
      for (int k = 0; k < n; k++) {
        IntervalDecayCurve.Interval i = intervals.get(k);
        double intervalEnd = k + 1 < n ? intervals.get(k + 1).startSeconds() : c.endSeconds();
        if (i.startValue() < threshold) {
          return arrival + i.startSeconds();
        }
        if (i.decayPerSecond() > 0) {
          // a difference of logs: the ratio overflows for a threshold near the least double (a threshold of 0)
          double crossing = i.startSeconds() + (Math.log(i.startValue()) - Math.log(threshold)) / i.decayPerSecond();
          if (crossing < intervalEnd) {
            return arrival + crossing;
          }
        }
      }
      return arrival + c.endSeconds();
    }
    double zero = curve.zeroAfterSeconds();
    double high = Double.isFinite(zero) ? zero : 1e9;
    if (curve.valueAt(0) < threshold) {
      return arrival;
    }
    double low = 0;
    for (int i = 0; i < 60; i++) { // bisection on a non-increasing function
      double mid = (low + high) / 2;
      if (curve.valueAt(mid) >= threshold) {
        low = mid;
      } else {
        high = mid;
      }
    }
    return arrival + high;
  }

  /** The log utility of a task of {@code curve} that arrived at {@code arrivalSeconds}. */
  public static LogUtility of(ValueCurve curve, double arrivalSeconds) {
    return curve instanceof IntervalDecayCurve c ? new Intervals(c, arrivalSeconds) : new Generic(curve, arrivalSeconds);
  }

  /** An interval-decay curve: piecewise linear in the log domain. */
  static final class Intervals extends LogUtility {
    private final double[] start;
    private final double[] logValue;
    private final double[] rate;
    private final double end;

    Intervals(IntervalDecayCurve curve, double arrival) {
      List<IntervalDecayCurve.Interval> intervals = curve.intervals();
      int n = intervals.size();
      start = new double[n];
      logValue = new double[n];
      rate = new double[n];
      for (int k = 0; k < n; k++) {
        IntervalDecayCurve.Interval i = intervals.get(k);
        start[k] = arrival + i.startSeconds();
        logValue[k] = Math.log(i.startValue());
        rate[k] = i.decayPerSecond();
      }
      end = arrival + curve.endSeconds();
    }

    @Override
    public double at(double seconds) {
      if (seconds >= end) {
        return Double.NEGATIVE_INFINITY;
      }
      int k = start.length - 1;
      while (k > 0 && start[k] > seconds) {
        k--;
      }
      return logValue[k] - rate[k] * (Math.max(seconds, start[0]) - start[k]);
    }

  }

  /** Any other value curve, through its own {@link ValueCurve#valueAt}. */
  static final class Generic extends LogUtility {
    private final ValueCurve curve;
    private final double arrival;

    Generic(ValueCurve curve, double arrival) {
      this.curve = curve;
      this.arrival = arrival;
    }

    @Override
    public double at(double seconds) {
      return Math.log(curve.valueAt(seconds - arrival));
    }
  }
}
