package org.valen.hc.paper002;

import org.valen.model.Check;

/**
 * The multiplier ζ_mul of Eq. 6 by the average queue depth (section 5.6): "ζ_mul = 0.8 for an
 * average queue depth less than 0.8, ζ_mul = 1.2 for an average queue depth of 0.8 to 1.2, and ζ_mul
 * = 2.0 for any average queue depth greater than 1.2" (both bounds of the middle band included).
 *
 * @param lowDepth below it, {@code lowMultiplier}
 * @param highDepth above it, {@code highMultiplier}; from {@code lowDepth} to it, {@code middleMultiplier}
 * @param lowMultiplier ζ_mul of a quiet system
 * @param middleMultiplier ζ_mul in between
 * @param highMultiplier ζ_mul in a burst
 */
public record FairShare(double lowDepth, double highDepth, double lowMultiplier, double middleMultiplier,
    double highMultiplier) {

  public FairShare {
    Check.nonNegative(lowDepth, "lowDepth");
    Check.inRange(highDepth, lowDepth, Double.MAX_VALUE, "highDepth");
    Check.nonNegative(lowMultiplier, "lowMultiplier");
    Check.nonNegative(middleMultiplier, "middleMultiplier");
    Check.nonNegative(highMultiplier, "highMultiplier");
  }

  /** The paper's table. */
  public static FairShare paper002() {
    return new FairShare(0.8, 1.2, 0.8, 1.2, 2.0);
  }

  /** ζ_mul at {@code averageQueueDepth}. */
  public double multiplier(double averageQueueDepth) {
    if (averageQueueDepth < lowDepth) {
      return lowMultiplier;
    }
    return averageQueueDepth <= highDepth ? middleMultiplier : highMultiplier;
  }
}
