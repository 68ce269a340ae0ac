package org.valen.hc.paper000;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
import org.valen.runtime.sim.SimulationSettings;
import org.valen.runtime.sim.Variability;

/**
 * The indexed implementation decides exactly as the readable rules on paper 000's trials: for
 * every heuristic in both environments, with and without the energy filter, on two small trials,
 * the same simulation job by job and the same energy; and likewise under the kernel's
 * execution-time variability, where tasks end before or after their ETC.
 */
class ImplementationEquivalenceTest {

  static Stream<Arguments> runs() {
    List<Arguments> all = new ArrayList<>();
    for (String heuristic : Paper000Heuristics.names()) {
      for (String environment : List.of("queued", "polled")) {
        all.add(Arguments.of(heuristic, environment));
      }
    }
    return all.stream();
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("runs")
  void shouldDecideAsTheReadableRules(String heuristic, String environment) {
    for (long seed = 1; seed <= 2; seed++) {
      for (boolean filter : List.of(false, true)) {
        var options = SmallTrials.options(environment, filter, SmallTrials.tightBudgetJoules() * (filter ? 1 : 0.6));
        assertSame(heuristic, options, seed, SmallTrials.settings(seed),
            String.format("%s %s filter %s seed %d", heuristic, environment, filter, seed));
      }
    }
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("runs")
  void shouldDecideAsTheReadableRulesWhenTasksEndEarlyOrLate(String heuristic, String environment) {
    long seed = 5;
    var options = SmallTrials.options(environment, true, SmallTrials.tightBudgetJoules());
    SimulationSettings settings = SmallTrials.settings(seed).withVariability(Variability.defaults());
    assertSame(heuristic, options, seed, settings, heuristic + " " + environment + " with variability");
  }

  private static void assertSame(String heuristic, Map<String, String> options, long seed, SimulationSettings settings,
      String description) {
    SimulationResult readable = run(heuristic, options, Paper000Options.READABLE, seed, settings);
    SimulationResult fast = run(heuristic, options, Paper000Options.INDEXED, seed, settings);
    assertThat(fast.jobs()).as(description).isEqualTo(readable.jobs());
    assertThat(fast.totalEnergyJoules()).as(description).isEqualTo(readable.totalEnergyJoules());
  }

  static SimulationResult run(String heuristic, Map<String, String> options, String implementation, long seed,
      SimulationSettings settings) {
    Trial trial = SmallTrials.trial(seed);
    Map<String, String> forced = new HashMap<>(options);
    forced.put(Paper000Options.IMPLEMENTATION, implementation);
    PolicyInputs inputs = new PolicyInputs(trial.system().platform(), trial.system().catalogue(), Optional.empty(),
        forced);
    return Simulation.run(trial.system().platform(), trial.system().catalogue(), trial.workload(),
        Policies.find(heuristic).orElseThrow().create(inputs), settings);
  }
}
