package org.valen.model.value;

/**
 * The value a job earns as a function of when it completes, measured in seconds since its arrival.
 * Monotonically non-increasing (papers 000 and 001): the later, the less.
 *
 * <p>Implementations are immutable records that check their parameters in their constructors; the
 * JSON formats know {@link SoftDeadlineCurve}, {@link StepCurve} and {@link
 * PiecewiseLinearCurve}.
 */
public interface ValueCurve {

  /** Value earned when the job completes {@code secondsSinceArrival} after it arrived. */
  double valueAt(double secondsSinceArrival);

  /** The value earned by completing at arrival: the largest value of the curve. */
  default double maxValue() {
    return valueAt(0);
  }

  /**
   * The time since arrival from which the value is zero, {@link Double#POSITIVE_INFINITY} if it
   * never is. A job still queued at that time can be dropped (paper 001 rejects it).
   */
  double zeroAfterSeconds();

  /** The time since arrival until which the full value is earned: the (soft) deadline. */
  double deadlineSeconds();
}
