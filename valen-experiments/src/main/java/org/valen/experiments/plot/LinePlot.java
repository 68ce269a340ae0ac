package org.valen.experiments.plot;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.valen.experiments.preset.MetricDef;
import org.valen.experiments.scenario.PlotSpec;
import org.valen.experiments.scenario.Scenario;
import org.valen.experiments.summary.Statistics;
import org.valen.experiments.summary.Summary;

/**
 * A metric against the swept value: a line per policy with its 95 % confidence interval as a band
 * ({@code lines}, normalized to the baseline for totals), or the paired difference of each policy
 * against a baseline policy in % of the baseline, its CI over the seeds as a band ({@code paired}:
 * both ran the same workloads, so the band shows what the difference is, not how much the
 * workloads differ).
 */
final class LinePlot {
  private LinePlot() {}

  static XYChart lines(Summary s, PlotSpec p) {
    Scenario sc = s.scenario();
    MetricDef m = sc.metric(p.metric().orElseThrow()).orElseThrow();
    boolean normalized = m.normalizable() && sc.baseline().isPresent();
    String yTitle = normalized ? m.title() + " (normalized to " + sc.baseline().get().label()
        + sc.baseline().get().x().map(x -> " at " + x).orElse("") + ")" : m.label();
    XYChart chart = chart(s, p, m.title() + " by " + sc.sweptField().orElseThrow().label(), yTitle);
    double[] xs = xs(sc);
    List<String> labels = sc.labels();
    for (int i = 0; i < labels.size(); i++) {
      String label = labels.get(i);
      if (!p.shows(label, sc.isAdded(label))) {
        continue;
      }
      Statistics.Estimate[] e = new Statistics.Estimate[xs.length];
      for (int k = 0; k < xs.length; k++) {
        var cell = s.cell(s.xs().get(k), label, m.id());
        e[k] = cell.map(c -> normalized ? c.normalized().orElse(c.raw()) : c.raw()).orElse(null);
      }
      band(chart, label, i, xs, e);
    }
    return chart;
  }

  static XYChart paired(Summary s, PlotSpec p) {
    Scenario sc = s.scenario();
    MetricDef m = sc.metric(p.metric().orElseThrow()).orElseThrow();
    String base = p.baseline().orElseThrow();
    XYChart chart = chart(s, p, m.title() + " against " + base + ", paired by seed",
        "difference from " + base + " (% of " + base + ")");
    double[] xs = xs(sc);
    List<String> labels = sc.labels();
    XYSeries zero = chart.addSeries(base, new double[] {xs[0], xs[xs.length - 1]}, new double[] {0, 0});
    zero.setMarker(SeriesMarkers.NONE);
    zero.setLineColor(Color.GRAY);
    for (int i = 0; i < labels.size(); i++) {
      String label = labels.get(i);
      if (label.equals(base) || !p.shows(label, sc.isAdded(label))) {
        continue;
      }
      Statistics.Estimate[] e = new Statistics.Estimate[xs.length];
      for (int k = 0; k < xs.length; k++) {
        e[k] = s.pairedPercent(label, base, m.id(), s.xs().get(k)).orElse(null);
      }
      band(chart, label, i, xs, e);
    }
    return chart;
  }

  private static XYChart chart(Summary s, PlotSpec p, String what, String yTitle) {
    Scenario sc = s.scenario();
    String title = p.title().orElse(what + " (" + sc.id() + ")") + "; " + Charts.marks(s);
    List<String> legend = new ArrayList<>(sc.labels());
    p.baseline().ifPresent(legend::add);
    XYChart chart = new XYChartBuilder().width(Charts.widthFor(Charts.WIDTH, title, legend)).height(Charts.HEIGHT)
        .title(title)
        .xAxisTitle(sc.sweptField().orElseThrow().label()).yAxisTitle(yTitle).build();
    Charts.style(chart.getStyler());
    chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
    chart.getStyler().setMarkerSize(8);
    return chart;
  }

  /** The mean as a line with markers and the CI as a translucent band around it; absent points left out. */
  private static void band(XYChart chart, String label, int index, double[] xs, Statistics.Estimate[] e) {
    int n = 0;
    for (Statistics.Estimate x : e) {
      n += x == null ? 0 : 1;
    }
    if (n == 0) {
      return;
    }
    double[] x = new double[n];
    double[] y = new double[n];
    double[] polygonX = new double[2 * n];
    double[] polygonY = new double[2 * n];
    int j = 0;
    for (int k = 0; k < xs.length; k++) {
      if (e[k] != null) {
        x[j] = xs[k];
        y[j] = e[k].mean();
        polygonX[j] = xs[k];
        polygonY[j] = e[k].mean() + e[k].halfWidth();
        polygonX[2 * n - 1 - j] = xs[k];
        polygonY[2 * n - 1 - j] = e[k].mean() - e[k].halfWidth();
        j++;
      }
    }
    Color colour = Charts.colour(index);
    XYSeries area = chart.addSeries(label + " CI", polygonX, polygonY);
    area.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.PolygonArea);
    area.setFillColor(Charts.translucent(colour, 45));
    area.setLineColor(Charts.translucent(colour, 0));
    area.setMarker(SeriesMarkers.NONE);
    area.setShowInLegend(false);
    XYSeries line = chart.addSeries(label, x, y);
    line.setLineColor(colour);
    line.setMarkerColor(colour);
  }

  private static double[] xs(Scenario sc) {
    return sc.sweep().orElseThrow().values().stream().mapToDouble(Double::parseDouble).toArray();
  }
}
