package org.valen.model.trials.paper000.workload;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.model.value.IntervalDecayCurve;

/**
 * Makes utility functions from priority, urgency and utility class (paper 000, section II-A):
 * priority sets the maximum utility, urgency the decay time τ, the class the intervals on the
 * τ axis. An interval of modifier m decays as exp(−m · t / τ).
 */
public final class UtilityFunctions {
  private UtilityFunctions() {}

  /** The utility function of a task of maximum utility {@code priority}, urgency τ = {@code decayMinutes}, class {@code c}. */
  public static IntervalDecayCurve of(double priority, double decayMinutes, UtilityClass c) {
    double tauSeconds = decayMinutes * 60;
    List<IntervalDecayCurve.Interval> intervals = new ArrayList<>();
    IntervalDecayCurve.Interval previous = null;
    for (UtilityClass.Interval i : c.intervals()) {
      double start = i.startTau() * tauSeconds;
      double value = priority;
      if (previous != null) {
        double reached = previous.decayPerSecond() == 0 ? previous.startValue()
            : previous.startValue() * Math.exp(-previous.decayPerSecond() * (start - previous.startSeconds()));
        value = Double.isNaN(i.startFraction()) ? reached : Math.min(reached, i.startFraction() * priority);
      }
      previous = new IntervalDecayCurve.Interval(start, value, i.modifier() / tauSeconds);
      intervals.add(previous);
    }
    return new IntervalDecayCurve(intervals, c.endTau() * tauSeconds);
  }

  /** A random utility function: priority by weight, urgency and class uniformly. */
  public static Drawn draw(UtilityParameters p, UniformRandomProvider rng) {
    int level = pick(p.priorityWeights(), rng);
    int urgency = rng.nextInt(p.urgencyDecayMinutes().size());
    int c = rng.nextInt(p.classes().size());
    double priority = p.priorities().get(level);
    return new Drawn(priority, urgency, c, of(priority, p.urgencyDecayMinutes().get(urgency), p.classes().get(c)));
  }

  /** A drawn function with what it was drawn from. */
  public record Drawn(double priority, int urgency, int utilityClass, IntervalDecayCurve curve) {}

  private static int pick(List<Double> weights, UniformRandomProvider rng) {
    double total = weights.stream().mapToDouble(Double::doubleValue).sum();
    double x = rng.nextDouble() * total;
    for (int k = 0; k < weights.size(); k++) {
      x -= weights.get(k);
      if (x < 0) {
        return k;
      }
    }
    return weights.size() - 1;
  }
}
