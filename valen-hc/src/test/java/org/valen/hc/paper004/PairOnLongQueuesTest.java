package org.valen.hc.paper004;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.valen.model.trials.paper004.system.ClusterParameters;
import org.valen.model.trials.paper004.workload.BurstParameters;
import org.valen.model.trials.paper004.workload.Paper004Trial;
import org.valen.model.trials.paper004.workload.Paper004TrialParameters;
import org.valen.model.trials.paper004.workload.UtilityClassSet;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.sim.Simulation;

/**
 * Preempt Pair's indexed rounds on long queues: the kinds kept through the run ({@code PairKinds})
 * and the deferral of a kind's tasks at once ({@code PairRounds}) make exactly the readable loop's
 * decisions where they matter most — hours of an overloaded small system, so that hundreds of tasks
 * wait and most of each event's rounds defer, with step functions (many choices of equal value, so
 * that the deferred tasks of one kind and another kind's choice interleave by arrival) and with
 * the decaying class, all flags true and half of them.
 */
class PairOnLongQueuesTest {

  static List<String> pairs() {
    return List.of("P004-MaxUtil-Pair", "P004-MaxUPT-Pair");
  }

  @ParameterizedTest
  @MethodSource("pairs")
  void indexedRoundsDecideAsTheReadableLoop(String heuristic) {
    for (long seed = 1; seed <= 4; seed++) {
      UtilityClassSet set = seed % 2 == 1 ? UtilityClassSet.STEP : UtilityClassSet.DECAYING;
      Paper004TrialParameters p = Paper004TrialParameters.paper004();
      ClusterParameters system = p.system().withClusters(3).withNodes(4, 1, 2).withTaskTypes(10, 2);
      BurstParameters bursts = new BurstParameters(150, 1, 3, 8, 0.5, 24, set, p.bursts().shape());
      Paper004Trial trial = Paper004Trial.generate(new Paper004TrialParameters(system, bursts), seed);
      String flags = seed <= 2 ? "1" : "0.5";
      assertThat(run(heuristic, trial, flags, "indexed")).as("seed %d", seed)
          .isEqualTo(run(heuristic, trial, flags, "readable"));
    }
  }

  private static Object run(String heuristic, Paper004Trial trial, String flags, String implementation) {
    PolicyInputs inputs = new PolicyInputs(trial.system().platform(), trial.system().catalogue(), Optional.empty(),
        Map.of("canPreemptProbability", flags, "preemptibleProbability", flags, "seed",
            String.valueOf(trial.seed()), "implementation", implementation));
    return Simulation.run(inputs, trial.workload(), Policies.find(heuristic).orElseThrow().create(inputs),
        SmallPaper004Trials.settings(trial)).jobs();
  }
}
