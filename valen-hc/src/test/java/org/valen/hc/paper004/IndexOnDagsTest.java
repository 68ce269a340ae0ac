package org.valen.hc.paper004;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.valen.hc.paper004.heuristics.Paper004Heuristics;
import org.valen.runtime.PolicyContract;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;

/**
 * The indexed implementation makes exactly the readable rules' decisions on DAG jobs too: the
 * contract's scenarios (DAG jobs of 1–7 tasks on 1–3 nodes of 2–8 cores, overloaded, the kernel's
 * execution-time variability), seeds 1–4, flags all true or half, offers from design-time profiles
 * (odd seeds) or the execution model (even ones).
 */
class IndexOnDagsTest {

  static List<String> heuristics() {
    return Paper004Heuristics.names();
  }

  @ParameterizedTest
  @MethodSource("heuristics")
  void sameDecisionsOnDagJobs(String heuristic) {
    for (long seed = 1; seed <= 4; seed++) {
      assertThat(run(heuristic, seed, "indexed").jobs()).as("seed %d", seed)
          .isEqualTo(run(heuristic, seed, "readable").jobs());
    }
  }

  private static SimulationResult run(String heuristic, long seed, String implementation) {
    String p = seed <= 2 ? "1" : "0.5";
    Map<String, String> options = new HashMap<>(Map.of("canPreemptProbability", p, "preemptibleProbability", p,
        "seed", String.valueOf(seed), "implementation", implementation));
    PolicyContract.Scenario s = PolicyContract.scenario(seed, options);
    PolicyInputs inputs = new PolicyInputs(s.platform(), s.catalogue(),
        seed % 2 == 1 ? s.inputs().profiles() : Optional.empty(), options);
    return Simulation.run(inputs, s.workload(), Policies.find(heuristic).orElseThrow().create(inputs), s.settings());
  }
}
