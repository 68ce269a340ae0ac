package org.valen.experiments;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.Styler;
import org.valen.model.io.AtomicFiles;

/**
 * Line charts of a {@link Summary} with XChart, headless: one chart per metric, the swept
 * parameter on the x axis, one series per policy with its 95 % confidence interval as error bars;
 * normalized to the baseline where the experiment has one. Each chart is written as PNG and SVG.
 */
public final class Plots {
  private static final int WIDTH = 800;
  private static final int HEIGHT = 500;

  static {
    if (System.getProperty("java.awt.headless") == null) {
      System.setProperty("java.awt.headless", "true");
    }
  }

  private Plots() {}

  /** Writes {@code <metric>.png} and {@code <metric>.svg} for every metric; returns the file names. */
  public static List<String> write(Path folder, Summary summary) {
    List<String> files = new ArrayList<>();
    for (Metric m : summary.spec().metrics()) {
      files.add(ChartFiles.write(folder, m.id(), chart(summary, m)));
    }
    return files;
  }

  /** The chart of one metric. */
  public static XYChart chart(Summary summary, Metric m) {
    ExperimentSpec spec = summary.spec();
    boolean normalized = m.normalizable() && spec.baseline().isPresent();
    String yTitle = normalized
        ? m.label().replaceAll(" \\(.*\\)", "") + " (normalized to " + spec.baseline().get().policy() + " at "
            + format(spec.baseline().get().x()) + ")"
        : m.label();
    XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(title(spec, m))
        .xAxisTitle(spec.parameter().label()).yAxisTitle(yTitle).build();
    plainNumbers(chart.getStyler());
    chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNW);
    chart.getStyler().setErrorBarsColorSeriesColor(true);
    chart.getStyler().setMarkerSize(7);
    chart.getStyler().setChartBackgroundColor(java.awt.Color.WHITE);
    double[] xs = spec.values().stream().mapToDouble(Double::doubleValue).toArray();
    for (String policy : spec.policies()) {
      double[] ys = new double[xs.length];
      double[] errors = new double[xs.length];
      boolean any = false;
      for (int i = 0; i < xs.length; i++) {
        var cell = summary.cell(xs[i], policy, m);
        if (cell.isPresent()) {
          Statistics.Estimate e = normalized ? cell.get().normalized().orElse(cell.get().raw()) : cell.get().raw();
          ys[i] = e.mean();
          errors[i] = e.halfWidth();
          any = true;
        } else {
          ys[i] = Double.NaN;
        }
      }
      if (any) {
        chart.addSeries(policy, xs, ys, errors);
      }
    }
    return chart;
  }

  /** What the chart of {@code m} shows: the metric against the swept parameter, and the experiment's id. */
  static String title(ExperimentSpec spec, Metric m) {
    String metric = m.label().replaceAll(" \\(.*\\)", "");
    return Character.toUpperCase(metric.charAt(0)) + metric.substring(1) + " by " + spec.parameter().label() + " ("
        + spec.id() + ")";
  }

  /** Axis numbers as people write them (12,000 and 0.25, never 1.2E4). */
  public static void plainNumbers(org.knowm.xchart.style.AxesChartStyler styler) {
    styler.setYAxisDecimalPattern("#,##0.###");
    styler.setXAxisDecimalPattern("#,##0.###");
  }

  public static String format(double x) {
    return x == Math.rint(x) ? String.valueOf((long) x) : String.valueOf(x);
  }
}
