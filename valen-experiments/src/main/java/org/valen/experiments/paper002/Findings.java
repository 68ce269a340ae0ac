package org.valen.experiments.paper002;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.valen.hc.paper002.Filter;
import org.valen.hc.paper002.Paper002Policies;

/** Section 7's findings, each beside what our runs of one arrival pattern show (medians over the trials). */
final class Findings {
  private final Paper002Summary s;

  Findings(Paper002Summary s) {
    this.s = s;
  }

  List<String> all() {
    List<String> out = new ArrayList<>();
    out.add(best());
    out.add(String.format(Locale.ROOT, "Paper: the workload alone caused a median of at least 7 %% missed deadlines."
        + " Ours: a median of %.1f %% (min %.1f, max %.1f) of each trial's tasks cannot meet their deadline even alone"
        + " on their fastest core in P0 (their actual time is longer than the time to the deadline); the energy"
        + " budget adds to it.", s.floor().median(), s.floor().min(), s.floor().max()));
    out.add(filtering());
    out.add(robustnessAlone());
    out.add(energyWithCancellation());
    s.line("LL", Filter.BOTH, true).ifPresent(l -> out.add(String.format(Locale.ROOT, "Paper: LL en+rob about 4 %%"
        + " better from the low to the high burst frequency. Ours here: LL en+rob +cancel median %.1f %% (compare"
        + " the three figures' reports).", l.missed().median())));
    return out;
  }

  private String best() {
    double least = s.lines().stream().mapToDouble(l -> l.missed().median()).min().orElse(Double.NaN);
    List<String> names = s.lines().stream().filter(l -> l.missed().median() <= least + 0.5)
        .map(l -> l.variant().label()).toList();
    return String.format(Locale.ROOT, "Paper: the best median is about 15 %% missed deadlines, reached by several"
        + " heuristics. Ours: best median %.1f %%, reached (within 0.5 points) by %s.", least, String.join(", ", names));
  }

  private String filtering() {
    StringBuilder b = new StringBuilder("Paper: filtering improves every heuristic by at least 10 %. Ours (median"
        + " missed with no filter → with the best filter, per cancellation setting):");
    for (String h : Paper002Policies.NAMES) {
      for (boolean cancel : new boolean[] {false, true}) {
        double none = median(h, Filter.NONE, cancel);
        double best = Math.min(median(h, Filter.ENERGY, cancel), Math.min(median(h, Filter.ROBUSTNESS, cancel),
            median(h, Filter.BOTH, cancel)));
        b.append(String.format(Locale.ROOT, " %s%s %.1f → %.1f (%.1f points, %.0f %% fewer);", h,
            cancel ? " +cancel" : "", none, best, none - best, none > 0 ? 100 * (none - best) / none : 0));
      }
    }
    return b.substring(0, b.length() - 1) + ".";
  }

  private String robustnessAlone() {
    StringBuilder b = new StringBuilder("Paper: the robustness filter alone barely matters except for RAND. Ours"
        + " (median none → rob, without / with cancellation):");
    for (String h : Paper002Policies.NAMES) {
      b.append(String.format(Locale.ROOT, " %s %.1f → %.1f / %.1f → %.1f;", h, median(h, Filter.NONE, false),
          median(h, Filter.ROBUSTNESS, false), median(h, Filter.NONE, true), median(h, Filter.ROBUSTNESS, true)));
    }
    return b.substring(0, b.length() - 1) + ".";
  }

  private String energyWithCancellation() {
    StringBuilder b = new StringBuilder("Paper: with start-time cancellation the energy filter beats none and rob for"
        + " SQ, MECT and LL. Ours (median en vs none, rob, with cancellation):");
    for (String h : List.of("SQ", "MECT", "LL")) {
      double en = median(h, Filter.ENERGY, true);
      boolean beats = en < median(h, Filter.NONE, true) && en < median(h, Filter.ROBUSTNESS, true);
      b.append(String.format(Locale.ROOT, " %s %.1f vs %.1f, %.1f (%s);", h, en, median(h, Filter.NONE, true),
          median(h, Filter.ROBUSTNESS, true), beats ? "holds" : "does not hold"));
    }
    return b.substring(0, b.length() - 1) + ".";
  }

  private double median(String heuristic, Filter filter, boolean cancel) {
    return s.line(heuristic, filter, cancel).map(l -> l.missed().median()).orElse(Double.NaN);
  }
}
