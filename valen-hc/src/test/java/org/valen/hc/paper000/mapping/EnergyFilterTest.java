package org.valen.hc.paper000.mapping;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** Paper 000's Eqs. 1–3 against hand-computed values. */
class EnergyFilterTest {

  @Test
  void shouldComputeTheBudgetWhenTimeLimitsTheTasksLeft() {
    // e_rem = 1000 − (200 + 100) = 700; n = min(50/5, 700/20) = 10;
    // λ = (1000/100) / (300/(100 − 50)) = 10/6; e_bud = λ · 700/10 = 116.67
    EnergyFilter f = EnergyFilter.compute(1000, 200, 100, 50, 100, 5, 20);
    assertThat(f.eRemJoules()).isEqualTo(700);
    assertThat(f.n()).isEqualTo(10);
    assertThat(f.lambda()).isCloseTo(10.0 / 6, within(1e-12));
    assertThat(f.eBudJoules()).isCloseTo(700.0 / 6, within(1e-9));
  }

  @Test
  void shouldReduceToTheMeanEnergyTimesLambdaWhenEnergyLimitsTheTasksLeft() {
    // e_rem = 200; n = min(80/5, 200/50) = 4; λ = (1000/100)/(800/20) = 0.25; e_bud = λ · ē = 12.5
    EnergyFilter f = EnergyFilter.compute(1000, 600, 200, 80, 100, 5, 50);
    assertThat(f.n()).isEqualTo(4);
    assertThat(f.lambda()).isEqualTo(0.25);
    assertThat(f.eBudJoules()).isCloseTo(0.25 * 50, within(1e-12));
  }

  @Test
  void shouldNotFilterBeforeAnyEnergyIsCommittedAndPassNothingWhenNoneIsLeft() {
    assertThat(EnergyFilter.compute(1000, 0, 0, 90, 100, 5, 20).eBudJoules()).isEqualTo(Double.POSITIVE_INFINITY);
    assertThat(EnergyFilter.compute(1000, 0, 0, 100, 100, 5, 20).lambda()).isEqualTo(1);
    assertThat(EnergyFilter.compute(1000, 900, 200, 50, 100, 5, 20).eBudJoules()).isZero();
  }
}
