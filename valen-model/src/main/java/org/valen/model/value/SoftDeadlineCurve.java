package org.valen.model.value;

import org.valen.model.Check;

/**
 * Paper 001's value curve (Fig. 3b): the full value until the soft deadline, then a monotone decay
 * that reaches zero at {@code zeroValueSeconds}:
 *
 * <pre>
 *   value(t) = maxValue                                   for t ≤ deadline
 *            = maxValue · (1 − (t − deadline)/(zero − deadline))^decayExponent   in between
 *            = 0                                          for t ≥ zero
 * </pre>
 *
 * The paper draws the decay but gives no formula; {@code decayExponent} 1 is a linear decay, larger
 * exponents drop faster just after the deadline and flatten towards zero, as the paper's figure.
 *
 * @param maxValue value earned at or before the deadline
 * @param deadlineSeconds soft deadline, seconds after arrival
 * @param zeroValueSeconds time after arrival from which the value is zero; after the deadline
 * @param decayExponent shape of the decay, {@code > 0}
 */
public record SoftDeadlineCurve(
    double maxValue, double deadlineSeconds, double zeroValueSeconds, double decayExponent)
    implements ValueCurve {

  public SoftDeadlineCurve {
    Check.nonNegative(maxValue, "maxValue");
    Check.nonNegative(deadlineSeconds, "deadlineSeconds");
    Check.positive(decayExponent, "decayExponent");
    if (!(zeroValueSeconds > deadlineSeconds) || Double.isInfinite(zeroValueSeconds)) {
      throw new IllegalArgumentException(
          "zeroValueSeconds must be finite and after deadlineSeconds " + deadlineSeconds
              + ", was " + zeroValueSeconds);
    }
  }

  /** A curve with a linear decay. */
  public static SoftDeadlineCurve linear(double maxValue, double deadline, double zeroValue) {
    return new SoftDeadlineCurve(maxValue, deadline, zeroValue, 1.0);
  }

  @Override
  public double valueAt(double t) {
    if (t <= deadlineSeconds) {
      return maxValue;
    }
    if (t >= zeroValueSeconds) {
      return 0;
    }
    double remaining = 1 - (t - deadlineSeconds) / (zeroValueSeconds - deadlineSeconds);
    return maxValue * Math.pow(remaining, decayExponent);
  }

  @Override
  public double maxValue() {
    return maxValue;
  }

  @Override
  public double zeroAfterSeconds() {
    return zeroValueSeconds;
  }
}
