package org.valen.papers.budgetrobust;

import java.util.List;
import java.util.Locale;
import org.valen.experiments.report.Findings;
import org.valen.experiments.summary.Summary;

/**
 * The report's honest account of the combination: on each workload, paper 001's allocator with the
 * budget and the robustness threshold against each parent, metric by metric (mean over the seeds):
 * value, wall energy against the budget, missed deadlines and rejected jobs — where it wins and
 * where it does not.
 */
final class BudgetRobustFindings implements Findings {
  static final String BOTH = "ValEnAdaptOpt budget+robust";
  private static final List<String> METRICS = List.of("value-share", "wall-energy", "missed", "rejected");

  @Override
  public String id() {
    return "paper001-budget-robust";
  }

  @Override
  public String source() {
    return "none of the papers: paper 001's allocator, paper 000's energy filter, paper 002's robustness";
  }

  @Override
  public List<String> verdicts(Summary s) {
    if (!s.labels().contains(BOTH)) {
      return List.of();
    }
    StringBuilder line = new StringBuilder("The combination against each other policy, per workload (wins = metrics of"
        + " value, wall energy, missed, rejected where its mean is better):");
    for (String x : s.xs()) {
      line.append(' ').append(x).append(':');
      for (String other : s.labels()) {
        if (!other.equals(BOTH)) {
          line.append(String.format(Locale.ROOT, " %s %d/4;", other, wins(s, x, other)));
        }
      }
    }
    return List.of(line.toString());
  }

  @Override
  public String sections(Summary s) {
    if (!s.labels().contains(BOTH)) {
      return "";
    }
    StringBuilder md = new StringBuilder("## Where the combination wins, and where not\n\n");
    md.append("Means over ").append(s.trials()).append(" seeds; every policy of a seed meets the same arrivals and"
        + " execution times. A cell: the other policy's mean, then the combination's difference (+: the combination"
        + " is higher). Better for value: higher (in % of the upper bound, every job at its full value); for wall energy, missed and rejected: lower.\n\n");
    for (String x : s.xs()) {
      md.append("### ").append(x).append("\n\n| policy | value (% of bound) | wall energy (MJ) | missed (%) | rejected (%) |\n");
      md.append("|---|---|---|---|---|\n");
      md.append(String.format(Locale.ROOT, "| **%s** | %.1f | %.2f | %.1f | %.1f |\n", BOTH, s.mean(x, BOTH, "value-share"),
          s.mean(x, BOTH, "wall-energy"), s.mean(x, BOTH, "missed"), s.mean(x, BOTH, "rejected")));
      for (String other : s.labels()) {
        if (other.equals(BOTH)) {
          continue;
        }
        md.append("| ").append(other);
        for (String metric : METRICS) {
          double mine = s.mean(x, BOTH, metric);
          double theirs = s.mean(x, other, metric);
          md.append(String.format(Locale.ROOT, " | %s (%+.1f %%)", format(metric, theirs),
              theirs == 0 ? 0 : 100 * (mine - theirs) / Math.abs(theirs)));
        }
        md.append(String.format(Locale.ROOT, " |\n"));
      }
      md.append('\n');
    }
    return md.toString();
  }

  private static String format(String metric, double v) {
    return metric.equals("wall-energy") ? String.format(Locale.ROOT, "%.2f", v) : String.format(Locale.ROOT, "%.1f", v);
  }

  /** On how many of the four metrics the combination's mean beats {@code other}'s at {@code x}. */
  private static int wins(Summary s, String x, String other) {
    int wins = 0;
    for (String metric : METRICS) {
      double mine = s.mean(x, BOTH, metric);
      double theirs = s.mean(x, other, metric);
      boolean higherBetter = metric.equals("value-share");
      if (higherBetter ? mine > theirs : mine < theirs) {
        wins++;
      }
    }
    return wins;
  }
}
