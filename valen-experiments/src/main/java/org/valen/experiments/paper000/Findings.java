package org.valen.experiments.paper000;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.valen.experiments.paper000.TrialSummary.Metric;
import org.valen.hc.paper000.heuristics.Paper000Heuristics;
import org.valen.hc.paper000.mapping.Environment;

/**
 * Paper 000's findings (section V), each put beside what our runs show, computed from the summary.
 * A finding whose configurations the experiment did not run is left out.
 */
final class Findings {
  private static final List<String> UTILITY_AWARE = List.of("MaxUtility", "MaxUPT", "MaxUPE");
  private static final String[][] PRIORITIZED_PAIRS = {
      {"FCFS-P0", "PFCFS-P0"}, {"FCFS-AllP", "PFCFS-AllP"}, {"LCFS-P0", "PLCFS-P0"}, {"LCFS-AllP", "PLCFS-AllP"}};
  private static final String[][] LCFS_PAIRS = {
      {"FCFS-P0", "LCFS-P0"}, {"FCFS-AllP", "LCFS-AllP"}, {"PFCFS-P0", "PLCFS-P0"}, {"PFCFS-AllP", "PLCFS-AllP"}};

  private final TrialSummary s;
  private final List<String> heuristics;

  Findings(TrialSummary s) {
    this.s = s;
    this.heuristics = Paper000Heuristics.names();
  }

  private double utility(String h, Environment e, String filter) {
    return s.mean(h, e, filter, Metric.UTILITY);
  }

  private boolean has(String h, Environment e, String filter) {
    return !Double.isNaN(utility(h, e, filter));
  }

  /** The lines of the "paper beside ours" section for Fig. 4. */
  List<String> fig4() {
    List<String> out = new ArrayList<>();
    StringBuilder best = new StringBuilder();
    for (Environment e : Environment.values()) {
      for (String f : List.of(Configuration.OFF, Configuration.ON)) {
        String winner = heuristics.stream().filter(h -> has(h, e, f))
            .max((a, b) -> Double.compare(utility(a, e, f), utility(b, e, f))).orElse("?");
        best.append(String.format(Locale.ROOT, " %s%s: %s;", e.label(), f.equals(Configuration.ON) ? " + filter" : "",
            winner));
      }
    }
    out.add("Which heuristic wins. Paper: \"the best performance is obtained by the heuristics that use utility function"
        + " information\"; \"Max UPE significantly outperforms the other heuristics\". Ours, the best per column:" + best);
    int aware = 0;
    int columns = 0;
    for (Environment e : Environment.values()) {
      for (String f : List.of(Configuration.OFF, Configuration.ON)) {
        double worstAware = UTILITY_AWARE.stream().mapToDouble(h -> utility(h, e, f)).min().orElse(Double.NaN);
        double bestOther = heuristics.stream().filter(h -> !UTILITY_AWARE.contains(h)).mapToDouble(h -> utility(h, e, f))
            .max().orElse(Double.NaN);
        columns++;
        aware += worstAware > bestOther ? 1 : 0;
      }
    }
    out.add(String.format(Locale.ROOT, "Utility-aware heuristics (Max Utility, Max UPT, Max UPE) above all FCFS/LCFS"
        + " variants and Random. Paper: yes. Ours: in %d of %d environment × filter columns.", aware, columns));
    out.add(pairs("Prioritized-FCFS above FCFS, Prioritized-LCFS above LCFS. Paper: yes.", PRIORITIZED_PAIRS));
    out.add(pairs("LCFS-based above their FCFS counterparts. Paper: \"usually\".", LCFS_PAIRS));
    int polled = 0;
    int cases = 0;
    List<String> worse = new ArrayList<>();
    for (String h : heuristics) {
      for (String f : List.of(Configuration.OFF, Configuration.ON)) {
        if (has(h, Environment.QUEUED, f) && has(h, Environment.POLLED, f)) {
          cases++;
          if (utility(h, Environment.POLLED, f) > utility(h, Environment.QUEUED, f)) {
            polled++;
          } else {
            worse.add(h + (f.equals(Configuration.ON) ? " + filter" : ""));
          }
        }
      }
    }
    out.add(String.format(Locale.ROOT, "Polled against queued. Paper: \"the polled environment significantly improves"
        + " the performance for most of the heuristics\". Ours: polled earns more in %d of %d heuristic × filter cases%s.",
        polled, cases, worse.isEmpty() ? "" : " (not: " + String.join(", ", worse) + ")"));
    int helped = 0;
    cases = 0;
    List<String> notHelped = new ArrayList<>();
    for (String h : heuristics) {
      for (Environment e : Environment.values()) {
        if (has(h, e, Configuration.OFF) && has(h, e, Configuration.ON)) {
          cases++;
          if (utility(h, e, Configuration.ON) > utility(h, e, Configuration.OFF)) {
            helped++;
          } else {
            notHelped.add(h + " " + e.label());
          }
        }
      }
    }
    out.add(String.format(Locale.ROOT, "The adaptive energy filter. Paper: \"significant benefit … for almost all of the"
        + " heuristics in either of the task management environments\"; Max UPE \"does not benefit\". Ours: the filter"
        + " raises the utility in %d of %d heuristic × environment cases%s; Max UPE: %s.", helped, cases,
        notHelped.isEmpty() ? "" : " (not: " + String.join(", ", notHelped) + ")", change("MaxUPE")));
    out.add(exhaustion());
    out.add(pStates());
    return out;
  }

