package org.valen.experiments.plot;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.lines.SeriesLines;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.knowm.xchart.AnnotationLine;
import org.knowm.xchart.AnnotationText;
import org.valen.experiments.preset.MetricDef;
import org.valen.experiments.preset.Preset;
import org.valen.experiments.scenario.PlotSpec;
import org.valen.experiments.scenario.Scenario;
import org.valen.experiments.summary.BoxStats;
import org.valen.experiments.summary.Summary;
import org.valen.experiments.table.RunRow;

/**
 * A metric's spread over the trials, a box per policy (paper 002's Figs. 4–6): the box from the
 * lower to the upper quartile with the median across it, whiskers from the minimum to the maximum.
 * Boxes of the same {@code series} cells (paper 002: heuristic and cancellation) form a titled group,
 * coloured by the first series column; the {@code x} column's cell (the filter) is written above each
 * box; the median of column {@code reference} (paper 002's floor) is a dashed line. XChart cannot
 * rotate an XY chart's tick labels, so the names are written inside the plot.
 */
final class BoxPlot {
  private static final double HALF_WIDTH = 0.32;

  private BoxPlot() {}

  /** One box: where it stands, its group's title and colour key, its own text and numbers. */
  private record Box(String group, String colourKey, String text, BoxStats stats, double reference) {}

  static XYChart chart(Summary s, PlotSpec p) {
    Scenario sc = s.scenario();
    Preset preset = sc.preset();
    MetricDef m = sc.metric(p.metric().orElseThrow()).orElseThrow();
    List<Box> boxes = boxes(s, p, m, preset);
    String title = p.title().orElse(m.title() + " (" + sc.id() + ")") + "; boxes over " + s.trials() + " trials"
        + p.reference().map(r -> "; dashed: median of " + r).orElse("");
    XYChart chart = new XYChartBuilder().width(Charts.widthFor(Charts.WIDTH + 400, title, List.of()))
        .height(Charts.HEIGHT + 80).title(title)
        .xAxisTitle("").yAxisTitle(p.yTitle().orElse(m.label())).build();
    Charts.style(chart.getStyler());
    var styler = chart.getStyler();
    styler.setLegendVisible(false);
    styler.setXAxisTicksVisible(false);
    styler.setXAxisMin(0.5).setXAxisMax(boxes.size() + 0.5);
    styler.setYAxisMin(0.0);
    styler.setAnnotationTextFontColor(Color.BLACK);
    styler.setAnnotationLineColor(Color.LIGHT_GRAY);
    Map<String, Color> colours = new LinkedHashMap<>();
    double top = 0;
    for (int i = 0; i < boxes.size(); i++) {
      Box b = boxes.get(i);
      BoxStats st = b.stats();
      double x = i + 1;
      Color colour = colours.computeIfAbsent(b.colourKey(), k -> Charts.colour(colours.size()));
      line(chart, "box " + x, colour, new double[] {x - HALF_WIDTH, x - HALF_WIDTH, x + HALF_WIDTH, x + HALF_WIDTH,
          x - HALF_WIDTH, x - HALF_WIDTH, x + HALF_WIDTH}, new double[] {st.median(), st.lowerQuartile(),
          st.lowerQuartile(), st.upperQuartile(), st.upperQuartile(), st.median(), st.median()});
      line(chart, "low " + x, colour, new double[] {x, x}, new double[] {st.min(), st.lowerQuartile()});
      line(chart, "high " + x, colour, new double[] {x, x}, new double[] {st.upperQuartile(), st.max()});
      line(chart, "min " + x, colour, new double[] {x - HALF_WIDTH / 2, x + HALF_WIDTH / 2},
          new double[] {st.min(), st.min()});
      line(chart, "max " + x, colour, new double[] {x - HALF_WIDTH / 2, x + HALF_WIDTH / 2},
          new double[] {st.max(), st.max()});
      if (!Double.isNaN(b.reference())) {
        XYSeries ref = line(chart, "reference " + x, Color.BLACK, new double[] {x - 0.5, x + 0.5},
            new double[] {b.reference(), b.reference()});
        ref.setLineStyle(new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f));
        top = Math.max(top, b.reference());
      }
      top = Math.max(top, st.max());
    }
    double yMax = p.yMax().orElse(Math.max(5, Math.ceil(top * 1.25 / 5) * 5));
    styler.setYAxisMax(yMax);
    labels(chart, boxes, yMax);
    return chart;
  }

  private static List<Box> boxes(Summary s, PlotSpec p, MetricDef m, Preset preset) {
    Scenario sc = s.scenario();
    List<Box> boxes = new ArrayList<>();
    for (String x : s.xs()) {
      for (String label : sc.labels()) {
        var stats = s.box(x, label, m.id());
        List<RunRow> rows = s.rows(x, label);
        if (stats.isEmpty() || rows.isEmpty() || !p.shows(label, sc.isAdded(label))) {
          continue;
        }
        RunRow row = rows.get(0);
        List<String> cells = p.series().stream().map(row::text).toList();
        boolean own = cells.stream().allMatch(String::isEmpty) || cells.isEmpty();
        String group = own ? label : String.join(" ", cells.stream().map(preset::displayName)
            .filter(c -> !c.isEmpty()).toList());
        group = (sc.swept() ? x + ": " : "") + group;
        String colourKey = own ? label : cells.get(0);
        String text = own ? "" : p.x().filter(c -> !c.equals("label")).map(row::text).orElse(label);
        double reference = p.reference().map(r -> BoxStats.of(rows.stream().mapToDouble(q -> q.number(r)).toArray())
            .median()).orElse(Double.NaN);
        boxes.add(new Box(group, colourKey, text, stats.get(), reference));
      }
    }
    return boxes;
  }

  /** Each group titled above its boxes, each box's own text under the title, groups apart by a thin line. */
  private static void labels(XYChart chart, List<Box> boxes, double yMax) {
    for (int i = 0; i < boxes.size(); i++) {
      Box b = boxes.get(i);
      chart.addAnnotation(new AnnotationText(b.text(), i + 1, yMax * 0.87, false));
      if (i == 0 || !boxes.get(i - 1).group().equals(b.group())) {
        int end = i;
        while (end + 1 < boxes.size() && boxes.get(end + 1).group().equals(b.group())) {
          end++;
        }
        chart.addAnnotation(new AnnotationText(b.group(), (i + end) / 2.0 + 1, yMax * 0.94, false));
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
