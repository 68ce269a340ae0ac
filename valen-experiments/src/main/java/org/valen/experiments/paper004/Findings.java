package org.valen.experiments.paper004;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.valen.experiments.paper004.TrialSummary.Measure;

/**
 * Paper 004's findings (section V), each beside what our runs show: the paper's sentence, our
 * numbers, and whether it holds here. Means only: the confidence intervals are in the tables.
 */
final class Findings {
  private static final String RANDOM = "P004-Random";
  private static final String FCFS = "P004-FCFS";
  private static final List<String> OBJECTIVES = List.of("P004-MaxUtil", "P004-MaxUPT");
  private static final List<String> TECHNIQUES = List.of("Greedy", "Diff", "Pair");

  private final TrialSummary s;
  private final Measure measure;

  Findings(TrialSummary s, Measure measure) {
    this.s = s;
    this.measure = measure;
  }

  /** The findings the paper states for {@code figure}, then those it states over all figures. */
  List<String> of(Figure figure) {
    List<String> out = new ArrayList<>();
    switch (figure) {
      case FIG3 -> {
        out.add(utilityAwareBeatComparison());
        out.add(preemptionImproves());
        out.add(claim("the gain of preemption is largest with step functions", "the best preemptive heuristic's gain over"
            + " Max UPT, by setting: " + gains("P004-MaxUPT"), largestAt("step", "P004-MaxUPT")));
      }
      case FIG4 -> {
        out.add(claim("Max Util and Max UPT drop significantly as B grows; Greedy and Diff much less",
            "from B = " + first() + " to B = " + last() + ": " + changes(), greedyDiffDropLess()));
        out.add(claim("at B = 128 the best preemption technique improves Max UPT by up to 20 %",
            "best over Max UPT by setting: " + gains("P004-MaxUPT"), null));
      }
      case FIG5 -> {
        out.add(claim("at 0 % the preemptive heuristics equal their counterparts", atZero(), equalAtZero()));
        out.add(claim("most preemptive heuristics improve linearly with the percentage; Max UPT Pair does not",
            "from " + first() + " % to " + last() + " %: " + changes(), null));
      }
      case FIG6 -> {
        out.add(claim("all heuristics decrease slightly as critical tasks get longer", "from " + first() + " to "
            + last() + " minutes: " + changes(), null));
        out.add(claim("the best preemptive heuristics earn more than the others in every case", bestNames(),
            bestIsPreemptive()));
      }
      case FIG7 -> {
        out.add(utilityAwareBeatComparison());
        out.add(claim("the Max UPT heuristics complete more tasks than the Max Util ones", uptVsUtil(), uptBeatsUtil()));
      }
    }
    if (figure != Figure.FIG7) {
      out.add(claim("Max UPT beats Max Util with every technique, everywhere", uptVsUtil(), uptBeatsUtil()));
      out.add(claim("Greedy and Diff are close to identical", greedyVsDiff(), null));
      out.add(claim("Pair is the worst preemption technique, worse with UPT", pairRank(), pairWorst()));
      out.add(claim("Greedy and Diff are never below any other heuristic", "the best of each setting: " + bestNames(),
          greedyDiffNeverBelow()));
    }
    return out;
  }

  private String claim(String paper, String ours, Boolean holds) {
    return "Paper: " + paper + ". Ours: " + ours + (holds == null ? "." : holds ? " — holds." : " — does not hold.");
  }

  private double mean(String value, String heuristic) {
    return s.mean(value, heuristic, measure);
  }

  private String first() {
    return s.values().get(0);
  }

  private String last() {
    return s.values().get(s.values().size() - 1);
  }

  private static String variant(String objective, String technique) {
    return objective + "-" + technique;
  }

