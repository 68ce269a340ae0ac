package org.valen.papers.paper001;

import java.util.List;
import java.util.Locale;
import org.valen.experiments.report.Findings;
import org.valen.experiments.scenario.Scenario;
import org.valen.experiments.summary.Summary;
import org.valen.experiments.table.RunRow;

/**
 * Two sections of the report of every scenario on a preset whose runs measure their whole length
 * (paper 001's, the RK3399's, the real trace's; {@code WholeRun}), added under the preset's name:
 *
 * <ul>
 *   <li>the value ceiling: for each sweep value, the value upper bound (every job completed by its
 *       deadline) and, for each policy, the share of it earned, lost to lateness and lost to
 *       rejection, and the part of the late loss due to queueing — how much any adaptation could
 *       still gain;
 *   <li>DVFS: the P-state residency (share of task time at each v/f level, fastest first) and the job
 *       energy per second of finished reference work beside total energy — a policy that finishes
 *       less work uses less energy without being more efficient.
 * </ul>
 */
public final class WholeRunSections implements Findings {
  private final String preset;

  public WholeRunSections(String preset) {
    this.preset = preset;
  }

  @Override
  public String id() {
    return preset;
  }

  @Override
  public String sections(Summary s) {
    return ceiling(s) + dvfs(s);
  }

  private static String ceiling(Summary s) {
    Scenario sc = s.scenario();
    StringBuilder md = new StringBuilder("## The ceiling: where value was lost\n\n");
    md.append("Value upper bound: every job completed by its deadline at full value. Each cell: value earned /"
        + " lost to lateness (completed in the decay zone) / lost to rejection (dropped, completed at zero value,"
        + " not finished), in % of the bound, then the share of the late loss due to queueing (the rest is"
        + " execution: the job would have been late even had it started at arrival). Means over ")
        .append(s.trials()).append(" seeds.\n\n");
    header(md, s, "upper bound");
    for (int i = 0; i < s.xs().size(); i++) {
      String x = s.xs().get(i);
      double bound = s.rows().stream().filter(r -> r.x().equals(x)).mapToDouble(r -> r.number("value_upper_bound"))
          .average().orElse(Double.NaN);
      md.append("| ").append(value(sc, i)).append(" | ").append(String.format(Locale.ROOT, "%.0f", bound));
      for (String p : sc.labels()) {
        double late = s.mean(x, p, "value-lost-late");
        double rejected = s.mean(x, p, "value-lost-rejected");
        md.append(" | ").append(String.format(Locale.ROOT, "%.1f / %.1f / %.1f %%, %.0f %% queueing",
            100 - late - rejected, late, rejected, s.mean(x, p, "late-loss-queueing")));
      }
      md.append(" |\n");
    }
    return md.append('\n').toString();
  }

  private static String dvfs(Summary s) {
    Scenario sc = s.scenario();
    StringBuilder md = new StringBuilder("## DVFS: P-state residency and energy per work\n\n");
    md.append("Each cell: share of task time at each v/f level, fastest first (%), then job energy per reference"
        + " core-second of finished jobs (J) and total job energy (MJ). Means over ").append(s.trials())
        .append(" seeds.\n\n");
    header(md, s, null);
    for (int i = 0; i < s.xs().size(); i++) {
      String x = s.xs().get(i);
      md.append("| ").append(value(sc, i));
      for (String p : sc.labels()) {
        md.append(" | ").append(residency(s.rows(x, p))).append(String.format(Locale.ROOT, "; %.2f J; %.2f MJ",
            s.mean(x, p, "energy-per-work"), s.mean(x, p, "energy")));
      }
      md.append(" |\n");
    }
    return md.append('\n').toString();
  }

  private static void header(StringBuilder md, Summary s, String second) {
    Scenario sc = s.scenario();
    md.append("| ").append(sc.sweptField().map(f -> f.label()).orElse("setting"));
    if (second != null) {
      md.append(" | ").append(second);
    }
    sc.labels().forEach(p -> md.append(" | ").append(p));
    md.append(" |\n|---").append(second != null ? "|---" : "").append("|---".repeat(sc.labels().size())).append("|\n");
  }

  private static String value(Scenario sc, int i) {
    return sc.sweep().map(w -> w.values().get(i)).orElse("all");
  }

  /** Mean level shares over the seeds, in %, as {@code 97 2 1 0 0 0}. */
  static String residency(List<RunRow> rows) {
    List<List<Double>> shares = rows.stream().map(r -> r.numbers("level_time_shares")).toList();
    int levels = shares.stream().mapToInt(List::size).max().orElse(0);
    StringBuilder out = new StringBuilder();
    for (int k = 0; k < levels; k++) {
      int level = k;
      double mean = shares.stream().mapToDouble(l -> level < l.size() ? l.get(level) : 0).average().orElse(0);
      out.append(k == 0 ? "" : " ").append(String.format(Locale.ROOT, "%.0f", 100 * mean));
    }
    return out.toString();
  }
}
