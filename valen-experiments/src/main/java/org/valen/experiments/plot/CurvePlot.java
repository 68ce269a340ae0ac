package org.valen.experiments.plot;

import java.util.List;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.valen.experiments.scenario.PlotSpec;
import org.valen.experiments.scenario.Scenario;
import org.valen.experiments.summary.Statistics;
import org.valen.experiments.summary.Summary;
import org.valen.experiments.table.RunRow;

/**
 * A quantity over time, a curve per policy: the mean and 95 % CI over the trials of the columns
 * named {@code prefix}01, {@code prefix}02, … , the k-th of K at k/K of the measured period from
 * column {@code from} to column {@code to} (seconds; shown in hours) — paper 000's cumulative
 * utility over the day (Fig. 6).
 */
final class CurvePlot {
  private CurvePlot() {}

  static XYChart chart(Summary s, PlotSpec p) {
    Scenario sc = s.scenario();
    String prefix = p.prefix().orElseThrow();
    String x = s.xs().get(0);
    String title = p.title().orElse("Columns " + prefix + "… over time (" + sc.id() + ")") + "; " + Charts.marks(s);
    XYChart chart = new XYChartBuilder().width(Charts.widthFor(Charts.WIDTH, title, List.of())).height(Charts.HEIGHT)
        .title(title)
        .xAxisTitle("hour of the run").yAxisTitle(p.yTitle().orElse(prefix + "…")).build();
    Charts.style(chart.getStyler());
    chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNW);
    chart.getStyler().setErrorBarsColorSeriesColor(true);
    chart.getStyler().setMarkerSize(6);
    List<String> labels = sc.labels();
    for (int i = 0; i < labels.size(); i++) {
      String label = labels.get(i);
      List<RunRow> rows = s.rows(x, label);
      if (rows.isEmpty() || !p.shows(label, sc.isAdded(label))) {
        continue;
      }
      int steps = 0;
      while (rows.get(0).has(String.format(java.util.Locale.ROOT, "%s%02d", prefix, steps + 1))) {
        steps++;
      }
      double from = rows.get(0).number(p.from().orElseThrow());
      double to = rows.get(0).number(p.to().orElseThrow());
      double[] hours = new double[steps];
      double[] y = new double[steps];
      double[] ci = new double[steps];
      for (int k = 0; k < steps; k++) {
        String column = String.format(java.util.Locale.ROOT, "%s%02d", prefix, k + 1);
        Statistics.Estimate e = Statistics.of(rows.stream().mapToDouble(r -> r.number(column)).toArray());
        hours[k] = (from + (to - from) * (k + 1) / steps) / 3600;
        y[k] = e.mean();
        ci[k] = e.halfWidth();
      }
      XYSeries series = chart.addSeries(label, hours, y, ci);
      series.setLineColor(Charts.colour(i));
      series.setMarkerColor(Charts.colour(i));
    }
    return chart;
  }
}
