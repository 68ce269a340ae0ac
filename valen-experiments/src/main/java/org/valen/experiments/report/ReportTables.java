package org.valen.experiments.report;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.valen.experiments.preset.MetricDef;
import org.valen.experiments.scenario.PlotSpec;
import org.valen.experiments.scenario.Scenario;
import org.valen.experiments.summary.BoxStats;
import org.valen.experiments.summary.Statistics;
import org.valen.experiments.summary.Summary;

/**
 * The tables of a report: with a sweep, one per metric (a row per swept value, a column per
 * policy; normalized to the baseline for totals); without, one with a row per policy and a column
 * per metric, and the spread over the trials of the metrics drawn as boxes; then one policy against
 * each other paired by seed — the first policy added from the command line if any, else the last.
 */
final class ReportTables {
  private ReportTables() {}

  static String markdown(Summary s) {
    Scenario sc = s.scenario();
    StringBuilder md = new StringBuilder();
    if (sc.swept()) {
      for (MetricDef m : sc.metrics()) {
        bySweep(md, s, m, false);
        if (m.normalizable() && sc.baseline().isPresent()) {
          bySweep(md, s, m, true);
        }
      }
    } else {
      byPolicy(md, s);
      sc.plots().stream().filter(p -> p.kind() == PlotSpec.Kind.BOXES).map(p -> p.metric().orElseThrow()).distinct()
          .forEach(m -> spread(md, s, sc.metric(m).orElseThrow()));
    }
    paired(md, s);
    return md.toString();
  }

  private static void bySweep(StringBuilder md, Summary s, MetricDef m, boolean normalized) {
    Scenario sc = s.scenario();
    md.append("**").append(m.label());
    if (normalized) {
      md.append(", normalized to ").append(sc.baseline().get().label())
          .append(sc.baseline().get().x().map(x -> " at " + x).orElse(""));
    }
    md.append("**\n\n| ").append(sc.sweptField().orElseThrow().label());
    sc.labels().forEach(p -> md.append(" | ").append(p));
    md.append(" |\n|---").append("|---".repeat(sc.labels().size())).append("|\n");
    List<String> values = sc.sweep().orElseThrow().values();
    for (int i = 0; i < values.size(); i++) {
      md.append("| ").append(values.get(i));
      for (String label : sc.labels()) {
        md.append(" | ");
        s.cell(s.xs().get(i), label, m.id()).ifPresent(c -> {
          Statistics.Estimate e = normalized ? c.normalized().orElse(c.raw()) : c.raw();
          md.append(normalized ? String.format(Locale.ROOT, "%.3f ± %.3f", e.mean(), e.halfWidth())
              : Report.estimate(e.mean(), e.halfWidth()));
        });
      }
      md.append(" |\n");
    }
    md.append('\n');
  }

  private static void byPolicy(StringBuilder md, Summary s) {
    Scenario sc = s.scenario();
    md.append("| policy");
    sc.metrics().forEach(m -> md.append(" | ").append(m.label()));
    md.append(" |\n|---").append("|---".repeat(sc.metrics().size())).append("|\n");
    for (String label : sc.labels()) {
      md.append("| ").append(label);
      for (MetricDef m : sc.metrics()) {
        md.append(" | ").append(s.estimate("", label, m.id()).map(e -> Report.estimate(e.mean(), e.halfWidth()))
            .orElse(""));
      }
      md.append(" |\n");
    }
    md.append('\n');
  }

  private static void spread(StringBuilder md, Summary s, MetricDef m) {
    md.append("**").append(m.label()).append(", spread over the trials**\n\n");
    md.append("| policy | min | lower quartile | median | upper quartile | max | mean |\n|---|---|---|---|---|---|---|\n");
    for (String label : s.scenario().labels()) {
      Optional<BoxStats> b = s.box("", label, m.id());
      b.ifPresent(box -> md.append(String.format(Locale.ROOT, "| %s | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f |%n",
          label, box.min(), box.lowerQuartile(), box.median(), box.upperQuartile(), box.max(), box.mean())));
    }
    md.append('\n');
  }

  /** One policy against each other one, paired by seed, for each metric. */
  private static void paired(StringBuilder md, Summary s) {
    Scenario sc = s.scenario();
    List<String> labels = sc.labels();
    if (labels.size() < 2 || s.trials() < 2) {
      return;
    }
    String subject = sc.added().isEmpty() ? labels.get(labels.size() - 1) : sc.added().get(0);
    List<String> others = labels.stream().filter(l -> !l.equals(subject)).toList();
    md.append("**").append(subject).append(" against the others, paired by trial** (difference in % of the other;"
        + " both ran the same workloads)\n\n");
    if (sc.swept()) {
      md.append("| metric | ").append(sc.sweptField().orElseThrow().label());
      others.forEach(o -> md.append(" | vs ").append(o));
      md.append(" |\n|---|---").append("|---".repeat(others.size())).append("|\n");
      for (MetricDef m : sc.metrics()) {
        for (int i = 0; i < s.xs().size(); i++) {
          md.append("| ").append(m.id()).append(" | ").append(sc.sweep().orElseThrow().values().get(i));
          for (String o : others) {
            md.append(" | ").append(paired(s, subject, o, m, s.xs().get(i)));
          }
          md.append(" |\n");
        }
      }
    } else {
      md.append("| against");
      sc.metrics().forEach(m -> md.append(" | ").append(m.id()));
      md.append(" |\n|---").append("|---".repeat(sc.metrics().size())).append("|\n");
      for (String o : others) {
        md.append("| ").append(o);
        sc.metrics().forEach(m -> md.append(" | ").append(paired(s, subject, o, m, "")));
        md.append(" |\n");
      }
    }
    md.append('\n');
  }

  private static String paired(Summary s, String subject, String other, MetricDef m, String x) {
    return s.pairedPercent(subject, other, m.id(), x)
        .map(e -> String.format(Locale.ROOT, "%+.2f ± %.2f", e.mean(), e.halfWidth())).orElse("");
  }
}
