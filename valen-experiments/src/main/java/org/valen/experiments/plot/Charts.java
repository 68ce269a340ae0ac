package org.valen.experiments.plot;

import java.awt.Color;
import java.awt.Font;
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

  private static final Color[] PALETTE = {
      new Color(31, 119, 180), new Color(255, 127, 14), new Color(44, 160, 44), new Color(214, 39, 40),
      new Color(148, 103, 189), new Color(140, 86, 75), new Color(227, 119, 194), new Color(127, 127, 127),
      new Color(188, 189, 34), new Color(23, 190, 207), new Color(0, 0, 0), new Color(255, 187, 120)};

  private Charts() {}

  /** Fonts, background and number formats. */
  public static void style(AxesChartStyler styler) {
    styler.setChartBackgroundColor(Color.WHITE);
    styler.setChartTitleFont(new Font(Font.SANS_SERIF, Font.BOLD, 17));
    styler.setAxisTitleFont(new Font(Font.SANS_SERIF, Font.PLAIN, 15));
    styler.setAxisTickLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 14));
    styler.setLegendFont(new Font(Font.SANS_SERIF, Font.PLAIN, 14));
    styler.setAnnotationTextFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
    plainNumbers(styler);
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
