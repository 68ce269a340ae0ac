package org.valen.model.trials.paper000.system;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.sampling.distribution.AhrensDieterMarsagliaTsangGammaSampler;

/** Gamma samples given by mean and coefficient of variation, as the COV method uses them. */
public final class Gammas {
  private Gammas() {}

  /** A gamma sample of mean {@code mean} and coefficient of variation {@code cov} (shape 1/cov²). */
  public static double sample(UniformRandomProvider rng, double mean, double cov) {
    double shape = 1 / (cov * cov);
    return AhrensDieterMarsagliaTsangGammaSampler.of(rng, shape, mean / shape).sample();
  }

  /** A gamma sample as {@link #sample} drawn again until it is above {@code floor}. */
  public static double sampleAbove(UniformRandomProvider rng, double mean, double cov, double floor) {
    double x;
    do {
      x = sample(rng, mean, cov);
    } while (!(x > floor));
    return x;
  }
}
