package org.valen.papers.paper000;

import java.util.List;
import java.util.Locale;
import org.valen.experiments.report.Report;
import org.valen.experiments.summary.Statistics;
import org.valen.experiments.summary.Summary;
import org.valen.experiments.table.RunRow;
import org.valen.hc.paper000.heuristics.Paper000Heuristics;
import org.valen.hc.paper000.mapping.Environment;

/**
 * Paper 000's figures as the paper lays them out: a row per heuristic and a column per environment
 * and filter (Figs. 4 and 5), and the cumulative utility of Max Utility by the hour (Fig. 6).
 */
final class Paper000Tables {
  private Paper000Tables() {}

  static String markdown(Summary s, String figure) {
    StringBuilder md = new StringBuilder("## The paper's layout (mean ± 95 % CI over ").append(s.trials())
        .append(" trials)\n\n");
    switch (figure) {
      case "paper000-fig4" -> {
        grid(md, s, "utility", false);
        grid(md, s, "energy-left", false);
        grid(md, s, "budget-exhausted", false);
      }
      case "paper000-fig5" -> {
        for (String m : List.of("portion-p1", "portion-p2", "portion-p4", "portion-p8", "utility")) {
          grid(md, s, m, true);
        }
      }
      default -> {
        cumulative(md, s);
        grid(md, s, "energy-left", false);
      }
    }
    return md.toString();
  }

  private static void grid(StringBuilder md, Summary s, String metric, boolean filteredOnly) {
    List<String> filters = filteredOnly ? List.of(Configuration.ON) : List.of(Configuration.OFF, Configuration.ON);
    md.append("**").append(s.scenario().metric(metric).orElseThrow().label())
        .append(filteredOnly ? ", with the filter" : "").append("**\n\n| heuristic");
    for (Environment e : Environment.values()) {
      for (String f : filters) {
        md.append(" | ").append(e.label()).append(f.equals(Configuration.ON) && !filteredOnly ? " + filter" : "");
      }
    }
    md.append(" |\n|---").append("|---".repeat(2 * filters.size())).append("|\n");
    for (Paper000Heuristics.Entry h : Paper000Heuristics.all()) {
      StringBuilder row = new StringBuilder("| ").append(h.paperName());
      boolean found = false;
      for (Environment e : Environment.values()) {
        for (String f : filters) {
          var est = s.estimate("", Configuration.label(h.name(), e.label(), f), metric);
          row.append(" | ").append(est.map(x -> Report.estimate(x.mean(), x.halfWidth())).orElse(""));
          found |= est.isPresent();
        }
      }
      if (found) {
        md.append(row).append(" |\n");
      }
    }
    md.append('\n');
  }

  private static void cumulative(StringBuilder md, Summary s) {
    List<String> labels = s.scenario().labels().stream().filter(l -> l.startsWith("MaxUtility ")).toList();
    md.append("**Cumulative utility of Max Utility by the hour of the trial**\n\n| hour");
    labels.forEach(l -> md.append(" | ").append(l));
    md.append(" |\n|---").append("|---".repeat(labels.size())).append("|\n");
    List<RunRow> any = s.rows("", labels.isEmpty() ? "" : labels.get(0));
    if (any.isEmpty()) {
      return;
    }
    double start = any.get(0).number("day_start_s");
    double end = any.get(0).number("day_end_s");
    for (int k = 3; k <= TrialMetrics.STEPS; k += 3) {
      md.append(String.format(Locale.ROOT, "| %.4g", (start + (end - start) * k / TrialMetrics.STEPS) / 3600));
      for (String l : labels) {
        int step = k;
        Statistics.Estimate e = Statistics.of(s.rows("", l).stream().mapToDouble(r -> r.number(column(step))).toArray());
        md.append(" | ").append(Report.estimate(e.mean(), e.halfWidth()));
      }
      md.append(" |\n");
    }
    md.append('\n');
  }

  /** The mean over {@code rows} of the cumulative utility at step {@code k} (1 … 24). */
  static double cumulative(List<RunRow> rows, int k) {
    return rows.stream().mapToDouble(r -> r.number(column(k))).average().orElse(Double.NaN);
  }

  private static String column(int k) {
    return String.format(Locale.ROOT, "%s%02d", TrialMetrics.UTILITY_BY, k);
  }
}
