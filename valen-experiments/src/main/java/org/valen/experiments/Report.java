package org.valen.experiments;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The markdown report of an experiment: setup and command, a table per metric (mean ± 95 % CI),
 * the paper's reported figures beside ours, and the discussion of the differences.
 */
public final class Report {
  private Report() {}

  public static String markdown(Summary summary, String command, List<String> plots, List<String> discussion) {
    ExperimentSpec spec = summary.spec();
    Setup s = spec.setup();
    StringBuilder md = new StringBuilder();
    md.append("# ").append(spec.title()).append("\n\n");
    md.append("Made by `").append(command).append("`; every figure below comes from `runs.csv` in this folder.\n\n");
    md.append("## Setup\n\n");
    s.preset().describe(s, spec.seeds()).forEach(line -> md.append("- ").append(line).append('\n'));
    md.append("- varied: ").append(spec.parameter().label()).append(" = ").append(values(spec)).append("\n");
    md.append("- policies: ").append(String.join(", ", spec.entries().stream().map(PolicyEntry::description).toList()))
        .append("\n\n");
    md.append("## Results (mean ± 95 % confidence interval over ").append(spec.seeds()).append(" seeds)\n\n");
    for (Metric m : tabled(spec)) {
      table(md, summary, m, false);
      if (m.normalizable() && spec.baseline().isPresent()) {
        table(md, summary, m, true);
      }
    }
    paired(md, summary);
    md.append(CeilingSection.markdown(summary));
    md.append(DvfsSection.markdown(summary));
    if (!plots.isEmpty()) {
      md.append("Plots (each also as SVG):\n\n");
      plots.forEach(p -> md.append("![").append(p).append("](").append(p).append(") "));
      md.append("\n\n");
    }
    spec.paper().ifPresent(paper -> paperSection(md, summary, paper));
    if (!discussion.isEmpty()) {
      md.append("## Why ours differ\n\n");
      discussion.forEach(d -> md.append("- ").append(d).append('\n'));
      md.append('\n');
    }
    return md.toString();
  }

  /** The experiment's metrics, and the share of rejected jobs, which every run records, if they leave it out. */
  static List<Metric> tabled(ExperimentSpec spec) {
    List<Metric> metrics = new java.util.ArrayList<>(spec.metrics());
    if (!metrics.contains(Metric.REJECTED)) {
      metrics.add(Metric.REJECTED);
    }
    return metrics;
  }

  private static String values(ExperimentSpec spec) {
    return String.join(", ", spec.values().stream().map(Plots::format).toList());
  }

  private static void table(StringBuilder md, Summary summary, Metric m, boolean normalized) {
    ExperimentSpec spec = summary.spec();
    md.append("**").append(m.label());
    if (normalized) {
      md.append(", normalized to ").append(spec.baseline().get().policy()).append(" at ")
          .append(Plots.format(spec.baseline().get().x()));
    }
    md.append("**\n\n| ").append(spec.parameter().label());
    spec.policies().forEach(p -> md.append(" | ").append(p));
    md.append(" |\n|---");
    spec.policies().forEach(p -> md.append("|---"));
    md.append("|\n");
    for (double x : spec.values()) {
      md.append("| ").append(Plots.format(x));
      for (String p : spec.policies()) {
        md.append(" | ");
        summary.cell(x, p, m).ifPresent(c -> {
          Statistics.Estimate e = normalized ? c.normalized().orElse(c.raw()) : c.raw();
          md.append(number(e.mean(), normalized)).append(" ± ").append(number(e.halfWidth(), normalized));
        });
      }
      md.append(" |\n");
    }
    md.append('\n');
  }

  /** The last policy against each other one, paired by seed, for each metric. */
  private static void paired(StringBuilder md, Summary summary) {
    ExperimentSpec spec = summary.spec();
    if (spec.policies().size() < 2 || spec.seeds() < 2) {
      return;
    }
    String subject = spec.policies().get(spec.policies().size() - 1);
    md.append("**").append(subject).append(" against the others, paired by seed** (difference in % of the other;"
        + " both ran the same workloads with the same execution times)\n\n");
    md.append("| metric | ").append(spec.parameter().label());
    List<String> others = spec.policies().subList(0, spec.policies().size() - 1);
    others.forEach(o -> md.append(" | vs ").append(o));
    md.append(" |\n|---|---");
    others.forEach(o -> md.append("|---"));
    md.append("|\n");
    for (Metric m : spec.metrics()) {
      if (!m.normalizable()) {
        continue;
      }
      for (double x : spec.values()) {
        md.append("| ").append(m.id()).append(" | ").append(Plots.format(x));
        for (String o : others) {
          md.append(" | ");
          summary.pairedPercent(subject, o, m, x).ifPresent(e -> md.append(String.format(Locale.ROOT, "%+.2f ± %.2f", e.mean(), e.halfWidth())));
        }
        md.append(" |\n");
      }
    }
    md.append('\n');
  }

  private static void paperSection(StringBuilder md, Summary summary, PaperReference paper) {
    md.append("## The paper beside ours (").append(paper.source()).append(")\n\n");
    paper.claims().forEach(c -> md.append("- ").append(c).append('\n'));
    md.append('\n');
    if (paper.numbersMetric().isPresent()) {
      ExperimentSpec spec = summary.spec();
      Metric metric = paper.numbersMetric().get();
      md.append("**").append(metric.label()).append("**\n\n");
      md.append("| ").append(spec.parameter().label());
      spec.policies().forEach(p -> md.append(" | ").append(p).append(" paper | ").append(p).append(" ours"));
      md.append(" |\n|---");
      spec.policies().forEach(p -> md.append("|---|---"));
      md.append("|\n");
      for (double x : spec.values()) {
        md.append("| ").append(Plots.format(x));
        for (String p : spec.policies()) {
          Map<Double, Double> theirs = paper.numbers().getOrDefault(p, Map.of());
          md.append(" | ").append(theirs.containsKey(x) ? number(theirs.get(x), false) : "");
          md.append(" | ").append(summary.cell(x, p, metric).map(c -> number(c.raw().mean(), false)).orElse(""));
        }
        md.append(" |\n");
      }
      md.append('\n');
    }
  }

  private static String number(double v, boolean normalized) {
    if (normalized) {
      return String.format(Locale.ROOT, "%.3f", v);
    }
    double a = Math.abs(v);
    return String.format(Locale.ROOT, a >= 1000 ? "%.0f" : a >= 10 ? "%.1f" : "%.2f", v);
  }
}
