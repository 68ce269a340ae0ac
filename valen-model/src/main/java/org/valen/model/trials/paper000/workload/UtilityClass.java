package org.valen.model.trials.paper000.workload;

import java.util.List;
import org.valen.model.Check;

/**
 * A utility class (paper 000, section II-A, after its ref. [7]): the shape of a utility function
 * as intervals with shape modifiers, on a time axis measured in units of the urgency's decay time
 * τ (so urgency sets the overall rate of decay and the class only the shape).
 *
 * @param name short name for reports, e.g. {@code "grace-then-decay"}
 * @param intervals from 0 on, in increasing start
 * @param endTau the time (in τ) from which the utility is zero
 */
public record UtilityClass(String name, List<Interval> intervals, double endTau) {

  /**
   * One interval: from {@code startTau} the utility starts at {@code startFraction} of the
   * maximum (NaN: where the previous interval has decayed to; a fraction above that is lowered
   * to it, as a utility never rises) and decays at {@code modifier} × the urgency's rate (0:
   * constant).
   */
  public record Interval(double startTau, double startFraction, double modifier) {
    public Interval {
      Check.nonNegative(startTau, "startTau");
      if (!Double.isNaN(startFraction)) {
        Check.inRange(startFraction, 0, 1, "startFraction");
      }
      Check.nonNegative(modifier, "modifier");
    }

    /** An interval that starts where the previous one has decayed to. */
    public static Interval continuing(double startTau, double modifier) {
      return new Interval(startTau, Double.NaN, modifier);
    }

    /** An interval that starts at {@code fraction} of the maximum (a drop). */
    public static Interval at(double startTau, double fraction, double modifier) {
      return new Interval(startTau, fraction, modifier);
    }
  }

  public UtilityClass {
    Check.id(name, "name");
    intervals = List.copyOf(Check.nonEmpty(intervals, "intervals"));
    if (intervals.get(0).startTau() != 0 || intervals.get(0).startFraction() != 1) {
      throw new IllegalArgumentException(name + ": the first interval must start at 0 with the full utility");
    }
    for (int k = 1; k < intervals.size(); k++) {
      if (!(intervals.get(k).startTau() > intervals.get(k - 1).startTau())) {
        throw new IllegalArgumentException(name + ": intervals must start in increasing time");
      }
    }
    if (!(endTau > intervals.get(intervals.size() - 1).startTau()) || Double.isInfinite(endTau)) {
      throw new IllegalArgumentException(name + ": endTau must be finite and after the last interval's start");
    }
  }
}
