package org.valen.experiments;

import java.util.List;
import java.util.Locale;

/**
 * The DVFS section of a report: for each point and policy, the P-state residency (share of task
 * time at each v/f level, fastest first) and the job energy per second of finished reference work,
 * beside total energy: a policy that finishes less work uses less energy without being more
 * efficient, and an energy-aware policy saves energy only where it runs below the fastest level.
 */
final class DvfsSection {
  private DvfsSection() {}

  static String markdown(Summary summary) {
    ExperimentSpec spec = summary.spec();
    StringBuilder md = new StringBuilder("## DVFS: P-state residency and energy per work\n\n");
    md.append("Each cell: share of task time at each v/f level, fastest first (%), then job energy per reference"
        + " core-second of finished jobs (J) and total job energy (MJ). Means over ").append(spec.seeds())
        .append(" seeds.\n\n");
    md.append("| ").append(spec.parameter().label());
    spec.policies().forEach(p -> md.append(" | ").append(p));
    md.append(" |\n|---");
    spec.policies().forEach(p -> md.append("|---"));
    md.append("|\n");
    for (double x : spec.values()) {
      md.append("| ").append(Plots.format(x));
      for (String p : spec.policies()) {
        md.append(" | ").append(residency(summary, x, p)).append(String.format(Locale.ROOT, "; %.2f J; %.2f MJ",
            CeilingSection.mean(summary, x, p, Metric.ENERGY_PER_WORK), CeilingSection.mean(summary, x, p, Metric.ENERGY)));
      }
      md.append(" |\n");
    }
    return md.append('\n').toString();
  }

  /** Mean level shares over the seeds, in %, as {@code 97 2 1 0 0 0}. */
  static String residency(Summary summary, double x, String policy) {
    List<RunRow> rows = summary.rows().stream().filter(r -> r.x() == x && r.policy().equals(policy)).toList();
    int levels = rows.stream().mapToInt(r -> r.levelTimeShares().size()).max().orElse(0);
    StringBuilder out = new StringBuilder();
    for (int k = 0; k < levels; k++) {
      int level = k;
      double mean = rows.stream().mapToDouble(r -> level < r.levelTimeShares().size() ? r.levelTimeShares().get(level) : 0)
          .average().orElse(0);
      out.append(k == 0 ? "" : " ").append(String.format(Locale.ROOT, "%.0f", 100 * mean));
    }
    return out.toString();
  }
}
