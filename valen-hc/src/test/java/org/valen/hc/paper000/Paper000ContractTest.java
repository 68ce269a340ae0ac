package org.valen.hc.paper000;

import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;

/**
 * The shared policy contract for each of paper 000's heuristics, on small paper 000 trials
 * ({@link Paper000Contract}): odd seeds in the queued environment, even ones in the polled; seeds
 * 1, 2, 5, 6 with the energy filter; always under a tight energy budget.
 */
class Paper000ContractTest {

  /** The contract for the heuristic named {@link #heuristic()}. */
  abstract static class HeuristicContract extends Paper000Contract {
    abstract String heuristic();

    @Override
    protected Policy create(PolicyInputs inputs) {
      return Policies.find(heuristic()).orElseThrow().create(inputs);
    }

    @Override
    protected Map<String, String> options(long seed) {
      return SmallTrials.options(seed % 2 == 1 ? "queued" : "polled", seed % 4 == 1 || seed % 4 == 2,
          SmallTrials.tightBudgetJoules());
    }
  }

  @Nested
  class RandomContract extends HeuristicContract {
    String heuristic() {
      return "Random";
    }
  }

  @Nested
  class FcfsP0Contract extends HeuristicContract {
    String heuristic() {
      return "FCFS-P0";
    }
  }

  @Nested
  class FcfsAllPContract extends HeuristicContract {
    String heuristic() {
      return "FCFS-AllP";
    }
  }

  @Nested
  class PrioritizedFcfsP0Contract extends HeuristicContract {
    String heuristic() {
      return "PFCFS-P0";
    }
  }

  @Nested
  class PrioritizedFcfsAllPContract extends HeuristicContract {
    String heuristic() {
      return "PFCFS-AllP";
    }
  }

  @Nested
  class LcfsP0Contract extends HeuristicContract {
    String heuristic() {
      return "LCFS-P0";
    }
  }

  @Nested
  class LcfsAllPContract extends HeuristicContract {
    String heuristic() {
      return "LCFS-AllP";
    }
  }

  @Nested
  class PrioritizedLcfsP0Contract extends HeuristicContract {
    String heuristic() {
      return "PLCFS-P0";
    }
  }

  @Nested
  class PrioritizedLcfsAllPContract extends HeuristicContract {
    String heuristic() {
      return "PLCFS-AllP";
    }
  }

  @Nested
  class MaxUtilityContract extends HeuristicContract {
    String heuristic() {
      return "MaxUtility";
    }
  }

  @Nested
  class MaxUptContract extends HeuristicContract {
    String heuristic() {
      return "MaxUPT";
    }
  }

  @Nested
  class MaxUpeContract extends HeuristicContract {
    String heuristic() {
      return "MaxUPE";
    }
  }
}
