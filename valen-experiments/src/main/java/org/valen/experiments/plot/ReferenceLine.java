package org.valen.experiments.plot;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import org.knowm.xchart.internal.Utils;
import org.knowm.xchart.internal.chartpart.Annotation;
import org.knowm.xchart.style.CategoryStyler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * A value per group of a bar chart (paper 004's unlimited-core ceiling) as a black line with
 * diamonds through the groups' centres, named above its right end (below it where the plot ends
 * above).
 *
 * <p>Drawn here rather than as a line series: XChart 3.8.8's bar renderer divides each group's
 * width by the number of all series, so a line series took a bar's slot in every group, left the
 * bars off centre and put its markers to their right. The group centres are where that renderer
 * puts them: the plot's width times the styler's plot content size, centred, in equal steps.
 */
final class ReferenceLine extends Annotation {
  private static final float LINE_WIDTH = 2f;
  /** Pixels between the line and its name. */
  private static final double LABEL_GAP = 8;
  private final double[] values;
  private final String label;
  /** The points of the last paint, for tests: x and y in pixels. */
  private double[] drawnX = new double[0];

  ReferenceLine(double[] values, String label) {
    super(false);
    this.values = values.clone();
    this.label = label;
  }

  String label() {
    return label;
  }

  double[] values() {
    return values.clone();
  }

  double[] drawnX() {
    return drawnX.clone();
  }

  @Override
  public void paint(Graphics2D g) {
    double left = getXAxisScreenValueForMin();
    double width = getXAxisScreenValueForMax() - left;
    double content = ((CategoryStyler) styler).getPlotContentSize() * width;
    double step = content / values.length;
    double start = left + Utils.getTickStartOffset(width, content);
    double top = Math.min(getYAxisScreenValueForMin(), getYAxisScreenValueForMax());
    double bottom = Math.max(getYAxisScreenValueForMin(), getYAxisScreenValueForMax());
    Shape clip = g.getClip();
    g.clip(new Rectangle2D.Double(left, top, width, bottom - top)); // a value beyond the y axis's range is cut off
    double[] x = new double[values.length];
    double[] y = new double[values.length];
    Path2D.Double path = new Path2D.Double();
    for (int i = 0; i < values.length; i++) {
      x[i] = start + step * (i + 0.5);
      y[i] = Double.isNaN(values[i]) ? Double.NaN : getYAxisScreenValue(values[i]);
      if (Double.isNaN(y[i])) {
        continue;
      } else if (path.getCurrentPoint() == null) {
        path.moveTo(x[i], y[i]);
      } else {
        path.lineTo(x[i], y[i]);
      }
    }
    g.setColor(Color.BLACK);
    g.setStroke(new BasicStroke(LINE_WIDTH));
    g.draw(path);
    for (int i = 0; i < values.length; i++) {
      if (!Double.isNaN(y[i])) {
        SeriesMarkers.DIAMOND.paint(g, x[i], y[i], styler.getMarkerSize());
      }
    }
    int last = lastNumber();
    if (last >= 0) {
      Font font = styler.getAnnotationTextFont();
      g.setFont(font);
      double textWidth = font.getStringBounds(label, g.getFontRenderContext()).getWidth();
      double right = Math.min(x[last] + step / 2, left + width - 4);
      double ascent = font.getLineMetrics(label, g.getFontRenderContext()).getAscent();
      double baseline = y[last] - 2 * LABEL_GAP - ascent < top ? y[last] + LABEL_GAP + ascent
          : y[last] - LABEL_GAP; // below if no room above
      g.drawString(label, (float) (right - textWidth), (float) baseline);
    }
    g.setClip(clip);
    drawnX = x;
  }

  private int lastNumber() {
    for (int i = values.length - 1; i >= 0; i--) {
      if (!Double.isNaN(values[i])) {
        return i;
      }
    }
    return -1;
  }
}
