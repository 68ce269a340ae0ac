package org.valen.hc.paper002.robustness;

/**
 * The resolution at which the heuristics compare probabilities and times: a robustness ρ is kept to
 * 12 decimals and an expected completion time to the microsecond. Sums of the same impulses taken
 * in another order — a completion pmf's CDF after a convolution, or the same sum without it —
 * then compare equal, and a certain completion has ρ = 1 exactly (so that the Lightest Load's
 * product EEC × (1 − ρ) is 0 on every core certain to meet the deadline, and its tie rule decides).
 */
public final class Probabilities {
  private static final double PROBABILITY_RESOLUTION = 1e12;
  private static final double TIME_RESOLUTION = 1e6;

  private Probabilities() {}

  /** {@code p} in [0, 1], to 12 decimals. */
  public static double probability(double p) {
    return Math.min(1, Math.max(0, Math.rint(p * PROBABILITY_RESOLUTION) / PROBABILITY_RESOLUTION));
  }

  /** {@code seconds} to the microsecond. */
  public static double seconds(double seconds) {
    return Math.rint(seconds * TIME_RESOLUTION) / TIME_RESOLUTION;
  }
}
