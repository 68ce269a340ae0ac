package org.valen.experiments.runplot;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The schedule of a run as a Gantt chart: a row per core, cores grouped by node (in the order of
 * the platform), time across, each task piece a bar coloured by its job or by its v/f level.
 * Marks: a black triangle where a task goes on on another core (a migration; a thin line joins the
 * two cores), a red cross where a piece ended because its job was preempted. Beyond {@code maxRows}
 * cores, neighbouring cores of a node share a row and each bar is drawn at 1/k of full strength,
 * so that a row's darkness says how many of its k cores were busy.
 */
public final class GanttChart {
  /** What the bars' colour tells. */
  public enum Colouring { JOB, LEVEL }

  private static final int WIDTH = 1400;
  private static final int LEFT = 110;
  private static final int RIGHT = 30;
  private static final int TOP = 60;
  private static final int BOTTOM = 90;
  private static final Color[] LEVEL_COLOURS = {new Color(0xb2182b), new Color(0xef8a62), new Color(0xfddbc7),
    new Color(0xd1e5f0), new Color(0x67a9cf), new Color(0x2166ac), new Color(0x053061), new Color(0x5e3c99)};

  private final List<TaskPiece> pieces;
  private final double from;
  private final double to;
  private final Colouring colouring;
  private final int coresPerRow;
  private final List<String> rowLabels = new ArrayList<>();
  private final List<Boolean> nodeStarts = new ArrayList<>();
  private final Map<Integer, Integer> rowOfCore = new HashMap<>();
  private final String title;

  /**
   * @param pieces the pieces overlapping the window (any order)
   * @param label what the run was, for the title
   */
  public GanttChart(List<TaskPiece> pieces, double from, double to, Colouring colouring, int maxRows, String label) {
    if (!(to > from)) {
      throw new IllegalArgumentException("--to must be after --from, was " + from + " .. " + to);
    }
    this.pieces = pieces;
    this.from = from;
    this.to = to;
    this.colouring = colouring;
    Map<String, Integer> firstCore = new LinkedHashMap<>();
    TreeMap<Integer, String> nodeOfCore = new TreeMap<>();
    for (TaskPiece p : pieces) {
      nodeOfCore.put(p.core(), p.node());
      firstCore.merge(p.node(), p.core(), Math::min);
    }
    int cores = nodeOfCore.isEmpty() ? 0 : nodeOfCore.lastKey() - nodeOfCore.firstKey() + 1;
    this.coresPerRow = Math.max(1, (cores + maxRows - 1) / Math.max(1, maxRows));
    layOut(nodeOfCore);
    this.title = "Schedule of " + label + ", " + Time.format(from) + " to " + Time.format(to) + ": " + nodeOfCore.size()
        + " busy cores by node" + (coresPerRow > 1 ? " (" + coresPerRow + " cores a row)" : "") + ", coloured by "
        + (colouring == Colouring.JOB ? "job" : "v/f level");
  }

  /** Rows of the cores that ran something, node by node; a new node starts a new row. */
  private void layOut(TreeMap<Integer, String> nodeOfCore) {
    String node = null;
    int inRow = 0;
    for (Map.Entry<Integer, String> e : nodeOfCore.entrySet()) {
      boolean newNode = !e.getValue().equals(node);
      if (newNode || inRow == coresPerRow) {
        rowLabels.add(newNode ? e.getValue() : "");
        nodeStarts.add(newNode);
        inRow = 0;
      }
      node = e.getValue();
      inRow++;
      rowOfCore.put(e.getKey(), rowLabels.size() - 1);
    }
  }

  public String title() {
    return title;
  }

  /** Rows drawn. */
  public int rows() {
    return rowLabels.size();
  }

  /** Writes the chart as PNG or SVG, by the file's extension. */
  public void write(Path file) {
    int rowHeight = Math.max(2, Math.min(16, 900 / Math.max(1, rows())));
    int height = TOP + BOTTOM + Math.max(1, rows()) * rowHeight;
    Drawings.write(file, WIDTH, height, g -> paint(g, rowHeight, height));
  }

