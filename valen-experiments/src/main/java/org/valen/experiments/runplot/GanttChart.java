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
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.valen.model.platform.Platform;

/**
 * The schedule of a run as a Gantt chart: a row per core, every core of the platform (idle time
 * light grey, so that a core that ran nothing shows), cores grouped and labelled by node and
 * number, time across, each task piece a bar coloured by its job or by its v/f level (the
 * platform's levels, fastest red to slowest violet). Marks: a black triangle where a task goes on
 * on another core (a migration; a thin line joins the two cores), a red cross where a piece ended
 * because its job was preempted. Beyond {@code maxRows} cores, neighbouring cores of a node share
 * a row and each bar is drawn at 1/k of full strength, so that a row's darkness says how many of
 * its k cores were busy. Without the platform, the rows are the cores that ran something in the
 * window and the levels those seen.
 */
public final class GanttChart {
  /** What the bars' colour tells. */
  public enum Colouring { JOB, LEVEL }

  static final Color IDLE = new Color(0xe6e6e6);
  private static final int WIDTH = 1400;
  private static final int LEFT = 150;
  private static final int RIGHT = 30;
  private static final int TOP = 60;
  private static final int BOTTOM = 90;

  private final List<TaskPiece> pieces;
  private final double from;
  private final double to;
  private final Colouring colouring;
  private final GanttRows rows;
  private final int levels;
  private final String title;

  /**
   * @param pieces the pieces overlapping the window (any order)
   * @param platform the platform the run ran on, for its cores and levels, if known
   * @param label what the run was, for the title
   */
  public GanttChart(List<TaskPiece> pieces, Optional<Platform> platform, double from, double to, Colouring colouring,
      int maxRows, String label) {
    if (!(to > from)) {
      throw new IllegalArgumentException("--to must be after --from, was " + from + " .. " + to);
    }
    this.pieces = pieces;
    this.from = from;
    this.to = to;
    this.colouring = colouring;
    this.rows = GanttRows.of(platform, pieces, maxRows);
    pieces.forEach(rows::rowOf); // every piece on a core of the platform
    this.levels = platform.map(p -> p.coreTypes().stream().mapToInt(t -> t.levelCount()).max().orElse(1))
        .orElseGet(() -> pieces.stream().mapToInt(TaskPiece::level).max().orElse(0) + 1);
    this.title = "Schedule of " + label + ", " + Time.format(from) + " to " + Time.format(to) + ": "
        + rows.cores() + (platform.isPresent() ? " cores" : " busy cores") + " by node"
        + (rows.coresPerRow() > 1 ? " (" + rows.coresPerRow() + " cores a row)" : "") + ", coloured by "
        + (colouring == Colouring.JOB ? "job" : "v/f level");
  }

  public String title() {
    return title;
  }

  /** The v/f levels the legend shows: the platform's (the most of any core type), or those seen. */
  int levels() {
    return levels;
  }

  /** Rows drawn. */
  public int rows() {
    return rows.rows().size();
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
    g.setColor(IDLE);
    for (int r = 0; r < rows(); r++) { // idle time: what no bar covers
      g.fill(new Rectangle2D.Double(LEFT, TOP + r * rowHeight + 0.5, plotWidth, rowHeight - 1));
    }
    g.setColor(Color.BLACK);
    g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 14));
    g.drawString(title, 10, 24);
    g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
    Map<String, Color> jobColours = new HashMap<>();
    float alpha = 1f / rows.coresPerRow();
    for (TaskPiece p : pieces) {
      double x0 = x(Math.max(from, p.startSeconds()), plotWidth);
      double x1 = x(Math.min(to, p.endSeconds()), plotWidth);
      int row = rows.rowOf(p);
      Color c = colouring == Colouring.LEVEL ? LevelColours.of(p.level(), levels)
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
      int row = rows.rowOf(p);
      double y = TOP + row * rowHeight + rowHeight / 2.0;
      if (before != null && before.core() != p.core() && !before.end().equals("finished")) {
        double x = x(Math.max(from, p.startSeconds()), plotWidth);
        double yBefore = TOP + rows.rowOf(before) * rowHeight + rowHeight / 2.0;
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
    boolean everyRow = rowHeight >= 9;
    Font small = new Font(Font.SANS_SERIF, Font.PLAIN, Math.min(11, Math.max(8, rowHeight - 1)));
    for (int r = 0; r < rows(); r++) {
      GanttRows.Row row = rows.rows().get(r);
      int y = TOP + r * rowHeight;
      if (row.nodeStart()) {
        g.setColor(new Color(120, 120, 120));
        g.drawLine(8, y, LEFT + plotWidth, y);
        g.setColor(Color.BLACK);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, Math.min(11, Math.max(7, rowHeight))));
        g.drawString(row.node() + (everyRow ? "" : " (cores " + coresOfNode(r) + ")"), 8,
            y + (rowHeight >= 11 ? 11 : rowHeight - 1));
      }
      if (everyRow) { // the core's number within its node, right-aligned beside the plot
        g.setFont(small);
        g.setColor(Color.DARK_GRAY);
        String text = row.cores();
        g.drawString(text, LEFT - 6 - g.getFontMetrics().stringWidth(text), y + rowHeight - 2);
      }
    }
    g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
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
    int x = 10;
    x = key(g, x, y, IDLE, "idle (no task)");
    if (colouring == Colouring.LEVEL) {
      g.setColor(Color.BLACK);
      g.drawString("v/f level:", x, y + 9);
      x += g.getFontMetrics().stringWidth("v/f level:") + 8;
      for (int level = 0; level < levels; level++) {
        x = key(g, x, y, LevelColours.of(level, levels), level + (level == 0 ? " (fastest)" : ""));
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

  /** A coloured box and its text at {@code x}; returns where the next key starts. */
  private static int key(Graphics2D g, int x, int y, Color colour, String text) {
    g.setColor(colour);
    g.fillRect(x, y, 14, 10);
    g.setColor(Color.BLACK);
    g.drawString(text, x + 18, y + 9);
    return x + 30 + g.getFontMetrics().stringWidth(text);
  }

  /** "0–9": the cores of the node whose first row is {@code first}. */
  private String coresOfNode(int first) {
    int last = first;
    while (last + 1 < rows() && !rows.rows().get(last + 1).nodeStart()) {
      last++;
    }
    return rows.rows().get(first).firstCore() + "–" + rows.rows().get(last).lastCore();
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
