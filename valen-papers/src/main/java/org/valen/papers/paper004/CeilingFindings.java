package org.valen.papers.paper004;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.valen.experiments.summary.Summary;

/**
 * What the unlimited-core ceiling says beside paper 004's findings: of each setting's gap between
 * the best heuristic and the paper's maximum, how much the utility functions take (the maximum
 * less the ceiling: decay while a task waits for a mapping event and executes, tasks that can
 * never earn) and how much oversubscription takes (the ceiling less the best heuristic); and, over
 * a numeric sweep, how much of the best heuristic's fall the ceiling's own fall accounts for.
 */
final class CeilingFindings {
  private CeilingFindings() {}

  /** The lines for a summary of percent-of-max, or none if the runs have no ceiling. */
  static List<String> lines(Summary s, List<String> heuristics) {
    String any = heuristics.get(0);
    List<String> xs = s.xs();
    if (xs.stream().anyMatch(x -> Double.isNaN(s.mean(x, any, Paper004TrialPreset.CEILING)))) {
      return List.of();
    }
    List<String> parts = new ArrayList<>();
    for (String x : xs) {
      String best = best(s, x, heuristics);
      double ceiling = ceiling(s, x, any);
      double top = s.mean(x, best, "percent-of-max");
      parts.add(String.format(Locale.ROOT, "%s: ceiling %.1f %%, best %.1f (%s): of the %.1f points below the"
          + " maximum, %.1f are the utility functions' and %.1f oversubscription's", label(x), ceiling, top,
          best.replace("P004-", ""), 100 - top, 100 - ceiling, ceiling - top));
    }
    List<String> out = new ArrayList<>();
    out.add("With unlimited cores (every task started at the first mapping event after its arrival on its fastest"
        + " cluster) a scheduler reaches the ceiling, not the maximum. " + String.join("; ", parts) + ".");
    if (xs.size() >= 2 && xs.stream().allMatch(x -> x.matches("-?[0-9.]+"))) {
      String first = xs.get(0);
      String last = xs.get(xs.size() - 1);
      String best = best(s, first, heuristics);
      double fall = s.mean(first, best, "percent-of-max") - s.mean(last, best, "percent-of-max");
      double ceilingFall = ceiling(s, first, any) - ceiling(s, last, any);
      out.add(String.format(Locale.ROOT, "From %s to %s the ceiling moves by %+.1f points and %s by %+.1f;"
          + " %s's share of the unlimited-core ceiling goes from %.1f to %.1f %%%s.", label(first), label(last),
          -ceilingFall, best.replace("P004-", ""), -fall, best.replace("P004-", ""),
          s.mean(first, best, "percent-of-ceiling"), s.mean(last, best, "percent-of-ceiling"),
          Math.abs(fall) < 1e-9 ? "" : String.format(Locale.ROOT, " (the ceiling's fall is %.0f %% of its fall)",
              100 * ceilingFall / fall)));
    }
    return out;
  }

  private static double ceiling(Summary s, String x, String any) {
    return s.mean(x, any, Paper004TrialPreset.CEILING);
  }

  private static String label(String x) {
    return x.isEmpty() ? "the setting" : x;
  }

  private static String best(Summary s, String x, List<String> heuristics) {
    String best = heuristics.get(0);
    for (String h : heuristics) {
      if (s.mean(x, h, "percent-of-max") > s.mean(x, best, "percent-of-max")) {
        best = h;
      }
    }
    return best;
  }
}
