package org.valen.hc.paper000.mapping;

import static org.assertj.core.api.Assertions.assertThat;
import static org.valen.hc.paper000.TinySystem.record;

import org.junit.jupiter.api.Test;
import org.valen.hc.paper000.TinySystem;
import org.valen.hc.paper000.heuristics.FcfsAllPStates;
import org.valen.hc.paper000.heuristics.FcfsPState0;
import org.valen.model.value.StepCurve;
import org.valen.runtime.sim.SimulationResult;

/**
 * The energy left for the day limits every heuristic: a choice whose EEC does not fit is not
 * made. One machine; P-state 0 takes 100 s at 100 W (10 kJ), P-state 1 150 s at 50 W (7.5 kJ);
 * the day's budget is 8 kJ.
 */
class EnergyLimitTest {
  private static TinySystem system() {
    return new TinySystem(new int[] {1}, new double[][][] {{{100, 150}}}, new double[][][] {{{100, 50}}})
        .arrive(0, 0, StepCurve.hardDeadline(1, 1e5));
  }

  private static MappingSettings settings() {
    return TinySystem.settings(Environment.POLLED).withEnergyBudget(8000);
  }

  @Test
  void shouldLeaveATaskUnmappedWhenPState0DoesNotFitTheEnergyLeft() {
    SimulationResult r = system().run(new FcfsPState0(), settings(), 1000);
    assertThat(record(r, "j0").startSeconds()).isNaN();
    assertThat(r.totalEnergyJoules()).isZero();
  }

  @Test
  void shouldTakeASlowerPStateThatFitsInTheAllPStatesVersion() {
    SimulationResult r = system().run(new FcfsAllPStates(), settings(), 1000);
    assertThat(record(r, "j0").startSeconds()).isEqualTo(60);
    assertThat(record(r, "j0").finishSeconds()).isEqualTo(210);
    assertThat(r.totalEnergyJoules()).isEqualTo(7500);
  }
}