  private String utilityAwareBeatComparison() {
    boolean holds = true;
    StringBuilder ours = new StringBuilder();
    for (String v : s.values()) {
      double comparison = Math.max(mean(v, RANDOM), mean(v, FCFS));
      double worstAware = Double.POSITIVE_INFINITY;
      for (String h : s.heuristics()) {
        if (!h.equals(RANDOM) && !h.equals(FCFS)) {
          worstAware = Math.min(worstAware, mean(v, h));
        }
      }
      holds &= worstAware > comparison;
      ours.append(String.format(Locale.ROOT, "%s: worst utility-aware %.1f vs best of Random/FCFS %.1f; ", v, worstAware,
          comparison));
    }
    return claim("the utility-aware heuristics beat Random and FCFS", ours.toString().replaceAll("; $", ""), holds);
  }

  private String preemptionImproves() {
    List<String> below = new ArrayList<>();
    for (String v : s.values()) {
      for (String o : OBJECTIVES) {
        for (String t : TECHNIQUES) {
          if (!(mean(v, variant(o, t)) > mean(v, o))) {
            below.add(String.format(Locale.ROOT, "%s %s %.1f vs %.1f", v, Paper004Plots.paperName(variant(o, t)),
                mean(v, variant(o, t)), mean(v, o)));
          }
        }
      }
    }
    boolean holds = below.isEmpty();
    return claim("preemption always improves Max Util and Max UPT", "every preemptive variant above its base in every"
        + " setting: " + (holds ? "yes" : "no, not " + String.join(", ", below)) + " (gains of the best: "
        + gains("P004-MaxUPT") + ")", holds);
  }

  /** The best preemptive variant's gain over {@code base}, by setting, in % of base. */
  private String gains(String base) {
    List<String> parts = new ArrayList<>();
    for (String v : s.values()) {
      parts.add(String.format(Locale.ROOT, "%s %+.1f %%", v, gain(v, base)));
    }
    return String.join(", ", parts);
  }

  private double gain(String value, String base) {
    double best = Double.NEGATIVE_INFINITY;
    for (String t : TECHNIQUES) {
      best = Math.max(best, mean(value, variant(base, t)));
    }
    return 100 * (best - mean(value, base)) / mean(value, base);
  }

  private Boolean largestAt(String value, String base) {
    if (!s.values().contains(value)) {
      return null;
    }
    return s.values().stream().allMatch(v -> gain(value, base) >= gain(v, base));
  }

  private String changes() {
    List<String> parts = new ArrayList<>();
    for (String h : s.heuristics()) {
      parts.add(String.format(Locale.ROOT, "%s %.1f → %.1f", Paper004Plots.paperName(h), mean(first(), h),
          mean(last(), h)));
    }
    return String.join("; ", parts);
  }

  private double drop(String h) {
    return mean(first(), h) - mean(last(), h);
  }

  private Boolean greedyDiffDropLess() {
    for (String o : OBJECTIVES) {
      for (String t : List.of("Greedy", "Diff")) {
        if (!(drop(variant(o, t)) < drop(o))) {
          return false;
        }
      }
    }
    return true;
  }

  private String atZero() {
    List<String> parts = new ArrayList<>();
    for (String o : OBJECTIVES) {
      for (String t : TECHNIQUES) {
        parts.add(String.format(Locale.ROOT, "%s %.2f vs %.2f", Paper004Plots.paperName(variant(o, t)),
            mean(first(), variant(o, t)), mean(first(), o)));
      }
    }
    return String.join("; ", parts);
  }

  private Boolean equalAtZero() {
    for (String o : OBJECTIVES) {
      for (String t : TECHNIQUES) {
        if (Math.abs(mean(first(), variant(o, t)) - mean(first(), o)) > 1e-9) {
          return false;
        }
      }
    }
    return true;
  }

  /** The best heuristic of each setting. */
  private String bestNames() {
    List<String> parts = new ArrayList<>();
    for (String v : s.values()) {
      parts.add(v + ": best " + Paper004Plots.paperName(best(v)) + String.format(Locale.ROOT, " %.1f", mean(v, best(v))));
    }
    return String.join("; ", parts);
  }

  private String best(String value) {
    String best = s.heuristics().get(0);
    for (String h : s.heuristics()) {
      if (mean(value, h) > mean(value, best)) {
        best = h;
      }
    }
    return best;
  }

