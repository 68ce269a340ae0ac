package org.valen.experiments.scenario;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.valen.experiments.preset.MetricDef;
import org.valen.experiments.preset.Preset;
import org.valen.model.io.JsonIn;
import org.valen.model.io.NumberRule;

/**
 * The {@code "metrics"} and {@code "plots"} of a scenario file: metrics are the preset's, by id;
 * each plot names its kind ({@link PlotSpec}), its metric and the columns of {@code runs.csv} it
 * groups by, and each is checked against the preset's metrics and columns at its JSON path.
 */
final class ScenarioPlots {
  /** Pseudo-columns a plot may group by: the swept value and the policy's label. */
  static final String X = "x";
  static final String LABEL = "label";

  private ScenarioPlots() {}

  static List<MetricDef> metrics(JsonIn root, Preset preset) {
    List<String> known = preset.metrics().stream().map(MetricDef::id).toList();
    if (!root.has("metrics")) {
      return preset.metrics().stream().filter(m -> preset.defaultMetrics().contains(m.id())).toList();
    }
    List<MetricDef> metrics = new ArrayList<>();
    for (JsonIn m : root.nonEmptyArray("metrics")) {
      String id = m.text();
      Optional<MetricDef> metric = preset.metric(id);
      if (metric.isEmpty()) {
        m.problem("\"" + id + "\"", "a metric of preset " + preset.name() + ": one of " + known);
      } else {
        metrics.add(metric.get());
      }
    }
    return metrics;
  }

  static List<PlotSpec> read(JsonIn root, Preset preset, Optional<Sweep> sweep, List<MetricDef> metrics,
      Optional<Baseline> baseline) {
    boolean swept = sweep.isPresent();
    boolean numericSweep = sweep.filter(s -> s.field().numeric()).isPresent();
    if (!root.has("plots")) {
      return metrics.stream().map(m -> numericSweep ? PlotSpec.lines(m.id()) : PlotSpec.bars(m.id(), swept)).toList();
    }
    List<String> columns = new ArrayList<>(preset.layout().header(swept));
    columns.add(LABEL);
    if (swept) {
      columns.add(X);
    }
    List<PlotSpec> plots = new ArrayList<>();
    Set<String> names = new HashSet<>();
    for (JsonIn p : root.array("plots")) {
      plot(p, preset, numericSweep, columns, baseline).ifPresent(plot -> {
        if (!names.add(plot.name())) {
          p.problem("name", "\"" + plot.name() + "\" again", "a file name of its own for each plot (give \"name\")");
        } else {
          plots.add(plot);
        }
      });
    }
    return plots;
  }

  private static Optional<PlotSpec> plot(JsonIn p, Preset preset, boolean numericSweep, List<String> columns,
      Optional<Baseline> baseline) {
    int mark = p.problems().count();
    p.requireObject("kind", "name", "title", "metric", "x", "series", "reference", "prefix", "from", "to", "yMax",
        "only", "baseline",
        "yTitle", "referenceTitle");
    String kindText = p.text("kind");
    Optional<PlotSpec.Kind> kind = java.util.Arrays.stream(PlotSpec.Kind.values())
        .filter(k -> k.id().equals(kindText)).findFirst();
    if (kind.isEmpty()) {
      p.problem("kind", "\"" + kindText + "\"", "one of "
          + java.util.Arrays.stream(PlotSpec.Kind.values()).map(PlotSpec.Kind::id).toList());
      return Optional.empty();
    }
    PlotSpec.Kind k = kind.get();
    if ((k == PlotSpec.Kind.LINES || k == PlotSpec.Kind.PAIRED) && !numericSweep) {
      p.problem("kind", "\"" + kindText + "\"", "a kind for a scenario without a numeric sweep (bars, boxes,"
          + " curves): " + kindText + " draws against the swept value");
    }
    Optional<String> metric = Optional.empty();
    if (k != PlotSpec.Kind.CURVES) {
      String id = p.text("metric");
      if (preset.metric(id).isEmpty() && !"?".equals(id)) {
        p.problem("metric", "\"" + id + "\"", "a metric of preset " + preset.name() + ": one of "
            + preset.metrics().stream().map(MetricDef::id).toList());
      }
      metric = Optional.of(id);
    }
    Optional<String> x = column(p, "x", columns);
    List<String> series = new ArrayList<>();
    if (p.has("series")) {
      for (JsonIn s : p.array("series")) {
        String c = s.text();
        if (!columns.contains(c)) {
          s.problem("\"" + c + "\"", "a column of runs.csv: one of " + columns);
        }
        series.add(c);
      }
    }
    Optional<String> reference = column(p, "reference", columns);
    Optional<String> prefix = p.optionalText("prefix");
    if (k == PlotSpec.Kind.CURVES && prefix.isEmpty()) {
      p.problem("prefix", "no prefix", "the common prefix of the columns a curve runs through");
    }
    prefix.filter(pre -> columns.stream().noneMatch(c -> c.startsWith(pre))).ifPresent(pre ->
        p.problem("prefix", "\"" + pre + "\"", "the prefix of columns of runs.csv: " + columns));
    Optional<String> from = column(p, "from", columns);
    Optional<String> to = column(p, "to", columns);
    Optional<Double> yMax = p.has("yMax") ? Optional.of(p.number("yMax", NumberRule.POSITIVE)) : Optional.empty();
    List<String> only = new ArrayList<>();
    if (p.has("only")) {
      p.array("only").forEach(o -> only.add(o.text()));
    }
    Optional<String> base = p.optionalText("baseline")
        .or(() -> k == PlotSpec.Kind.PAIRED ? baseline.map(Baseline::label) : Optional.empty());
    if (k == PlotSpec.Kind.PAIRED && base.isEmpty()) {
      p.problem("baseline", "no baseline", "the label of the policy the others are compared with (or a scenario"
          + " baseline)");
    }
    if (!p.problems().noneSince(mark)) {
      return Optional.empty();
    }
    String name = p.optionalText("name").orElse(metric.map(m -> k == PlotSpec.Kind.LINES ? m : m + "-" + k.id())
        .orElse(k.id()));
    return Optional.of(new PlotSpec(k, name, p.optionalText("title"), metric, x.or(() -> Optional.of(LABEL)), series,
        reference, prefix, from, to, yMax, only, base, p.optionalText("yTitle"), p.optionalText("referenceTitle")));
  }

  private static Optional<String> column(JsonIn p, String field, List<String> columns) {
    Optional<String> c = p.optionalText(field);
    c.filter(name -> !columns.contains(name)).ifPresent(name ->
        p.problem(field, "\"" + name + "\"", "a column of runs.csv: one of " + columns));
    return c;
  }
}
