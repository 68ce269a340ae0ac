package org.valen.experiments.plot;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.style.Styler;
import org.valen.experiments.preset.MetricDef;
import org.valen.experiments.preset.Preset;
import org.valen.experiments.scenario.PlotSpec;
import org.valen.experiments.scenario.Scenario;
import org.valen.experiments.summary.Statistics;
import org.valen.experiments.summary.Summary;
import org.valen.experiments.table.RunRow;

/**
 * A metric's mean and 95 % CI as grouped bars from zero: a group per value of the plot's {@code x}
 * column (the swept value, the policy's label, or a column of {@code runs.csv} such as paper 000's
 * heuristic), a bar per value of its {@code series} columns (paper 000's environment and filter),
 * or per policy. A policy whose series cells are empty (one added to a paper's figure) is a series
 * of its own. With a baseline, each bar is a policy's difference from the baseline's, paired by
 * trial, in % of the baseline's. The mean of a {@code reference} column in each group (paper 004's
 * unlimited-core ceiling) is a black line with markers through the groups' centres, named above
 * its right end ({@link ReferenceLine}); the y axis reaches it.
 */
final class BarPlot {
  /** Room above a reference line higher than every bar, for its name. */
  private static final double HEADROOM = 1.1;

  private BarPlot() {}

  /** One bar: its group, its series and its estimate. */
  private record Bar(String group, String series, Statistics.Estimate estimate) {}

  static CategoryChart chart(Summary s, PlotSpec p) {
    return chart(s, p, line -> { });
  }

  /** As {@link #chart(Summary, PlotSpec)}, giving the reference line, if any, to {@code drawn} (for tests). */
  static CategoryChart chart(Summary s, PlotSpec p, Consumer<ReferenceLine> drawn) {
    Scenario sc = s.scenario();
    Preset preset = sc.preset();
    MetricDef m = sc.metric(p.metric().orElseThrow()).orElseThrow();
    String xColumn = p.x().orElse("label");
    List<Bar> bars = new ArrayList<>();
    Map<String, List<Double>> referenceOf = new LinkedHashMap<>();
    for (String x : s.xs()) {
      for (String label : sc.labels()) {
        if (!p.shows(label, sc.isAdded(label))) {
          continue;
        }
        List<RunRow> rows = s.rows(x, label);
        if (p.baseline().filter(label::equals).isPresent()) {
          continue;
        }
        var estimate = p.baseline().isPresent() ? s.pairedPercent(label, p.baseline().get(), m.id(), x)
            : s.estimate(x, label, m.id());
        if (rows.isEmpty() || estimate.isEmpty()) {
          continue;
        }
        RunRow row = rows.get(0);
        String group = xColumn.equals("x") ? x : xColumn.equals("label") ? label : preset.displayName(row.text(xColumn));
        List<String> cells = p.series().stream().map(c -> c.equals("label") ? label : c.equals("x") ? x : row.text(c))
            .toList();
        String series = String.join(" ", cells.stream().map(preset::displayName).filter(c -> !c.isEmpty()).toList());
        boolean own = !cells.isEmpty() && cells.subList(1, cells.size()).stream().allMatch(String::isEmpty)
            && !cells.get(0).isEmpty() && p.series().size() > 1;
        if (own || p.series().isEmpty() && !xColumn.equals("label")) {
          series = label;
        }
        bars.add(new Bar(group, series.isEmpty() ? m.title() : series, estimate.get()));
        p.reference().ifPresent(c -> rows.forEach(r -> referenceOf.computeIfAbsent(group, g -> new ArrayList<>())
            .add(r.number(c))));
      }
    }
    String what = p.title().orElse(m.title() + p.baseline().map(b -> " against " + b + ", paired by trial").orElse("")
        + (xColumn.equals("x") ? " by " + sc.sweptField().map(f -> f.label()).orElse("") : "") + " (" + sc.id() + ")");
    String title = what + "; " + Charts.marks(s);
    List<String> legend = bars.stream().map(Bar::series).distinct().toList();
    Optional<String> referenceTitle = p.reference().map(c -> p.referenceTitle().orElse("mean of " + c));
    CategoryChart chart = new CategoryChartBuilder().width(Charts.widthFor(Charts.WIDTH + 200, title, legend))
        .height(Charts.HEIGHT).title(title)
        .xAxisTitle(xColumn.equals("x") ? sc.sweptField().orElseThrow().label() : "")
        .yAxisTitle(p.yTitle().orElse(p.baseline().map(b -> "difference from " + b + " (%)").orElse(m.label())))
        .build();
    Charts.style(chart.getStyler());
    chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
    chart.getStyler().setXAxisLabelRotation(bars.stream().map(Bar::group).distinct().count() > 6 ? 35 : 0);
    chart.getStyler().setErrorBarsColorSeriesColor(false);
    if (p.baseline().isEmpty()) {
      chart.getStyler().setYAxisMin(0.0); // bars compare totals: from zero
    }
    p.yMax().ifPresent(chart.getStyler()::setYAxisMax);
    chart.getStyler().setAvailableSpaceFill(0.85);
    List<String> groups = bars.stream().map(Bar::group).distinct().toList();
    Map<String, Map<String, Statistics.Estimate>> bySeries = new LinkedHashMap<>();
    bars.forEach(b -> bySeries.computeIfAbsent(b.series(), k -> new LinkedHashMap<>()).put(b.group(), b.estimate()));
    int index = 0;
    for (Map.Entry<String, Map<String, Statistics.Estimate>> e : bySeries.entrySet()) {
      List<Double> y = new ArrayList<>();
      List<Double> ci = new ArrayList<>();
      for (String g : groups) {
        Statistics.Estimate est = e.getValue().get(g);
        y.add(est == null ? 0.0 : est.mean());
        ci.add(est == null ? 0.0 : est.halfWidth());
      }
      CategorySeries series = chart.addSeries(e.getKey(), groups, y, ci);
      series.setFillColor(Charts.colour(index++));
    }
    if (referenceTitle.isPresent()) {
      double[] means = groups.stream().mapToDouble(g -> referenceOf.getOrDefault(g, List.of()).stream()
          .mapToDouble(Double::doubleValue).average().orElse(Double.NaN)).toArray();
      ReferenceLine line = new ReferenceLine(means, referenceTitle.get());
      chart.addAnnotation(line);
      drawn.accept(line);
      double top = bars.stream().mapToDouble(b -> b.estimate().mean() + b.estimate().halfWidth()).max().orElse(0);
      double reference = Arrays.stream(means).filter(v -> !Double.isNaN(v)).max().orElse(Double.NEGATIVE_INFINITY);
      if (p.yMax().isEmpty() && reference > top) {
        chart.getStyler().setYAxisMax(reference * HEADROOM); // else the axis reaches the bars only
      }
    }
    return chart;
  }
}
