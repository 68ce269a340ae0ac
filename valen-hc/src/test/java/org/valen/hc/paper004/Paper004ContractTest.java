package org.valen.hc.paper004;

import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.valen.hc.paper000.Paper000Contract;
import org.valen.runtime.PolicyContract;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;

/**
 * The shared policy contract for each of paper 004's ten heuristics, with preemption: on small
 * paper 004 trials (seeds 1–4, odd seeds with both flags always true, even ones with each flag true
 * with probability 0.5; seed 4 with the readable implementation) and, beyond the paper, on small
 * paper 000 trials (seeds 5 and 6: heterogeneous one-core machines with P-states).
 */
class Paper004ContractTest {

  static PolicyContract.Scenario scenario(long seed) {
    if (seed >= 5) {
      return Paper000Contract.scenario(seed, Map.of("seed", String.valueOf(seed)));
    }
    String p = seed % 2 == 1 ? "1" : "0.5";
    return Paper004Contract.scenario(seed, Map.of("canPreemptProbability", p, "preemptibleProbability", p,
        "seed", String.valueOf(seed), "implementation", seed == 4 ? "readable" : "indexed"));
  }

  /** The contract for the heuristic named {@link #heuristic()}. */
  abstract static class HeuristicContract extends PolicyContract {
    abstract String heuristic();

    @Override
    protected Policy create(PolicyInputs inputs) {
      return Policies.find(heuristic()).orElseThrow().create(inputs);
    }

    @Override
    protected Scenario scenario(long seed) {
      return Paper004ContractTest.scenario(seed);
    }
  }

  @Nested
  class RandomContract extends HeuristicContract {
    String heuristic() {
      return "P004-Random";
    }
  }

  @Nested
  class FcfsContract extends HeuristicContract {
    String heuristic() {
      return "P004-FCFS";
    }
  }

  @Nested
  class MaxUtilContract extends HeuristicContract {
    String heuristic() {
      return "P004-MaxUtil";
    }
  }

  @Nested
  class MaxUptContract extends HeuristicContract {
    String heuristic() {
      return "P004-MaxUPT";
    }
  }

  @Nested
  class MaxUtilGreedyContract extends HeuristicContract {
    String heuristic() {
      return "P004-MaxUtil-Greedy";
    }
  }

  @Nested
  class MaxUptGreedyContract extends HeuristicContract {
    String heuristic() {
      return "P004-MaxUPT-Greedy";
    }
  }

  @Nested
  class MaxUtilDiffContract extends HeuristicContract {
    String heuristic() {
      return "P004-MaxUtil-Diff";
    }
  }

  @Nested
  class MaxUptDiffContract extends HeuristicContract {
    String heuristic() {
      return "P004-MaxUPT-Diff";
    }
  }

  @Nested
  class MaxUtilPairContract extends HeuristicContract {
    String heuristic() {
      return "P004-MaxUtil-Pair";
    }
  }

  @Nested
  class MaxUptPairContract extends HeuristicContract {
    String heuristic() {
      return "P004-MaxUPT-Pair";
    }
  }
}
