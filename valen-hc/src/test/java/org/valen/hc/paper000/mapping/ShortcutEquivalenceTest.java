package org.valen.hc.paper000.mapping;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.valen.hc.paper000.Paper000Options;
import org.valen.hc.paper000.SmallTrials;
import org.valen.hc.paper000.heuristics.Paper000Heuristics;
import org.valen.hc.paper000.workload.Trial;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;

/**
 * The speed shortcuts change nothing: each heuristic gives the same simulation as the paper's
 * exhaustive remapping of every mappable task at every event (and, for the utility heuristics, as
 * a naive full scan of all tasks × machines × P-states per assignment; for Random, as its plain
 * walk over the pairs with every mapping made in full).
 */
class ShortcutEquivalenceTest {

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
  void shouldSimulateExactlyAsTheExhaustiveMapping(String heuristic, String environment) {
    for (long seed = 1; seed <= 2; seed++) {
      Trial trial = SmallTrials.trial(seed);
      for (boolean filter : List.of(false, true)) {
        var options = SmallTrials.options(environment, filter, SmallTrials.tightBudgetJoules() * (filter ? 1 : 0.6));
        PolicyInputs inputs = new PolicyInputs(trial.system().platform(), trial.system().catalogue(), Optional.empty(),
            options);
        SimulationResult fast = Simulation.run(trial.system().platform(), trial.system().catalogue(), trial.workload(),
            Policies.find(heuristic).orElseThrow().create(inputs), SmallTrials.settings(seed));
        MappingSettings settings = Paper000Options.settings(options);
        Heuristic reference = switch (heuristic) {
          case "MaxUtility" -> new NaiveBestScore(BestScore.Objective.UTILITY);
          case "MaxUPT" -> new NaiveBestScore(BestScore.Objective.UTILITY_PER_TIME);
          case "MaxUPE" -> new NaiveBestScore(BestScore.Objective.UTILITY_PER_ENERGY);
          case "Random" -> RandomMapping.withoutShortcuts(heuristic, settings.randomSeed());
          default -> Paper000Heuristics.named(heuristic).factory().apply(settings.randomSeed());
        };
        SimulationResult slow = Simulation.run(trial.system().platform(), trial.system().catalogue(), trial.workload(),
            new MappingEventPolicy(reference, settings).exhaustive(), SmallTrials.settings(seed));
        assertThat(fast.jobs()).as("%s %s filter %s seed %d", heuristic, environment, filter, seed)
            .isEqualTo(slow.jobs());
        assertThat(fast.totalEnergyJoules()).isEqualTo(slow.totalEnergyJoules());
      }
    }
  }
}
