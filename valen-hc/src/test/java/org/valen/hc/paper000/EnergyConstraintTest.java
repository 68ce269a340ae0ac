package org.valen.hc.paper000;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.valen.hc.paper000.heuristics.Paper000Heuristics;
import org.valen.model.trials.paper000.workload.Trial;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;

/** The day's energy constraint E is never exceeded, by any heuristic, in either environment, filtered or not. */
class EnergyConstraintTest {

  static Stream<Arguments> runs() {
    List<Arguments> all = new ArrayList<>();
    for (String heuristic : Paper000Heuristics.names()) {
      for (long seed = 1; seed <= 2; seed++) {
        all.add(Arguments.of(heuristic, seed));
      }
    }
    return all.stream();
  }

  @ParameterizedTest(name = "{0}, seed {1}")
  @MethodSource("runs")
  void shouldNeverUseMoreThanTheDaysBudget(String heuristic, long seed) {
    Trial trial = SmallTrials.trial(seed);
    for (String environment : List.of("queued", "polled")) {
      for (boolean filter : List.of(false, true)) {
        double budget = SmallTrials.tightBudgetJoules() * (seed == 1 ? 1 : 0.3);
        PolicyInputs inputs = new PolicyInputs(trial.system().platform(), trial.system().catalogue(), Optional.empty(),
            SmallTrials.options(environment, filter, budget));
        SimulationResult r = Simulation.run(trial.system().platform(), trial.system().catalogue(), trial.workload(),
            Policies.find(heuristic).orElseThrow().create(inputs), SmallTrials.settings(seed));
        double used = SmallTrials.energyBetween(r, SmallTrials.DAY_START_SECONDS, SmallTrials.DAY_END_SECONDS);
        assertThat(used).as("%s %s filter %s seed %d: energy of the day", heuristic, environment, filter, seed)
            .isLessThanOrEqualTo(budget * (1 + 1e-9)).isPositive();
      }
    }
  }
}
