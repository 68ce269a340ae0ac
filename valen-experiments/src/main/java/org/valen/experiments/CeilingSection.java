package org.valen.experiments;

import java.util.Locale;

/**
 * The ceiling section of a report: for each point of the sweep, the value upper bound (every job
 * completed by its deadline) and, for each policy, the share of it earned, lost to lateness and
 * lost to rejection, and the part of the late loss due to queueing. It shows how much any
 * adaptation could still gain: at most the late loss and the rejected jobs' value.
 */
final class CeilingSection {
  private CeilingSection() {}

  static String markdown(Summary summary) {
    ExperimentSpec spec = summary.spec();
    StringBuilder md = new StringBuilder("## The ceiling: where value was lost\n\n");
    md.append("Value upper bound: every job completed by its deadline at full value. Each cell: value earned /"
        + " lost to lateness (completed in the decay zone) / lost to rejection (dropped, completed at zero value,"
        + " not finished), in % of the bound, then the share of the late loss due to queueing (the rest is"
        + " execution: the job would have been late even had it started at arrival). Means over ")
        .append(spec.seeds()).append(" seeds.\n\n");
    md.append("| ").append(spec.parameter().label()).append(" | upper bound");
    spec.policies().forEach(p -> md.append(" | ").append(p));
    md.append(" |\n|---|---");
    spec.policies().forEach(p -> md.append("|---"));
    md.append("|\n");
    for (double x : spec.values()) {
      double bound = summary.rows().stream().filter(r -> r.x() == x).mapToDouble(RunRow::valueUpperBound)
          .average().orElse(Double.NaN);
      md.append("| ").append(Plots.format(x)).append(" | ").append(String.format(Locale.ROOT, "%.0f", bound));
      for (String p : spec.policies()) {
        md.append(" | ").append(String.format(Locale.ROOT, "%.1f / %.1f / %.1f %%, %.0f %% queueing",
            100 - mean(summary, x, p, Metric.VALUE_LOST_LATE) - mean(summary, x, p, Metric.VALUE_LOST_REJECTED),
            mean(summary, x, p, Metric.VALUE_LOST_LATE), mean(summary, x, p, Metric.VALUE_LOST_REJECTED),
            mean(summary, x, p, Metric.LATE_LOSS_QUEUEING)));
      }
      md.append(" |\n");
    }
    return md.append('\n').toString();
  }

  static double mean(Summary summary, double x, String policy, Metric m) {
    return summary.cell(x, policy, m).map(c -> c.raw().mean()).orElse(Double.NaN);
  }
}
