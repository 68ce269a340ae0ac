package org.valen.hc.paper004;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.valen.hc.paper004.heuristics.Paper004Heuristics;
import org.valen.model.trials.paper004.workload.Paper004Trial;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;

/**
 * The fast implementation ({@code implementation=indexed}: the task index, Pair's cached first
 * phases) makes exactly the decisions of the readable one ({@code implementation=readable}: every
 * event scans every task), heuristic by heuristic, on small trials of every utility class set, with
 * all flags true and with half of them.
 */
class ImplementationEquivalenceTest {

  static java.util.List<String> heuristics() {
    return Paper004Heuristics.names();
  }

  @ParameterizedTest
  @MethodSource("heuristics")
  void indexedAndReadableDecideAlike(String heuristic) {
    for (long seed = 1; seed <= 6; seed++) {
      String p = seed <= 3 ? "1" : "0.5";
      assertThat(run(heuristic, seed, p, "indexed").jobs()).as("seed %d", seed)
          .isEqualTo(run(heuristic, seed, p, "readable").jobs());
    }
  }

  private static SimulationResult run(String heuristic, long seed, String flags, String implementation) {
    Paper004Trial trial = SmallPaper004Trials.trial(seed);
    PolicyInputs inputs = new PolicyInputs(trial.system().platform(), trial.system().catalogue(), Optional.empty(),
        Map.of("canPreemptProbability", flags, "preemptibleProbability", flags, "seed", String.valueOf(seed),
            "implementation", implementation));
    return Simulation.run(inputs, trial.workload(), Policies.find(heuristic).orElseThrow().create(inputs),
        SmallPaper004Trials.settings(trial));
  }
}