  private Boolean bestIsPreemptive() {
    return s.values().stream().allMatch(v -> TECHNIQUES.stream().anyMatch(t -> best(v).endsWith("-" + t)));
  }

  private String uptVsUtil() {
    List<String> parts = new ArrayList<>();
    for (String v : s.values()) {
      int wins = 0;
      for (String t : List.of("", "-Greedy", "-Diff", "-Pair")) {
        wins += mean(v, "P004-MaxUPT" + t) > mean(v, "P004-MaxUtil" + t) ? 1 : 0;
      }
      parts.add(v + ": UPT ahead in " + wins + " of 4");
    }
    return String.join("; ", parts);
  }

  private Boolean uptBeatsUtil() {
    return s.values().stream().allMatch(v -> List.of("", "-Greedy", "-Diff", "-Pair").stream()
            .allMatch(t -> mean(v, "P004-MaxUPT" + t) > mean(v, "P004-MaxUtil" + t)));
  }

  private String greedyVsDiff() {
    double largest = 0;
    for (String v : s.values()) {
      for (String o : OBJECTIVES) {
        largest = Math.max(largest, Math.abs(mean(v, variant(o, "Greedy")) - mean(v, variant(o, "Diff"))));
      }
    }
    return String.format(Locale.ROOT, "the largest gap between Greedy and Diff of one objective is %.2f points", largest);
  }

  private String pairRank() {
    List<String> parts = new ArrayList<>();
    for (String o : OBJECTIVES) {
      parts.add(String.format(Locale.ROOT, "%s Pair is %.1f points below the better of Greedy/Diff on average",
          o.replace("P004-", ""), pairGap(o)));
    }
    List<String> above = pairsAboveGreedyOrDiff();
    return String.join("; ", parts) + (above.isEmpty() ? "" : "; but above Greedy or Diff in " + String.join(", ", above));
  }

  /** Each setting and objective where Pair earns more than Greedy or Diff, with the three values (ties are not). */
  private List<String> pairsAboveGreedyOrDiff() {
    List<String> above = new ArrayList<>();
    for (String v : s.values()) {
      for (String o : OBJECTIVES) {
        double pair = mean(v, variant(o, "Pair"));
        if (pair > Math.min(mean(v, variant(o, "Greedy")), mean(v, variant(o, "Diff")))) {
          above.add(String.format(Locale.ROOT, "%s %s %.1f vs Greedy %.1f, Diff %.1f", v,
              Paper004Plots.paperName(variant(o, "Pair")), pair, mean(v, variant(o, "Greedy")), mean(v, variant(o, "Diff"))));
        }
      }
    }
    return above;
  }

  /** How far {@code objective}'s Pair is below the better of its Greedy and Diff, on average over the settings. */
  private double pairGap(String objective) {
    double gap = 0;
    for (String v : s.values()) {
      gap += Math.max(mean(v, variant(objective, "Greedy")), mean(v, variant(objective, "Diff")))
          - mean(v, variant(objective, "Pair"));
    }
    return gap / s.values().size();
  }

  /**
   * Whether Pair is nowhere above Greedy or Diff (ties count: with no flag set, all three equal
   * their base) and further below them with UPT than with Util.
   */
  private Boolean pairWorst() {
    return pairsAboveGreedyOrDiff().isEmpty() && pairGap("P004-MaxUPT") > pairGap("P004-MaxUtil");
  }

  /** Whether in every setting a Greedy or Diff variant earns at least as much as every heuristic (ties count: at 0 % flags they equal their bases). */
  private Boolean greedyDiffNeverBelow() {
    return s.values().stream().allMatch(v -> s.heuristics().stream()
        .filter(h -> h.endsWith("-Greedy") || h.endsWith("-Diff")).mapToDouble(h -> mean(v, h)).max()
        .orElse(Double.NEGATIVE_INFINITY) >= mean(v, best(v)));
  }
}