  private String change(String h) {
    StringBuilder b = new StringBuilder();
    for (Environment e : Environment.values()) {
      double off = utility(h, e, Configuration.OFF);
      double on = utility(h, e, Configuration.ON);
      b.append(String.format(Locale.ROOT, "%s %+.1f %%", e.label(), 100 * (on - off) / off)).append(e == Environment.QUEUED ? ", " : "");
    }
    return b.toString();
  }

  private String pairs(String claim, String[][] pairs) {
    int wins = 0;
    int cases = 0;
    for (String[] p : pairs) {
      for (Environment e : Environment.values()) {
        for (String f : List.of(Configuration.OFF, Configuration.ON)) {
          if (has(p[0], e, f) && has(p[1], e, f)) {
            cases++;
            wins += utility(p[1], e, f) > utility(p[0], e, f) ? 1 : 0;
          }
        }
      }
    }
    return String.format(Locale.ROOT, "%s Ours: in %d of %d comparisons.", claim, wins, cases);
  }

  /** Without the filter, which heuristics run out of energy before the end of the day, and when. */
  private String exhaustion() {
    List<String> early = new ArrayList<>();
    List<String> lasting = new ArrayList<>();
    for (String h : heuristics) {
      for (Environment e : Environment.values()) {
        Configuration c = new Configuration(h, e, Configuration.OFF);
        List<TrialRow> rows = s.rows().stream().filter(r -> r.configuration().equals(c)).toList();
        if (rows.isEmpty()) {
          continue;
        }
        long ran = rows.stream().filter(r -> !Double.isNaN(r.budgetExhaustedHours())).count();
        if (ran * 2 > rows.size()) {
          double hour = rows.stream().mapToDouble(TrialRow::budgetExhaustedHours).filter(x -> !Double.isNaN(x)).average()
              .orElse(Double.NaN);
          early.add(String.format(Locale.ROOT, "%s %s (after %.1f h)", h, e.label(), hour));
        } else {
          lasting.add(h + " " + e.label());
        }
      }
    }
    return "Hitting the energy constraint without the filter. Paper: \"all of the heuristics except Max UPE hit the energy"
        + " constraint before the end of the day\". Ours: run out in most trials: " + (early.isEmpty() ? "none"
        : String.join(", ", early)) + "; last the day: " + (lasting.isEmpty() ? "none" : String.join(", ", lasting)) + ".";
  }

