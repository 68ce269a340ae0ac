package org.valen.experiments.plot;

import java.awt.Color;
import java.awt.Font;
import java.awt.font.FontRenderContext;
import java.util.Collection;
import java.util.Locale;
import org.knowm.xchart.style.AxesChartStyler;
import org.valen.experiments.summary.Summary;

/**
 * What every plot shares: fonts readable when the plot is shown at a report page's width, a white
 * background, axis numbers as people write them, one colour per policy (the same in every plot of a
 * report), and the line every title ends with: what the marks are and over how many trials.
 */
public final class Charts {
  /** Width and height of a plot in pixels. */
  static final int WIDTH = 1000;
  static final int HEIGHT = 560;
  /**
   * What a legend at the plot's right takes beside its longest name (the colour box, the legend's
   * paddings and the chart's: about 100 pixels), less what the y axis's title and numbers take at
   * least at the left (about 70), which the centred title may pass over. Measured on the plots
   * XChart draws (its layout is not public); {@code PlotsTest} finds titles cut at 50 pixels less.
   */
  private static final int LEGEND_EXTRA = 30;
  /** Room around a title over a plot that has its legend inside. */
  private static final int MARGIN = 30;
  private static final Font TITLE_FONT = new Font(Font.SANS_SERIF, Font.BOLD, 17);
  private static final Font LEGEND_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 14);
  private static final FontRenderContext TEXT = new FontRenderContext(null, true, true);

  private static final Color[] PALETTE = {
      new Color(31, 119, 180), new Color(255, 127, 14), new Color(44, 160, 44), new Color(214, 39, 40),
      new Color(148, 103, 189), new Color(140, 86, 75), new Color(227, 119, 194), new Color(127, 127, 127),
      new Color(188, 189, 34), new Color(23, 190, 207), new Color(0, 0, 0), new Color(255, 187, 120)};

  private Charts() {}

  /** Fonts, background and number formats. */
  public static void style(AxesChartStyler styler) {
    styler.setChartBackgroundColor(Color.WHITE);
    styler.setChartTitleFont(TITLE_FONT);
    styler.setAxisTitleFont(new Font(Font.SANS_SERIF, Font.PLAIN, 15));
    styler.setAxisTickLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 14));
    styler.setLegendFont(LEGEND_FONT);
    styler.setAnnotationTextFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
    plainNumbers(styler);
  }

  /**
   * {@code width}, or more where the title needs it. XChart centres the title over the plot area
   * and cuts what passes the chart's left edge, and a legend at the right (its entries {@code
   * legend}; none where it sits inside the plot) narrows the plot: a long title of your own, or a
   * policy added with a long label, would lose its start. The chart is made as wide as the title
   * and the legend side by side.
   */
  static int widthFor(int width, String title, Collection<String> legend) {
    double beside = legend.stream().mapToDouble(name -> textWidth(name, LEGEND_FONT) + LEGEND_EXTRA).max()
        .orElse(MARGIN);
    return Math.max(width, (int) Math.ceil(textWidth(title, TITLE_FONT) + beside));
  }

  private static double textWidth(String text, Font font) {
    return font.getStringBounds(text, TEXT).getWidth();
  }

  /** Axis numbers as people write them (12,000 and 0.25, never 1.2E4). */
  public static void plainNumbers(AxesChartStyler styler) {
    styler.setYAxisDecimalPattern("#,##0.###");
    styler.setXAxisDecimalPattern("#,##0.###");
  }

  /** The colour of the {@code index}-th policy. */
  static Color colour(int index) {
    return PALETTE[Math.floorMod(index, PALETTE.length)];
  }

  /** {@code colour} with {@code alpha} (0–255), for CI bands. */
  static Color translucent(Color colour, int alpha) {
    return new Color(colour.getRed(), colour.getGreen(), colour.getBlue(), alpha);
  }

  /** What the marks of a plot are: "mean ± 95 % CI over N trials". */
  static String marks(Summary s) {
    int n = s.trials();
    return String.format(Locale.ROOT, "mean ± 95 %% CI over %d %s", n, n == 1 ? "trial" : "trials");
  }

  /** A number as people write it: 3, 0.25. */
  public static String format(double x) {
    return x == Math.rint(x) && Math.abs(x) < 1e15 ? String.valueOf((long) x) : String.valueOf(x);
  }
}
