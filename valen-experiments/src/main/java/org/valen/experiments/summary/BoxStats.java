package org.valen.experiments.summary;

import java.util.Arrays;

/**
 * The five numbers of a box plot with min–max whiskers (paper 002, Figs. 4–6), and the mean. Quartiles by
 * linear interpolation between order statistics (Hyndman and Fan's type 7, as R's and NumPy's
 * default).
 */
public record BoxStats(int count, double min, double lowerQuartile, double median, double upperQuartile, double max,
    double mean) {

  public static BoxStats of(double[] values) {
    if (values.length == 0) {
      return new BoxStats(0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
    }
    double[] v = values.clone();
    Arrays.sort(v);
    double sum = 0;
    for (double x : v) {
      sum += x;
    }
    return new BoxStats(v.length, v[0], quantile(v, 0.25), quantile(v, 0.5), quantile(v, 0.75), v[v.length - 1],
        sum / v.length);
  }

  private static double quantile(double[] sorted, double p) {
    double h = (sorted.length - 1) * p;
    int lo = (int) Math.floor(h);
    int hi = Math.min(sorted.length - 1, lo + 1);
    return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
  }
}
