package org.valen.model.exec;

import java.util.Arrays;
import org.valen.model.Check;

/**
 * A probability mass function over execution times (paper 002, section 3.2): impulses at strictly
 * increasing times whose probabilities sum to 1.
 */
public final class DiscretePmf {
  private static final double SUM_TOLERANCE = 1e-9;
  private final double[] seconds;
  private final double[] probabilities;

  /**
   * @param seconds impulse times, strictly increasing, finite, {@code >= 0}
   * @param probabilities one per impulse, each {@code > 0}, summing to 1 within 1e-9
   */
  public DiscretePmf(double[] seconds, double[] probabilities) {
    if (seconds.length == 0 || seconds.length != probabilities.length) {
      throw new IllegalArgumentException("a pmf needs as many probabilities as impulses, at least one");
    }
    double sum = 0;
    for (int i = 0; i < seconds.length; i++) {
      Check.nonNegative(seconds[i], "seconds[" + i + "]");
      Check.positive(probabilities[i], "probabilities[" + i + "]");
      if (i > 0 && !(seconds[i] > seconds[i - 1])) {
        throw new IllegalArgumentException("impulse times must be strictly increasing at " + i);
      }
      sum += probabilities[i];
    }
    if (Math.abs(sum - 1) > SUM_TOLERANCE) {
      throw new IllegalArgumentException("probabilities must sum to 1, sum to " + sum);
    }
    this.seconds = seconds.clone();
    this.probabilities = probabilities.clone();
  }

  public int size() {
    return seconds.length;
  }

  public double seconds(int i) {
    return seconds[i];
  }

  public double probability(int i) {
    return probabilities[i];
  }

  /** Expected time. */
  public double mean() {
    double mean = 0;
    for (int i = 0; i < seconds.length; i++) {
      mean += seconds[i] * probabilities[i];
    }
    return mean;
  }

  /** P(time ≤ {@code t}). */
  public double cumulativeProbability(double t) {
    double p = 0;
    for (int i = 0; i < seconds.length && seconds[i] <= t; i++) {
      p += probabilities[i];
    }
    return Math.min(1, p);
  }

  /** The time at cumulative probability {@code u} in [0, 1): inverse-transform sampling. */
  public double quantile(double u) {
    double p = 0;
    for (int i = 0; i < seconds.length; i++) {
      p += probabilities[i];
      if (u < p) {
        return seconds[i];
      }
    }
    return seconds[seconds.length - 1];
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof DiscretePmf p
        && Arrays.equals(seconds, p.seconds)
        && Arrays.equals(probabilities, p.probabilities);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(seconds) + Arrays.hashCode(probabilities);
  }

  @Override
  public String toString() {
    return "DiscretePmf" + Arrays.toString(seconds) + "@" + Arrays.toString(probabilities);
  }
}