  private void paint(Graphics2D g, int rowHeight, int height) {
    g.setColor(Color.WHITE);
    g.fillRect(0, 0, WIDTH, height);
    int plotWidth = WIDTH - LEFT - RIGHT;
    int plotBottom = TOP + rows() * rowHeight;
    g.setColor(Color.BLACK);
    g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 14));
    g.drawString(title, LEFT, 24);
    g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
    Map<String, Color> jobColours = new HashMap<>();
    float alpha = 1f / coresPerRow;
    for (TaskPiece p : pieces) {
      double x0 = x(Math.max(from, p.startSeconds()), plotWidth);
      double x1 = x(Math.min(to, p.endSeconds()), plotWidth);
      int row = rowOfCore.get(p.core());
      Color c = colouring == Colouring.LEVEL ? LEVEL_COLOURS[Math.min(p.level(), LEVEL_COLOURS.length - 1)]
          : jobColours.computeIfAbsent(p.job(), j -> jobColour(jobColours.size()));
      g.setColor(alpha < 1 ? new Color(c.getRed(), c.getGreen(), c.getBlue(), Math.round(255 * alpha)) : c);
      g.fill(new Rectangle2D.Double(x0, TOP + row * rowHeight + 0.5, Math.max(0.6, x1 - x0), rowHeight - 1));
    }
    marks(g, rowHeight, plotWidth);
    frame(g, rowHeight, plotWidth, plotBottom);
    legend(g, plotBottom);
  }

  /** Migrations (a task goes on on another core) and preemptions. */
  private void marks(Graphics2D g, int rowHeight, int plotWidth) {
    Map<String, TaskPiece> last = new HashMap<>();
    List<TaskPiece> ordered = new ArrayList<>(pieces);
    ordered.sort((a, b) -> Double.compare(a.startSeconds(), b.startSeconds()));
    double size = Math.max(3, Math.min(7, rowHeight));
    for (TaskPiece p : ordered) {
      TaskPiece before = last.put(p.job() + "#" + p.task(), p);
      int row = rowOfCore.get(p.core());
      double y = TOP + row * rowHeight + rowHeight / 2.0;
      if (before != null && before.core() != p.core() && !before.end().equals("finished")) {
        double x = x(Math.max(from, p.startSeconds()), plotWidth);
        double yBefore = TOP + rowOfCore.get(before.core()) * rowHeight + rowHeight / 2.0;
        g.setColor(new Color(0, 0, 0, 90));
        g.setStroke(new BasicStroke(0.7f));
        g.draw(new java.awt.geom.Line2D.Double(x(Math.min(to, before.endSeconds()), plotWidth), yBefore, x, y));
        g.setColor(Color.BLACK);
        g.fill(triangle(x, y, size));
      }
      if (p.end().equals("preempted") && p.endSeconds() <= to) {
        double x = x(p.endSeconds(), plotWidth);
        g.setColor(new Color(0xd7191c));
        g.setStroke(new BasicStroke(1.5f));
        g.draw(new java.awt.geom.Line2D.Double(x - size / 2, y - size / 2, x + size / 2, y + size / 2));
        g.draw(new java.awt.geom.Line2D.Double(x - size / 2, y + size / 2, x + size / 2, y - size / 2));
      }
    }
    g.setStroke(new BasicStroke(1f));
  }

  private static Path2D triangle(double x, double y, double size) {
    Path2D t = new Path2D.Double();
    t.moveTo(x, y - size / 2);
    t.lineTo(x + size * 0.9, y);
    t.lineTo(x, y + size / 2);
    t.closePath();
    return t;
  }

  private void frame(Graphics2D g, int rowHeight, int plotWidth, int plotBottom) {
    g.setColor(Color.DARK_GRAY);
    g.drawRect(LEFT, TOP, plotWidth, plotBottom - TOP);
    for (int r = 0; r < rows(); r++) {
      if (nodeStarts.get(r)) {
        int y = TOP + r * rowHeight;
        g.setColor(new Color(120, 120, 120));
        g.drawLine(LEFT - 6, y, LEFT + plotWidth, y);
        g.setColor(Color.BLACK);
        g.drawString(rowLabels.get(r), 8, y + Math.max(11, rowHeight));
      }
    }
    double step = Time.niceStep((to - from) / 10);
    double first = Math.ceil(from / step) * step;
    for (double t = first; t <= to + 1e-9; t += step) {
      int x = (int) Math.round(x(t, plotWidth));
      g.setColor(new Color(0, 0, 0, 40));
      g.drawLine(x, TOP, x, plotBottom);
      g.setColor(Color.BLACK);
      g.drawLine(x, plotBottom, x, plotBottom + 4);
      String text = Time.inUnit(t, to - from);
      g.drawString(text, x - g.getFontMetrics().stringWidth(text) / 2, plotBottom + 17);
    }
    String axis = "time since the start of the run (" + Time.unitName(to - from) + ")";
    g.drawString(axis, LEFT + plotWidth / 2 - g.getFontMetrics().stringWidth(axis) / 2, plotBottom + 34);
  }

  private void legend(Graphics2D g, int plotBottom) {
    int y = plotBottom + 58;
    int x = LEFT;
    if (colouring == Colouring.LEVEL) {
      g.setColor(Color.BLACK);
      g.drawString("v/f level:", x, y + 9);
      x += 60;
      for (int level = 0; level < LEVEL_COLOURS.length; level++) {
        g.setColor(LEVEL_COLOURS[level]);
        g.fillRect(x, y, 14, 10);
        g.setColor(Color.BLACK);
        String text = level + (level == 0 ? " (fastest)" : "");
        g.drawString(text, x + 18, y + 9);
        x += 30 + g.getFontMetrics().stringWidth(text);
      }
    } else {
      g.setColor(Color.BLACK);
      g.drawString("each colour one job;", x, y + 9);
      x += g.getFontMetrics().stringWidth("each colour one job;") + 20;
    }
    g.fill(triangle(x + 4, y + 5, 8));
    g.drawString("the task goes on on another core (migration)", x + 14, y + 9);
    x += 30 + g.getFontMetrics().stringWidth("the task goes on on another core (migration)");
    g.setColor(new Color(0xd7191c));
    g.drawLine(x, y + 1, x + 8, y + 9);
    g.drawLine(x, y + 9, x + 8, y + 1);
    g.setColor(Color.BLACK);
    g.drawString("preempted", x + 14, y + 9);
  }

  private double x(double seconds, int plotWidth) {
    return LEFT + (seconds - from) / (to - from) * plotWidth;
  }

  /** Distinct colours for neighbouring jobs: hues a golden angle apart, two lightnesses. */
  private static Color jobColour(int index) {
    float hue = (float) ((index * 0.618033988749895) % 1.0);
    return Color.getHSBColor(hue, index % 2 == 0 ? 0.55f : 0.75f, index % 3 == 0 ? 0.80f : 0.92f);
  }

  /** Times as people read them. */
  static final class Time {
    private Time() {}

    static String format(double seconds) {
      if (seconds == 0) {
        return "0";
      }
      double a = Math.abs(seconds);
      if (a >= 86_400 && seconds % 86_400 == 0) {
        return String.format(Locale.ROOT, "%.0f d", seconds / 86_400);
      }
      if (a >= 3600) {
        return String.format(Locale.ROOT, seconds % 3600 == 0 ? "%.0f h" : "%.2f h", seconds / 3600);
      }
      if (a >= 60) {
        return String.format(Locale.ROOT, seconds % 60 == 0 ? "%.0f min" : "%.1f min", seconds / 60);
      }
      return String.format(Locale.ROOT, seconds == Math.rint(seconds) ? "%.0f s" : "%.2f s", seconds);
    }

    private static final double[] UNITS = {86_400, 3600, 60, 1};
    private static final String[] UNIT_NAMES = {"days", "hours", "minutes", "seconds"};

    private static int unit(double span) {
      for (int i = 0; i < UNITS.length; i++) {
        if (span >= 2 * UNITS[i]) {
          return i;
        }
      }
      return UNITS.length - 1;
    }

    static String unitName(double span) {
      return UNIT_NAMES[unit(span)];
    }

    /** A tick of a window {@code span} seconds long, in the one unit of the whole axis. */
    static String inUnit(double seconds, double span) {
      double v = seconds / UNITS[unit(span)];
      return v == Math.rint(v) ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.2f", v)
          .replaceAll("0+$", "");
    }

    /** 1, 2 or 5 × a power of ten seconds, or a whole number of minutes, hours or days near {@code rough}. */
    static double niceStep(double rough) {
      double[] steps = {1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10_800, 21_600, 43_200,
        86_400, 172_800, 604_800};
      for (double s : steps) {
        if (s >= rough) {
          return s;
        }
      }
      return Math.ceil(rough / 604_800) * 604_800;
    }
  }
}
