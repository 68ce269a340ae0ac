package org.valen.model.value;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class ValueCurveTest {

  @Test
  void shouldKeepFullValueUntilTheSoftDeadlineThenDecayToZero() {
    SoftDeadlineCurve c = SoftDeadlineCurve.linear(10, 100, 300);
    assertThat(c.valueAt(0)).isEqualTo(10);
    assertThat(c.valueAt(100)).isEqualTo(10);
    assertThat(c.valueAt(200)).isEqualTo(5);
    assertThat(c.valueAt(300)).isZero();
    assertThat(c.valueAt(1e9)).isZero();
    assertThat(c.zeroAfterSeconds()).isEqualTo(300);
    assertThat(c.deadlineSeconds()).isEqualTo(100);
  }

  @Test
  void shouldShapeTheDecayWithTheExponent() {
    SoftDeadlineCurve quadratic = new SoftDeadlineCurve(10, 100, 300, 2);
    assertThat(quadratic.valueAt(200)).isCloseTo(2.5, within(1e-12));
  }

  @Test
  void shouldStepDownAndEndAtZero() {
    StepCurve c = new StepCurve(List.of(new StepCurve.Step(10, 8), new StepCurve.Step(20, 4)));
    assertThat(c.valueAt(10)).isEqualTo(8);
    assertThat(c.valueAt(10.5)).isEqualTo(4);
    assertThat(c.valueAt(20.5)).isZero();
    assertThat(c.zeroAfterSeconds()).isGreaterThan(20).isLessThan(20.000001);
    assertThat(StepCurve.hardDeadline(5, 60).deadlineSeconds()).isEqualTo(60);
  }

  @Test
  void shouldInterpolateBetweenPoints() {
    PiecewiseLinearCurve c = new PiecewiseLinearCurve(List.of(
        new PiecewiseLinearCurve.Point(0, 6), new PiecewiseLinearCurve.Point(10, 6),
        new PiecewiseLinearCurve.Point(20, 2), new PiecewiseLinearCurve.Point(40, 0)));
    assertThat(c.valueAt(15)).isEqualTo(4);
    assertThat(c.valueAt(30)).isEqualTo(1);
    assertThat(c.zeroAfterSeconds()).isEqualTo(40);
    assertThat(c.deadlineSeconds()).isEqualTo(10);
  }

  @Test
  void shouldDecayIntervalByInterval() {
    // full 8 for 10 s, then from 6 halving every 10 s until 40 s
    double rate = Math.log(2) / 10;
    IntervalDecayCurve c = new IntervalDecayCurve(List.of(
        new IntervalDecayCurve.Interval(0, 8, 0), new IntervalDecayCurve.Interval(10, 6, rate)), 40);
    assertThat(c.valueAt(5)).isEqualTo(8);
    assertThat(c.valueAt(10)).isEqualTo(6);
    assertThat(c.valueAt(20)).isCloseTo(3, within(1e-12));
    assertThat(c.valueAt(40)).isZero();
    assertThat(c.deadlineSeconds()).isEqualTo(10);
    assertThat(c.zeroAfterSeconds()).isEqualTo(40);
    assertThatThrownBy(() -> new IntervalDecayCurve(List.of(
        new IntervalDecayCurve.Interval(0, 8, rate), new IntervalDecayCurve.Interval(10, 5, 0)), 40))
        .hasMessageContaining("must not increase");
  }

  @Test
  void shouldRefuseIncreasingCurves() {
    assertThatThrownBy(() -> new StepCurve(List.of(new StepCurve.Step(10, 1), new StepCurve.Step(20, 2))))
        .hasMessageContaining("must not increase");
    assertThatThrownBy(() -> new PiecewiseLinearCurve(List.of(
            new PiecewiseLinearCurve.Point(0, 1), new PiecewiseLinearCurve.Point(5, 3))))
        .hasMessageContaining("must not increase");
    assertThatThrownBy(() -> SoftDeadlineCurve.linear(1, 100, 50)).hasMessageContaining("after deadlineSeconds");
  }
}
