package org.valen.experiments.paper002;

import java.awt.BasicStroke;
import java.awt.Color;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.AnnotationLine;
import org.knowm.xchart.AnnotationText;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.lines.SeriesLines;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.valen.experiments.ChartFiles;

/**
 * Figs. 4–6 from a {@link Paper002Summary}: the percentage of missed deadlines of every variant as a
 * box plot over the trials, the box from the lower to the upper quartile with the median across it,
 * whiskers from the minimum to the maximum (as the paper's), a colour per heuristic; the median of
 * the per-trial floor as a dashed line.
 */
final class Paper002Plots {
  private static final double HALF_WIDTH = 0.32;
  private static final Map<String, Color> COLOURS = Map.of("SQ", new Color(31, 119, 180), "MECT",
      new Color(214, 39, 40), "LL", new Color(44, 160, 44), "RAND", new Color(120, 120, 120));

  private Paper002Plots() {}

  /** The figure as {@code name}.png and .svg in {@code folder}; returns the PNG's name. */
  static String boxes(Path folder, String name, String title, Paper002Summary s) {
    List<Paper002Summary.Line> lines = s.lines();
    XYChart chart = new XYChartBuilder().width(1400).height(640).title(title)
        .xAxisTitle("variant (heuristic, filter; +cancel: with start-time cancellation)")
        .yAxisTitle("missed deadlines (% of the trial's tasks)").build();
    var styler = chart.getStyler();
    styler.setChartBackgroundColor(Color.WHITE);
    styler.setLegendVisible(false);
    styler.setXAxisTicksVisible(false);
    styler.setXAxisMin(0.5).setXAxisMax(lines.size() + 0.5);
    styler.setYAxisMin(0.0);
    styler.setAnnotationTextFontColor(Color.BLACK);
    styler.setAnnotationTextFont(new java.awt.Font(java.awt.Font.SANS_SERIF, java.awt.Font.PLAIN, 11));
    styler.setAnnotationLineColor(Color.LIGHT_GRAY);
    double top = 0;
    for (int i = 0; i < lines.size(); i++) {
      Paper002Summary.Line l = lines.get(i);
      BoxStats b = l.missed();
      double x = i + 1;
      Color colour = COLOURS.getOrDefault(l.variant().heuristic(), Color.BLACK);
      // the box with the median across it, in one path
      line(chart, "box " + x, colour, new double[] {x - HALF_WIDTH, x - HALF_WIDTH, x + HALF_WIDTH, x + HALF_WIDTH,
          x - HALF_WIDTH, x - HALF_WIDTH, x + HALF_WIDTH}, new double[] {b.median(), b.lowerQuartile(),
          b.lowerQuartile(), b.upperQuartile(), b.upperQuartile(), b.median(), b.median()});
      line(chart, "low " + x, colour, new double[] {x, x}, new double[] {b.min(), b.lowerQuartile()});
      line(chart, "high " + x, colour, new double[] {x, x}, new double[] {b.upperQuartile(), b.max()});
      line(chart, "min " + x, colour, new double[] {x - HALF_WIDTH / 2, x + HALF_WIDTH / 2}, new double[] {b.min(),
          b.min()});
      line(chart, "max " + x, colour, new double[] {x - HALF_WIDTH / 2, x + HALF_WIDTH / 2}, new double[] {b.max(),
          b.max()});
      top = Math.max(top, b.max());
    }
    XYSeries floor = line(chart, "floor", Color.BLACK, new double[] {0.5, lines.size() + 0.5},
        new double[] {s.floor().median(), s.floor().median()});
    floor.setLineStyle(new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f));
    double yMax = Math.max(5, Math.ceil(top * 1.25 / 5) * 5);
    styler.setYAxisMax(yMax);
    labels(chart, lines, yMax);
    return ChartFiles.write(folder, name, chart);
  }

  /**
   * The variants' names inside the plot, above the boxes (XChart cannot rotate tick labels of an
   * XY chart): each group of one heuristic and one cancellation setting titled, its four filters
   * under the title, groups apart by a thin line.
   */
  private static void labels(XYChart chart, List<Paper002Summary.Line> lines, double yMax) {
    for (int i = 0; i < lines.size(); i++) {
      Variant v = lines.get(i).variant();
      chart.addAnnotation(new AnnotationText(v.filter().label(), i + 1, yMax * 0.87, false));
      boolean groupStart = i == 0 || !lines.get(i - 1).variant().heuristic().equals(v.heuristic())
          || lines.get(i - 1).variant().cancellation() != v.cancellation();
      if (groupStart) {
        int end = i;
        while (end + 1 < lines.size() && lines.get(end + 1).variant().heuristic().equals(v.heuristic())
            && lines.get(end + 1).variant().cancellation() == v.cancellation()) {
          end++;
        }
        chart.addAnnotation(new AnnotationText(v.heuristic() + (v.cancellation() ? " +cancel" : ""), (i + end) / 2.0 + 1,
            yMax * 0.94, false));
        if (i > 0) {
          chart.addAnnotation(new AnnotationLine(i + 0.5, true, false));
        }
      }
    }
  }

  private static XYSeries line(XYChart chart, String name, Color colour, double[] x, double[] y) {
    XYSeries s = chart.addSeries(name, x, y);
    s.setMarker(SeriesMarkers.NONE);
    s.setLineStyle(SeriesLines.SOLID); // XChart would cycle dashes and dots through the series
    s.setLineColor(colour);
    s.setLineWidth(1.6f);
    return s;
  }
}
