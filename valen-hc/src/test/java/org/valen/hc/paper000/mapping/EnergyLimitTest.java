package org.valen.hc.paper000.mapping;

import static org.assertj.core.api.Assertions.assertThat;
import static org.valen.hc.paper000.TinySystem.record;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.valen.hc.paper000.TinySystem;
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

  @ParameterizedTest
  @ValueSource(strings = {"readable", "indexed"})
  void shouldLeaveATaskUnmappedWhenPState0DoesNotFitTheEnergyLeft(String implementation) {
    SimulationResult r = system().run("FCFS-P0", settings(), implementation, 1000);
    assertThat(record(r, "j0").startSeconds()).isNaN();
    assertThat(r.totalEnergyJoules()).isZero();
  }

  @ParameterizedTest
  @ValueSource(strings = {"readable", "indexed"})
  void shouldTakeASlowerPStateThatFitsInTheAllPStatesVersion(String implementation) {
    SimulationResult r = system().run("FCFS-AllP", settings(), implementation, 1000);
    assertThat(record(r, "j0").startSeconds()).isEqualTo(60);
    assertThat(record(r, "j0").finishSeconds()).isEqualTo(210);
    assertThat(r.totalEnergyJoules()).isEqualTo(7500);
  }

  /**
   * P-state 0 (100 s, 10 kJ) does not fit 9 kJ; P-state 1 takes 200 s at 40 W (8 kJ), P-state 2
   * 150 s at 50 W (7.5 kJ), as generated systems may have it: Max Utility and Max UPT take the
   * fastest that fits, P-state 2 (earlier completion, less time); FCFS All P-states the first that
   * fits in P-state order, P-state 1.
   */
  @ParameterizedTest(name = "{0} {1}")
  @CsvSource({"MaxUtility, readable, 210", "MaxUtility, indexed, 210", "MaxUPT, readable, 210", "MaxUPT, indexed, 210",
      "FCFS-AllP, readable, 260", "FCFS-AllP, indexed, 260"})
  void shouldTakeTheFastestPStateThatFitsWhenPStatesAreNotOrderedBySpeed(String heuristic,
      String implementation, double finish) {
    TinySystem system = new TinySystem(new int[] {1}, new double[][][] {{{100, 200, 150}}},
        new double[][][] {{{100, 40, 50}}}).arrive(0, 0, StepCurve.hardDeadline(1, 1e5));
    SimulationResult r = system.run(heuristic, TinySystem.settings(Environment.POLLED).withEnergyBudget(9000),
        implementation, 1000);
    assertThat(record(r, "j0").finishSeconds()).isEqualTo(finish);
  }
}
