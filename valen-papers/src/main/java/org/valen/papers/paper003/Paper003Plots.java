package org.valen.papers.paper003;

import java.awt.BasicStroke;
import java.awt.Color;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.AnnotationText;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.valen.experiments.plot.ChartFiles;
import org.valen.experiments.plot.Charts;

/**
 * Paper 003's plots, drawn from {@code runs.csv} alone: energy (MJ) against makespan (minutes), as
 * the paper's Fig. 5, and profit per unit time by γ.
 */
final class Paper003Plots {
  private static final double MJ = 1e6;
  private static final double MINUTE = 60;

  private Paper003Plots() {}

  /**
   * A chart of energy (MJ, x) against makespan (min, y), as the paper's Fig. 5: the axes span the
   * points (they compare positions, not totals), the makespan axis from zero.
   */
  static XYChart energyMakespanChart(String title) {
    XYChart chart = new XYChartBuilder().width(900).height(600).title(title).xAxisTitle("energy per bag (MJ)")
        .yAxisTitle("makespan (minutes)").build();
    Charts.style(chart.getStyler());
    chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNE);
    chart.getStyler().setYAxisMin(0.0);
    return chart;
  }

  /** Adds rows {@code rows} of {@code runs} as a series (energy_j, makespan_s columns). */
  static XYSeries add(XYChart chart, String name, Table runs, List<Integer> rows, boolean line, Color color) {
    List<Double> x = new ArrayList<>();
    List<Double> y = new ArrayList<>();
    for (int r : rows) {
      x.add(runs.number(r, "energy_j") / MJ);
      y.add(runs.number(r, "makespan_s") / MINUTE);
    }
    XYSeries s = chart.addSeries(name, x, y);
    s.setXYSeriesRenderStyle(line ? XYSeries.XYSeriesRenderStyle.Line : XYSeries.XYSeriesRenderStyle.Scatter);
    s.setMarker(line ? SeriesMarkers.NONE : SeriesMarkers.SQUARE);
    s.setLineColor(color);
    s.setMarkerColor(color);
    return s;
  }

  /** Fig. 1 / 3: the front, the LP points, the full allocations, the capped solutions and the cap line. */
  static String energyMakespan(Path folder, String name, String title, Table runs) {
    XYChart chart = energyMakespanChart(title);
    add(chart, "Pareto front of LP (5) (lower bound)", runs, runs.where("series", "front"), true, Color.BLUE);
    add(chart, "max-profit LP (10) point (upper bound)", runs, runs.where("series", "lp"), false, Color.BLACK);
    add(chart, "its full allocation (lower bound)", runs, runs.where("series", "full"), false, new Color(0, 150, 0))
        .setMarker(SeriesMarkers.DIAMOND);
    add(chart, "max-profit under P_max = 55 kW (LP)", runs, runs.where("series", "lp-cap"), false, Color.ORANGE)
        .setMarker(SeriesMarkers.TRIANGLE_UP);
    double minEnergy = Double.POSITIVE_INFINITY;
    double maxEnergy = 0;
    for (int r : runs.where("series", "front")) {
      minEnergy = Math.min(minEnergy, runs.number(r, "energy_j"));
      maxEnergy = Math.max(maxEnergy, runs.number(r, "energy_j"));
    }
    for (int r : runs.where("series", "lp")) {
      chart.addAnnotation(new AnnotationText("γ " + runs.text(r, "gamma") + "  ",
          runs.number(r, "energy_j") / MJ - 0.045 * (maxEnergy - minEnergy) / MJ, runs.number(r, "makespan_s") / MINUTE,
          false));
    }
    XYSeries cap = chart.addSeries("average power = 55 kW (feasible above the line)",
        new double[] {minEnergy / MJ, maxEnergy / MJ},
        new double[] {minEnergy / PaperSystem.CAP_WATTS / MINUTE, maxEnergy / PaperSystem.CAP_WATTS / MINUTE});
    cap.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
    cap.setMarker(SeriesMarkers.NONE);
    cap.setLineColor(Color.GRAY);
    cap.setLineStyle(new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {6, 4}, 0));
    return ChartFiles.write(folder, name, chart);
  }

  /** Fig. 1 / 3's bars: upper and lower bound on profit per unit time at each γ (losses go below zero). */
  static String profitByGamma(Path folder, String name, Table runs, boolean idle) {
    List<String> gammas = new ArrayList<>();
    List<Double> upper = new ArrayList<>();
    List<Double> lower = new ArrayList<>();
    for (String gamma : runs.distinct("gamma")) {
      if (gamma.equals("NaN")) {
        continue;
      }
      gammas.add(gamma);
      upper.add(value(runs, gamma, "lp", "none"));
      lower.add(value(runs, gamma, "full", "none"));
    }
    CategoryChart chart = new CategoryChartBuilder().width(900).height(500)
        .title("Maximum profit per unit time by profit ratio γ" + (idle ? " (5 % idle power; red: a loss)" : ""))
        .xAxisTitle("profit ratio γ (price per bag / c·E_min)").yAxisTitle("profit per second (c = 1 per joule)").build();
    Charts.style(chart.getStyler());
    chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNW);
    if (!idle) {
      chart.getStyler().setSeriesColors(new Color[] {new Color(0, 120, 0), new Color(120, 200, 120)});
      chart.addSeries("upper bound (LP 10)", gammas, upper);
      chart.addSeries("lower bound (full allocation)", gammas, lower);
      return ChartFiles.write(folder, name, chart);
    }
    // Fig. 3's red bars: losses apart; each lower bound drawn over its upper bound in the same slot
    chart.getStyler().setOverlapped(true);
    chart.getStyler().setSeriesColors(new Color[] {new Color(0, 120, 0), new Color(120, 200, 120),
        new Color(240, 120, 120), new Color(190, 0, 0)});
    chart.addSeries("profit, upper bound (LP 10)", gammas, part(upper, true));
    chart.addSeries("profit, lower bound (full allocation)", gammas, part(lower, true));
    chart.addSeries("loss, lower bound (full allocation)", gammas, part(lower, false));
    chart.addSeries("loss, upper bound (LP 10)", gammas, part(upper, false));
    return ChartFiles.write(folder, name, chart);
  }

  /** The gains ({@code gains}) or the losses of {@code values}, 0 elsewhere. */
  private static List<Double> part(List<Double> values, boolean gains) {
    return values.stream().map(v -> (v >= 0) == gains ? v : 0.0).toList();
  }

  private static double value(Table runs, String gamma, String series, String otherwise) {
    for (int r : runs.where("gamma", gamma)) {
      String s = runs.text(r, "series");
      if (s.equals(series) || s.equals(otherwise)) {
        return runs.number(r, "profit_per_s");
      }
    }
    return Double.NaN;
  }
}