  /** With the filter, P-state 0 only against all P-states for the FCFS family. */
  private String pStates() {
    StringBuilder b = new StringBuilder("P-state 0 against All P-states with the filter. Paper: for FCFS and LCFS,"
        + " \"considering only P-state 0 has a larger improvement\"; not substantial for the prioritized ones. Ours"
        + " (gain of the filter, P-state 0 vs All P-states):");
    for (String family : List.of("FCFS", "LCFS", "PFCFS", "PLCFS")) {
      for (Environment e : Environment.values()) {
        double p0 = gain(family + "-P0", e);
        double all = gain(family + "-AllP", e);
        if (!Double.isNaN(p0) && !Double.isNaN(all)) {
          b.append(String.format(Locale.ROOT, " %s %s %+.1f %% vs %+.1f %%;", family, e.label(), p0, all));
        }
      }
    }
    return b.toString();
  }

  private double gain(String h, Environment e) {
    double off = utility(h, e, Configuration.OFF);
    return 100 * (utility(h, e, Configuration.ON) - off) / off;
  }

  /** Fig. 5's findings. */
  List<String> fig5() {
    List<String> out = new ArrayList<>();
    int polled = 0;
    int cases = 0;
    double awareGap = 0;
    int aware = 0;
    double blindGap = 0;
    int blind = 0;
    for (String h : heuristics) {
      double q = s.mean(h, Environment.QUEUED, Configuration.ON, Metric.PORTION_P8);
      double p = s.mean(h, Environment.POLLED, Configuration.ON, Metric.PORTION_P8);
      if (!Double.isNaN(q) && !Double.isNaN(p)) {
        cases++;
        polled += p > q ? 1 : 0;
      }
      boolean seesPriority = h.startsWith("P") || UTILITY_AWARE.contains(h);
      for (Environment e : Environment.values()) {
        double gap = s.mean(h, e, Configuration.ON, Metric.PORTION_P8) - s.mean(h, e, Configuration.ON, Metric.PORTION_P1);
        if (!Double.isNaN(gap)) {
          if (seesPriority) {
            awareGap += gap;
            aware++;
          } else {
            blindGap += gap;
            blind++;
          }
        }
      }
    }
    out.add(String.format(Locale.ROOT, "Priority 8 tasks, polled against queued. Paper: \"the polled environment does a"
        + " better job of earning higher utility\". Ours: polled earns a larger portion for %d of %d heuristics.", polled,
        cases));
    out.add(String.format(Locale.ROOT, "Priority 8 against priority 1. Paper: the priority-based and utility-aware"
        + " heuristics earn a larger portion of the maximum from priority 8 tasks than from priority 1 tasks. Ours:"
        + " portion for priority 8 minus portion for priority 1, averaged over both environments: %+.3f for the"
        + " prioritized and utility-aware heuristics, %+.3f for FCFS, LCFS and Random (which ignore priority; dropping"
        + " alone favours priority 8, whose utility stays above the threshold longer).",
        awareGap / Math.max(1, aware), blindGap / Math.max(1, blind)));
    return out;
  }

  /** Fig. 6's findings. */
  List<String> fig6() {
    List<String> out = new ArrayList<>();
    StringBuilder b = new StringBuilder("The filter saves energy for later. Paper: with the filter Max Utility has energy"
        + " left for high-utility tasks late in the day. Ours (cumulative utility at mid-day → at the end):");
    for (Environment e : Environment.values()) {
      for (String f : List.of(Configuration.OFF, Configuration.ON)) {
        var curve = s.cumulative(new Configuration("MaxUtility", e, f));
        if (curve != null) {
          b.append(String.format(Locale.ROOT, " %s%s %.0f → %.0f;", e.label(), f.equals(Configuration.ON) ? " + filter" : "",
              curve[TrialRow.STEPS / 2 - 1].mean(), curve[TrialRow.STEPS - 1].mean()));
        }
      }
    }
    out.add(b.toString());
    double q = s.mean("MaxUtility", Environment.QUEUED, Configuration.ON, Metric.UTILITY);
    double p = s.mean("MaxUtility", Environment.POLLED, Configuration.ON, Metric.UTILITY);
    out.add(String.format(Locale.ROOT, "Polled against queued. Paper: \"the polled environment always has a slightly higher"
        + " slope than the queued environment\". Ours, with the filter: polled %.0f against queued %.0f over the day.", p, q));
    return out;
  }
}
