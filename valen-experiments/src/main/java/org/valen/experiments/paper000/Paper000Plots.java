package org.valen.experiments.paper000;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.Styler;
import org.valen.experiments.Statistics;
import org.valen.hc.paper000.heuristics.Paper000Heuristics;
import org.valen.hc.paper000.mapping.Environment;
import org.valen.model.io.AtomicFiles;

/**
 * Paper 000's figures from a {@link TrialSummary}, headless, each as PNG and SVG: bars per
 * heuristic with 95 % confidence intervals (Figs. 4 and 5) and the cumulative utility over the day
 * (Fig. 6).
 */
final class Paper000Plots {
  static {
    if (System.getProperty("java.awt.headless") == null) {
      System.setProperty("java.awt.headless", "true");
    }
  }

  private Paper000Plots() {}

  /** Fig. 4: utility earned by every heuristic, queued and polled, without and with the filter. */
  static String fig4(Path folder, TrialSummary s) {
    CategoryChart chart = bars("Utility earned in the day (paper 000, Fig. 4), mean and 95 % CI over "
        + s.trials() + " trials", "utility earned");
    for (Environment e : Environment.values()) {
      for (String filter : List.of(Configuration.OFF, Configuration.ON)) {
        series(chart, s, e.label() + (filter.equals(Configuration.ON) ? " + filter" : ""), e, filter,
            TrialSummary.Metric.UTILITY);
      }
    }
    return write(folder, "fig4", chart);
  }

  /** Fig. 5: portion of the maximum utility earned for priority 1 (a) and priority 8 (b), with the filter. */
  static List<String> fig5(Path folder, TrialSummary s) {
    List<String> files = new ArrayList<>();
    for (int p : new int[] {1, 8}) {
      TrialSummary.Metric m = p == 1 ? TrialSummary.Metric.PORTION_P1 : TrialSummary.Metric.PORTION_P8;
      CategoryChart chart = bars("Portion of maximum utility earned, priority " + p + " (paper 000, Fig. 5"
          + (p == 1 ? "a" : "b") + "), with the filter", "portion of maximum utility");
      for (Environment e : Environment.values()) {
        series(chart, s, e.label(), e, Configuration.ON, m);
      }
      files.add(write(folder, p == 1 ? "fig5a" : "fig5b", chart));
    }
    return files;
  }

  /** Fig. 6: cumulative utility of Max Utility over the day, with and without the filter, in both environments. */
  static String fig6(Path folder, TrialSummary s, double dayStartHours, double dayHours) {
    XYChart chart = new XYChartBuilder().width(900).height(560)
        .title("Cumulative utility of Max Utility over the day (paper 000, Fig. 6), mean and 95 % CI")
        .xAxisTitle("hour of the trial").yAxisTitle("utility earned since the start of the day").build();
    style(chart.getStyler());
    chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNW);
    chart.getStyler().setErrorBarsColorSeriesColor(true);
    chart.getStyler().setMarkerSize(5);
    double[] hours = new double[TrialRow.STEPS];
    for (int k = 0; k < hours.length; k++) {
      hours[k] = dayStartHours + dayHours * (k + 1) / TrialRow.STEPS;
    }
    for (Configuration c : s.configurations()) {
      if (!c.heuristic().equals("MaxUtility") || !c.constrained()) {
        continue;
      }
      Statistics.Estimate[] curve = s.cumulative(c);
      double[] y = new double[curve.length];
      double[] ci = new double[curve.length];
      for (int k = 0; k < curve.length; k++) {
        y[k] = curve[k].mean();
        ci[k] = curve[k].halfWidth();
      }
      chart.addSeries(c.environment().label() + (c.filtered() ? " + filter" : ""), hours, y, ci);
    }
    return write(folder, "fig6", chart);
  }

  private static CategoryChart bars(String title, String yTitle) {
    CategoryChart chart = new CategoryChartBuilder().width(1100).height(560).title(title).xAxisTitle("")
        .yAxisTitle(yTitle).build();
    style(chart.getStyler());
    chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNW);
    chart.getStyler().setXAxisLabelRotation(35);
    chart.getStyler().setErrorBarsColorSeriesColor(false);
    return chart;
  }

  private static void series(CategoryChart chart, TrialSummary s, String name, Environment e, String filter,
      TrialSummary.Metric m) {
    List<String> x = new ArrayList<>();
    List<Double> y = new ArrayList<>();
    List<Double> ci = new ArrayList<>();
    for (Paper000Heuristics.Entry h : Paper000Heuristics.all()) {
      var estimate = s.get(new Configuration(h.name(), e, filter), m);
      if (estimate.isPresent()) {
        x.add(h.paperName());
        y.add(estimate.get().mean());
        ci.add(estimate.get().halfWidth());
      }
    }
    if (!x.isEmpty()) {
      chart.addSeries(name, x, y, ci);
    }
  }

  private static void style(Styler styler) {
    styler.setChartBackgroundColor(java.awt.Color.WHITE);
  }

  private static String write(Path folder, String name, Chart<?, ?> chart) {
    try {
      AtomicFiles.writeBytes(folder.resolve(name + ".png"), BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG));
      ByteArrayOutputStream svg = new ByteArrayOutputStream();
      VectorGraphicsEncoder.saveVectorGraphic(chart, svg, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
      AtomicFiles.writeBytes(folder.resolve(name + ".svg"), svg.toByteArray());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot draw " + name + ": " + e.getMessage(), e);
    }
    return name + ".png";
  }
}
