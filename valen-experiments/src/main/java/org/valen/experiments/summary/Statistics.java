package org.valen.experiments.summary;

import org.apache.commons.statistics.distribution.TDistribution;

/** Mean and Student-t confidence interval of a small sample. */
public final class Statistics {
  private Statistics() {}

  /** Mean and the half-width of its 95 % confidence interval (0 for one observation). */
  public record Estimate(double mean, double halfWidth, int n) {}

  public static Estimate of(double[] sample) {
    int n = sample.length;
    double mean = 0;
    for (double v : sample) {
      mean += v;
    }
    mean /= n;
    if (n < 2) {
      return new Estimate(mean, 0, n);
    }
    double squares = 0;
    for (double v : sample) {
      squares += (v - mean) * (v - mean);
    }
    double standardError = Math.sqrt(squares / (n - 1) / n);
    double t = TDistribution.of(n - 1).inverseCumulativeProbability(0.975);
    return new Estimate(mean, t * standardError, n);
  }
}
