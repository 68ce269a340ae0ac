package org.valen.runtime.sim;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.sampling.distribution.ZigguratSampler;
import org.valen.model.Check;
import org.valen.model.generate.RandomStreams;

/**
 * Factors {@code jobFactor × taskFactor}, both log-normal with mean 1: {@code jobFactor}
 * (coefficient of variation {@code jobCv}) is shared by all tasks of one arrival — a larger input
 * makes the whole job slower — and {@code taskFactor} ({@code taskCv}) is drawn per task, from the
 * stream (seed, arrival index).
 *
 * @param jobCv coefficient of variation of the per-job factor, ≥ 0
 * @param taskCv coefficient of variation of the per-task factor, ≥ 0
 */
public record LogNormalVariability(double jobCv, double taskCv) implements Variability {
  public LogNormalVariability {
    Check.nonNegative(jobCv, "jobCv");
    Check.nonNegative(taskCv, "taskCv");
  }

  @Override
  public double[] factors(long seed, int jobIndex, int tasks) {
    UniformRandomProvider rng = RandomStreams.create(seed, jobIndex);
    ZigguratSampler.NormalizedGaussian gauss = ZigguratSampler.NormalizedGaussian.of(rng);
    double job = logNormal(jobCv, gauss.sample());
    double[] factors = new double[tasks];
    for (int t = 0; t < tasks; t++) {
      factors[t] = job * logNormal(taskCv, gauss.sample());
    }
    return factors;
  }

  /** A log-normal sample with mean 1 and coefficient of variation {@code cv}. */
  private static double logNormal(double cv, double standardNormal) {
    if (cv == 0) {
      return 1;
    }
    double variance = Math.log1p(cv * cv);
    return Math.exp(-variance / 2 + Math.sqrt(variance) * standardNormal);
  }
}
