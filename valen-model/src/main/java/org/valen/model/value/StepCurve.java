package org.valen.model.value;

import java.util.List;
import org.valen.model.Check;

/**
 * A staircase: {@code steps[i].value} until {@code steps[i].untilSeconds}, zero after the last
 * step. One step is a hard deadline (paper 002: no value after the deadline); several steps model
 * the simplified utility functions of paper 004. Completing exactly at a step's time still earns
 * that step's value.
 *
 * @param steps strictly increasing times, non-increasing values
 */
public record StepCurve(List<Step> steps) implements ValueCurve {

  /** Value {@code value} for completions up to {@code untilSeconds} after arrival. */
  public record Step(double untilSeconds, double value) {
    public Step {
      Check.nonNegative(untilSeconds, "untilSeconds");
      Check.nonNegative(value, "value");
    }
  }

  public StepCurve {
    steps = List.copyOf(Check.nonEmpty(steps, "steps"));
    for (int i = 1; i < steps.size(); i++) {
      if (!(steps.get(i).untilSeconds() > steps.get(i - 1).untilSeconds())) {
        throw new IllegalArgumentException("step " + i + " must end after step " + (i - 1));
      }
      if (steps.get(i).value() > steps.get(i - 1).value()) {
        throw new IllegalArgumentException(
            "step " + i + " has value " + steps.get(i).value() + ", more than step " + (i - 1)
                + "'s " + steps.get(i - 1).value() + ": a value curve must not increase");
      }
    }
  }

  /** Full value until the deadline, nothing after. */
  public static StepCurve hardDeadline(double value, double deadlineSeconds) {
    return new StepCurve(List.of(new Step(deadlineSeconds, value)));
  }

  @Override
  public double valueAt(double t) {
    for (Step s : steps) {
      if (t <= s.untilSeconds()) {
        return s.value();
      }
    }
    return 0;
  }

  @Override
  public double zeroAfterSeconds() {
    for (int i = 0; i < steps.size(); i++) {
      if (steps.get(i).value() == 0) {
        return i == 0 ? 0 : steps.get(i - 1).untilSeconds();
      }
    }
    return Math.nextUp(steps.get(steps.size() - 1).untilSeconds());
  }

  @Override
  public double deadlineSeconds() {
    return steps.get(0).untilSeconds();
  }
}
