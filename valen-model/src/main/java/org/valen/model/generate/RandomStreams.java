package org.valen.model.generate;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;

/**
 * Independent random streams derived from one seed, so that every run, trial or generator part has
 * its own generator and results never depend on thread scheduling. Nothing here is global.
 */
public final class RandomStreams {
  private RandomStreams() {}

  /** A generator (xoroshiro128++) seeded from {@code seed}. */
  public static UniformRandomProvider create(long seed) {
    return RandomSource.XO_RO_SHI_RO_128_PP.create(new long[] {mix(seed), mix(seed + 0x632BE59BD9B4E019L)});
  }

  /** A generator for stream {@code stream} of {@code seed}: different streams do not overlap. */
  public static UniformRandomProvider create(long seed, long stream) {
    return create(derive(seed, stream));
  }

  /** The seed of stream {@code stream} of {@code seed} (SplitMix64 finalizer of both). */
  public static long derive(long seed, long stream) {
    return mix(seed ^ mix(stream + 0x9E3779B97F4A7C15L));
  }

  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /** A sample of the log-uniform distribution on [{@code min}, {@code max}]. */
  public static double logUniform(UniformRandomProvider rng, double min, double max) {
    if (min == max) {
      return min;
    }
    return Math.exp(Math.log(min) + rng.nextDouble() * (Math.log(max) - Math.log(min)));
  }

  /** A sample of the uniform distribution on [{@code min}, {@code max}). */
  public static double uniform(UniformRandomProvider rng, double min, double max) {
    return min + rng.nextDouble() * (max - min);
  }

  /** A sample of the exponential distribution with this mean (inverse transform). */
  public static double exponential(UniformRandomProvider rng, double mean) {
    return -mean * Math.log1p(-rng.nextDouble());
  }
}
