package org.valen.experiments.paper004;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.Styler;
import org.valen.experiments.ChartFiles;
import org.valen.experiments.Statistics;
import org.valen.hc.paper004.heuristics.Paper004Heuristics;

/**
 * Paper 004's figures from a {@link TrialSummary}, as PNG and SVG: for each setting of the swept
 * parameter, a bar per heuristic (mean and 95 % CI over the trials), the y axis from zero.
 */
final class Paper004Plots {
  private Paper004Plots() {}

  static String figure(Path folder, Figure figure, TrialSummary s) {
    TrialSummary.Measure m = figure.completedShare() ? TrialSummary.Measure.PERCENT_COMPLETED
        : TrialSummary.Measure.PERCENT_OF_MAX;
    CategoryChart chart = new CategoryChartBuilder().width(1200).height(600)
        .title(figure.title() + ", mean and 95 % CI over " + s.trials() + (s.trials() == 1 ? " trial" : " trials"))
        .xAxisTitle(figure.axis())
        .yAxisTitle(m.label()).build();
    chart.getStyler().setChartBackgroundColor(java.awt.Color.WHITE);
    chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
    chart.getStyler().setErrorBarsColorSeriesColor(false);
    chart.getStyler().setYAxisMin(0.0);
    chart.getStyler().setYAxisMax(100.0);
    chart.getStyler().setAvailableSpaceFill(0.9);
    for (String h : s.heuristics()) {
      List<String> x = new ArrayList<>();
      List<Double> y = new ArrayList<>();
      List<Double> ci = new ArrayList<>();
      for (String v : s.values()) {
        Statistics.Estimate e = s.get(v, h, m).orElse(new Statistics.Estimate(0, 0, 0));
        x.add(v);
        y.add(e.mean());
        ci.add(e.halfWidth());
      }
      chart.addSeries(paperName(h), x, y, ci);
    }
    return ChartFiles.write(folder, figure.id().replace("paper004-", ""), chart);
  }

  /** The paper's name of a heuristic, or its registered name if it is not one of the ten. */
  static String paperName(String heuristic) {
    return Paper004Heuristics.all().stream().filter(e -> e.name().equalsIgnoreCase(heuristic)).findFirst()
        .map(Paper004Heuristics.Entry::paperName).orElse(heuristic);
  }
}
