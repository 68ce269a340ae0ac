package org.valen.model.trials.paper002.workload;

import org.apache.commons.statistics.distribution.GammaDistribution;
import org.valen.model.Check;
import org.valen.model.exec.DiscretePmf;

/**
 * Execution-time pmfs as discretised gamma distributions — our construction, as paper 002 never says
 * how its pmfs are built from the CVB values (section 6): a gamma of the given mean and coefficient
 * of variation (shape 1/CV², the COV method's own distribution), its mass binned to the nearest
 * multiple of the grid step (the impulse at {@code k × step} has the mass of [{@code (k − ½)
 * step}, {@code (k + ½) step})), the tails below {@code tail} and above {@code 1 − tail} cut, and
 * the rest renormalized; no impulse at 0 (a task takes some time). The pmf's mean is then the
 * gamma's within a small fraction of a step. A CV of 0 — or a mean too small for the grid — splits
 * the mean between the two grid points around it (the mean kept exactly).
 */
public final class GammaPmfs {
  private GammaPmfs() {}

  /**
   * @param meanSeconds the mean, {@code > 0}
   * @param cv coefficient of variation, {@code >= 0}
   * @param stepSeconds the grid
   * @param tail probability cut from each tail, in [0, 0.01]
   */
  public static DiscretePmf of(double meanSeconds, double cv, double stepSeconds, double tail) {
    Check.positive(meanSeconds, "meanSeconds");
    Check.nonNegative(cv, "cv");
    Check.positive(stepSeconds, "stepSeconds");
    Check.inRange(tail, 0, 0.01, "tail");
    if (cv == 0) {
      return meanOnGrid(meanSeconds, stepSeconds);
    }
    double shape = 1 / (cv * cv);
    GammaDistribution gamma = GammaDistribution.of(shape, meanSeconds / shape);
    long first = Math.max(1, (long) Math.floor(gamma.inverseCumulativeProbability(tail) / stepSeconds));
    long last = Math.max(first, (long) Math.ceil(gamma.inverseCumulativeProbability(1 - tail) / stepSeconds));
    double[] p = new double[(int) (last - first + 1)];
    double sum = 0;
    double below = gamma.cumulativeProbability((first - 0.5) * stepSeconds);
    for (int i = 0; i < p.length; i++) {
      double upper = gamma.cumulativeProbability((first + i + 0.5) * stepSeconds);
      p[i] = upper - below;
      below = upper;
      sum += p[i];
    }
    if (sum < 0.5) { // most of the mass below half a step: a time the grid cannot resolve
      return meanOnGrid(meanSeconds, stepSeconds);
    }
    for (int i = 0; i < p.length; i++) {
      p[i] /= sum;
    }
    return DiscretePmf.of(stepSeconds, first * stepSeconds, normalized(p));
  }

  /**
   * The mean split between the two multiples of the step around it (the mean kept exactly); a mean
   * below one step sits at one step and the next.
   */
  private static DiscretePmf meanOnGrid(double meanSeconds, double stepSeconds) {
    double k = Math.max(1, meanSeconds / stepSeconds);
    long lo = (long) Math.floor(k);
    double high = k - lo;
    return high == 0 ? DiscretePmf.of(stepSeconds, lo * stepSeconds, 1.0)
        : DiscretePmf.of(stepSeconds, lo * stepSeconds, 1 - high, high);
  }

  /** {@code p} with the rounding of its sum put on its largest entry, so that it sums to 1 within 1e-9. */
  private static double[] normalized(double[] p) {
    double sum = 0;
    int largest = 0;
    for (int i = 0; i < p.length; i++) {
      sum += p[i];
      largest = p[i] > p[largest] ? i : largest;
    }
    p[largest] += 1 - sum;
    return p;
  }
}
