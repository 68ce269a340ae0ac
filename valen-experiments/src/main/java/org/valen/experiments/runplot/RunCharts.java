package org.valen.experiments.runplot;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.valen.experiments.plot.Charts;
import org.valen.model.energy.EnergyKind;
import org.valen.model.io.AtomicFiles;

/**
 * The power and P-state plots of one run (XChart): mean power over time by kind from {@code
 * energy.csv}, and the share of busy core time at each v/f level from {@code tasks.csv}.
 */
public final class RunCharts {
  private RunCharts() {}

  /** Mean power in each bin of {@code energy.csv}, in all and by kind, against hours. */
  public static XYChart power(RunFolder run) {
    List<double[]> rows = run.energyRows();
    double span = rows.isEmpty() ? 0 : rows.get(rows.size() - 1)[1];
    boolean inDays = span > 72 * 3600;
    double unit = inDays ? 86_400 : 3600;
    XYChart chart = new XYChartBuilder().width(1000).height(500)
        .title("Power over time: " + run.label() + " (mean of each " + bin(rows) + ")")
        .xAxisTitle((inDays ? "days" : "hours") + " since the start of the run").yAxisTitle("mean power (W)").build();
    Charts.plainNumbers(chart.getStyler());
    chart.getStyler().setYAxisMin(0.0);
    chart.getStyler().setXAxisMin(0.0);
    chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
    chart.getStyler().setLegendLayout(Styler.LegendLayout.Horizontal);
    chart.getStyler().setChartBackgroundColor(java.awt.Color.WHITE);
    chart.getStyler().setMarkerSize(0);
    double[] hours = rows.stream().mapToDouble(r -> (r[0] + r[1]) / 2 / unit).toArray();
    if (hours.length == 0) {
      throw new IllegalArgumentException("energy.csv of " + run.folder() + " has no rows; expected a run that lasted");
    }
    chart.addSeries("total", hours, rows.stream().mapToDouble(r -> r[7]).toArray()).setMarker(SeriesMarkers.NONE);
    EnergyKind[] kinds = EnergyKind.values();
    for (int k = 0; k < kinds.length; k++) {
      int column = 2 + k;
      chart.addSeries(kinds[k].name().toLowerCase(Locale.ROOT), hours,
          rows.stream().mapToDouble(r -> r[column] / Math.max(1e-9, r[1] - r[0])).toArray()).setMarker(SeriesMarkers.NONE);
    }
    return chart;
  }

  private static String bin(List<double[]> rows) {
    return rows.isEmpty() ? "bin" : GanttChart.Time.format(rows.get(0)[1] - rows.get(0)[0]);
  }

  /** The share of busy core time at each v/f level, over the whole run. */
  public static CategoryChart residency(RunFolder run) {
    double[] busy = run.busySecondsByLevel();
    double total = java.util.Arrays.stream(busy).sum();
    if (!(total > 0)) {
      throw new IllegalArgumentException("tasks.csv of " + run.folder() + " has no task piece; expected a run in"
          + " which tasks ran");
    }
    List<String> levels = new ArrayList<>();
    List<Double> shares = new ArrayList<>();
    for (int level = 0; level < busy.length; level++) {
      levels.add(level + (level == 0 ? " (fastest)" : ""));
      shares.add(100 * busy[level] / total);
    }
    CategoryChart chart = new CategoryChartBuilder().width(900).height(450)
        .title("P-state residency: " + run.label())
        .xAxisTitle(String.format(Locale.ROOT, "v/f level (P-state); %.0f busy core-hours in all", total / 3600))
        .yAxisTitle("share of busy core time (%)").build();
    Charts.plainNumbers(chart.getStyler());
    chart.getStyler().setYAxisMin(0.0);
    chart.getStyler().setLegendVisible(false);
    chart.getStyler().setChartBackgroundColor(java.awt.Color.WHITE);
    chart.addSeries("busy time", levels, shares);
    return chart;
  }

  /** Writes an XChart chart as PNG or SVG, by the file's extension. */
  public static void write(Chart<?, ?> chart, Path file) {
    try {
      if (file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".svg")) {
        java.io.ByteArrayOutputStream svg = new java.io.ByteArrayOutputStream();
        VectorGraphicsEncoder.saveVectorGraphic(chart, svg, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
        AtomicFiles.writeBytes(file, svg.toByteArray());
      } else {
        AtomicFiles.writeBytes(file, BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG));
      }
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException("cannot draw " + file + ": " + e.getMessage(), e);
    }
  }
}
