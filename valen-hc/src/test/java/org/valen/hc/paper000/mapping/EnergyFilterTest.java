package org.valen.hc.paper000.mapping;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.valen.hc.paper000.TinySystem;
import org.valen.hc.paper000.heuristics.Paper000Heuristics;
import org.valen.model.value.StepCurve;

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

  /**
   * One machine, one task type (100 s, 100 W), a day from 0 to 1000 s, E = 1 MJ. At 120 s the task
   * that started at 60 has used 6 kJ and will use 4 kJ more; τ_rem = 1000 − 160 = 840 s; T = 1000
   * s; τ̄ = 100 s, ē = 10 kJ: n = min(8.4, 99) = 8.4, λ = (1e6/1000)/(1e4/160) = 16,
   * e_bud = 16 · 990000 / 8.4.
   */
  @Test
  void shouldRecomputeTheFilterAtEveryMappingEventFromTheKernelsEnergy() {
    TinySystem system = TinySystem.onePState(new int[] {1}, new double[][] {{100}}, new double[][] {{100}})
        .arrive(0, 0, StepCurve.hardDeadline(1, 1e5));
    List<MappingEventPolicy.MappingEvent> events = new ArrayList<>();
    MappingSettings settings = TinySystem.settings(Environment.QUEUED).withDay(0, 1000).withEnergyBudget(1e6)
        .withFilter(true);
    Heuristic fcfs = Paper000Heuristics.named("FCFS-P0").engine().apply(1);
    system.run(new MappingEventPolicy(fcfs, settings, events::add), 130);
    EnergyFilter at120 = events.get(1).filter();
    assertThat(events.get(1).seconds()).isEqualTo(120);
    assertThat(at120.eRemJoules()).isCloseTo(1e6 - 1e4, within(1e-6));
    assertThat(at120.tauRemSeconds()).isEqualTo(840);
    assertThat(at120.n()).isCloseTo(8.4, within(1e-12));
    assertThat(at120.lambda()).isCloseTo(16, within(1e-9));
    assertThat(at120.eBudJoules()).isCloseTo(16 * 990_000 / 8.4, within(1e-3));
  }
}
