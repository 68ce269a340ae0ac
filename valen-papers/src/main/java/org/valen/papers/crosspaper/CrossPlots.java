package org.valen.papers.crosspaper;

import java.awt.Color;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.Styler;
import org.valen.experiments.plot.ChartFiles;

/**
 * One bar chart per workload of the cross-paper table: the value each policy that ran earned, as a
 * share of the workload's upper bound (every job at its full value), on an axis from 0 to 100 %.
 */
final class CrossPlots {
  private CrossPlots() {}

  /** Writes {@code value-WORKLOAD.png/svg}; returns the PNG file names. */
  static List<String> write(Path folder, List<CrossRow> rows, List<CrossWorkload> workloads) {
    List<String> files = new ArrayList<>();
    for (CrossWorkload w : workloads) {
      List<String> policies = new ArrayList<>();
      List<Double> percents = new ArrayList<>();
      for (CrossRow r : rows) {
        if (r.workload().equals(w.id()) && r.ran()) {
          policies.add(r.policy());
          percents.add(r.valuePercent());
        }
      }
      if (policies.isEmpty()) {
        continue;
      }
      CategoryChart chart = new CategoryChartBuilder().width(900).height(500)
          .title("Value earned on " + w.id() + " (% of every job at full value), by policy")
          .xAxisTitle("policy").yAxisTitle("value earned (% of the upper bound)").build();
      chart.getStyler().setLegendVisible(false);
      chart.getStyler().setChartBackgroundColor(Color.WHITE);
      chart.getStyler().setYAxisMin(0.0);
      chart.getStyler().setYAxisMax(100.0);
      chart.getStyler().setXAxisLabelRotation(45);
      chart.getStyler().setYAxisDecimalPattern("0");
      chart.getStyler().setLabelsVisible(false);
      chart.getStyler().setToolTipsEnabled(false);
      chart.getStyler().setPlotGridVerticalLinesVisible(false);
      chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNE);
      chart.addSeries("value", policies, percents);
      files.add(ChartFiles.write(folder, "value-" + w.id(), chart));
    }
    return files;
  }
}
