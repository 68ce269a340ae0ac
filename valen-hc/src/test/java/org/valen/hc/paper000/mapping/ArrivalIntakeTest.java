package org.valen.hc.paper000.mapping;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.valen.hc.paper000.Paper000Options;
import org.valen.hc.paper000.SmallTrials;
import org.valen.hc.paper000.heuristics.Paper000Heuristics;
import org.valen.hc.paper000.workload.Trial;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;

/**
 * Tasks join the mappable set as they arrive when the policy's tables exist from the start (and
 * its heuristic is prepared then), and at the first mapping event otherwise: both give the same
 * simulation, and the kernel counts every arrival it told the policy of.
 */
class ArrivalIntakeTest {

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"FCFS-P0", "PLCFS-AllP", "MaxUPE", "Random"})
  void shouldSimulateTheSameWhetherTasksAreTakenInOnArrivalOrAtTheFirstEvent(String heuristic) {
    Trial trial = SmallTrials.trial(3);
    for (String environment : List.of("queued", "polled")) {
      MappingSettings settings = Paper000Options.settings(
          SmallTrials.options(environment, true, SmallTrials.tightBudgetJoules()));
      Heuristic h = Paper000Heuristics.named(heuristic).engine().apply(settings.randomSeed());
      SimulationResult onArrival = Simulation.run(trial.system().platform(), trial.system().catalogue(),
          trial.workload(), new MappingEventPolicy(h, settings, trial.system().platform(), trial.system().catalogue()),
          SmallTrials.settings(3));
      Heuristic again = Paper000Heuristics.named(heuristic).engine().apply(settings.randomSeed());
      SimulationResult atFirstEvent = Simulation.run(trial.system().platform(), trial.system().catalogue(),
          trial.workload(), new MappingEventPolicy(again, settings), SmallTrials.settings(3));
      assertThat(onArrival.jobs()).as("%s %s", heuristic, environment).isEqualTo(atFirstEvent.jobs());
      assertThat(onArrival.decisionTiming().arrivals()).isEqualTo(onArrival.jobs().size());
      assertThat(onArrival.decisionTiming().intakeNanos()).as("hundreds of tasks taken in").isPositive();
    }
  }

  @Test
  void shouldRefuseToPrepareOneUtilityHeuristicForTwoPolicies() {
    Trial trial = SmallTrials.trial(3);
    MappingSettings settings = Paper000Options.settings(SmallTrials.options("queued", false, Double.POSITIVE_INFINITY));
    Heuristic shared = Paper000Heuristics.named("MaxUPE").engine().apply(1L);
    new MappingEventPolicy(shared, settings, trial.system().platform(), trial.system().catalogue());
    assertThatThrownBy(() -> new MappingEventPolicy(shared, settings, trial.system().platform(), trial.system().catalogue()))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("already serves another policy's tasks");
  }
}
