package org.valen.profiler.exact;

import java.math.BigDecimal;
import java.math.BigInteger;
import org.valen.model.schedule.ScheduleDecoder;

/**
 * The times of a job at the fastest level (level 0) in whole units, as a constraint solver takes
 * them: task {@code t} lasts {@code taskUnits[t]}, the data of the {@code q}-th predecessor of
 * {@code t} take {@code edgeUnits[t][q]} between two cores.
 *
 * <p><b>Exact when possible.</b> The unit is the greatest common divisor of every task and
 * communication time (doubles are exact binary fractions, so it is computed exactly), if the
 * longest schedule considered is at most {@link #MAX_UNITS} of it: the Standard Task Graph Set's
 * times (whole multiples of 60 s) and a rigid job's equal tasks are exact. Otherwise the unit is the
 * horizon ÷ {@link #MAX_UNITS} and every time is rounded <em>down</em>: every schedule is then at
 * least as long in seconds as in units × unit, so the solver's bound stays a lower bound, but a
 * schedule it calls optimal is only optimal up to the rounding. Large unit counts slow the solver
 * down by orders of magnitude (the whole-unit rounding of work ÷ k is lost), hence the cap.
 *
 * @param unitSeconds seconds per unit
 * @param taskUnits time of each task
 * @param edgeUnits communication time of each task's predecessors, in the decoder's order
 * @param exact whether every time is a whole number of units
 */
public record IntegerTimes(double unitSeconds, long[] taskUnits, long[][] edgeUnits, boolean exact) {
  /** Most units in the horizon. */
  static final long MAX_UNITS = 100_000;

  /** The times of {@code decoder}'s job at level 0 for schedules at most {@code horizonSeconds} long. */
  public static IntegerTimes of(ScheduleDecoder decoder, double horizonSeconds) {
    int n = decoder.taskCount();
    BigDecimal gcd = BigDecimal.ZERO;
    for (int t = 0; t < n; t++) {
      gcd = gcd(gcd, decoder.seconds(t, 0));
      for (int q = 0; q < decoder.predecessorCount(t); q++) {
        gcd = gcd(gcd, decoder.communicationSeconds(t, q));
      }
    }
    boolean exact = gcd.signum() > 0 && horizonSeconds / gcd.doubleValue() <= MAX_UNITS;
    double unit = exact ? gcd.doubleValue() : horizonSeconds / MAX_UNITS;
    long[] tasks = new long[n];
    long[][] edges = new long[n][];
    for (int t = 0; t < n; t++) {
      tasks[t] = units(decoder.seconds(t, 0), exact ? gcd : null, unit);
      edges[t] = new long[decoder.predecessorCount(t)];
      for (int q = 0; q < edges[t].length; q++) {
        edges[t][q] = units(decoder.communicationSeconds(t, q), exact ? gcd : null, unit);
      }
    }
    return new IntegerTimes(unit, tasks, edges, exact);
  }

  /** Whether any edge takes time between two cores. */
  public boolean hasCommunication() {
    for (long[] edges : edgeUnits) {
      for (long e : edges) {
        if (e > 0) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * A time of a schedule made of these times (a start, say) in units: to the nearest unit if the
   * times are exact (the division may be off by a rounding error), else rounded down.
   */
  public long units(double seconds) {
    double units = seconds / unitSeconds;
    return exact ? Math.round(units) : (long) Math.floor(units);
  }

  private static long units(double seconds, BigDecimal exactUnit, double unit) {
    if (exactUnit != null) {
      return new BigDecimal(seconds).divide(exactUnit).longValueExact();
    }
    return (long) Math.floor(seconds / unit);
  }

  private static BigDecimal gcd(BigDecimal a, double seconds) {
    BigDecimal b = new BigDecimal(seconds);
    if (b.signum() == 0) {
      return a;
    }
    if (a.signum() == 0) {
      return b;
    }
    int scale = Math.max(a.scale(), b.scale());
    BigInteger g = a.setScale(scale).unscaledValue().gcd(b.setScale(scale).unscaledValue());
    return new BigDecimal(g, scale);
  }
}
