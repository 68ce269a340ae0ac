package org.valen.hc.paper004;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.valen.hc.paper004.heuristics.Paper004Heuristics;
import org.valen.model.trials.paper004.system.ClusterParameters;
import org.valen.model.trials.paper004.workload.BurstParameters;
import org.valen.model.trials.paper004.workload.Paper004Trial;
import org.valen.model.trials.paper004.workload.Paper004TrialParameters;
import org.valen.model.trials.paper004.workload.UtilityClassSet;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;

/**
 * The indexes and caches of the fast implementation (the task index, the executing tasks' heaps,
 * Pair's rounds and partner groups) make exactly the decisions of the readable scans, heuristic by
 * heuristic: on random small systems (1–5 clusters of 1–3 nodes of 1–4 cores, bursts from single
 * tasks to more than the cores, every utility class set, flags from none to all, overloads that
 * make every cluster busy), and on the paper's system (five clusters, about 800 cores) for a
 * trial of 45 minutes.
 */
class IndexOnVariedSystemsTest {

  static List<String> heuristics() {
    return Paper004Heuristics.names();
  }

  @ParameterizedTest
  @MethodSource("heuristics")
  void sameDecisionsOnRandomSmallSystems(String heuristic) {
    for (long seed = 11; seed <= 22; seed++) {
      SplittableRandom r = new SplittableRandom(seed);
      int clusters = 1 + r.nextInt(5);
      int minNodes = 1 + r.nextInt(2);
      ClusterParameters system = ClusterParameters.paper004().withClusters(clusters)
          .withNodes(1 + r.nextInt(4), minNodes, minNodes + r.nextInt(2)).withTaskTypes(4 + r.nextInt(8), 2);
      double[] burst = {1, 2, 6, 16, 40};
      double[] flags = {1, 1, 0.5, 0.2, 0};
      UtilityClassSet set = UtilityClassSet.values()[r.nextInt(UtilityClassSet.values().length)];
      BurstParameters bursts = new BurstParameters(60 + r.nextInt(120), 0.5, 1.5, burst[r.nextInt(burst.length)], 0.5,
          24, set, BurstParameters.paper004().shape());
      Paper004Trial trial = Paper004Trial.generate(new Paper004TrialParameters(system, bursts), seed);
      String p = String.valueOf(flags[r.nextInt(flags.length)]);
      assertThat(run(heuristic, trial, p, "indexed").jobs()).as("seed %d", seed)
          .isEqualTo(run(heuristic, trial, p, "readable").jobs());
    }
  }

  @ParameterizedTest
  @MethodSource("heuristics")
  void sameDecisionsOnThePapersSystem(String heuristic) {
    Paper004TrialParameters p = Paper004TrialParameters.paper004();
    BurstParameters bursts = new BurstParameters(75, 0.5, 0.25, 64, 0.5, 24, UtilityClassSet.TWENTY_CLASSES,
        p.bursts().shape());
    Paper004Trial trial = Paper004Trial.generate(p.withBursts(bursts), 3);
    assertThat(run(heuristic, trial, "1", "indexed").jobs()).isEqualTo(run(heuristic, trial, "1", "readable").jobs());
  }

  private static SimulationResult run(String heuristic, Paper004Trial trial, String flags, String implementation) {
    PolicyInputs inputs = new PolicyInputs(trial.system().platform(), trial.system().catalogue(), Optional.empty(),
        Map.of("canPreemptProbability", flags, "preemptibleProbability", flags, "seed",
            String.valueOf(trial.seed()), "implementation", implementation));
    return Simulation.run(inputs, trial.workload(), Policies.find(heuristic).orElseThrow().create(inputs),
        SmallPaper004Trials.settings(trial));
  }
}
