package org.valen.hc.paper000;

import org.junit.jupiter.api.Nested;
import org.valen.hc.paper000.workload.Trial;
import org.valen.runtime.PolicyContract;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.sim.Variability;

/**
 * The shared policy contract for each of paper 000's heuristics, on small paper 000 trials: odd
 * seeds in the queued environment, even ones in the polled; seeds 1, 2, 5, 6 with the energy
 * filter; always under a tight energy budget. Seeds 5 and 6 run with the kernel's default
 * execution-time variability (tasks end before or after their ETC), the others with ETC times.
 */
class Paper000ContractTest {

  /** The contract for the heuristic named {@link #heuristic()}. */
  abstract static class HeuristicContract extends PolicyContract {
    abstract String heuristic();

    @Override
    protected Policy create(PolicyInputs inputs) {
      return Policies.find(heuristic()).orElseThrow().create(inputs);
    }

    @Override
    protected Scenario scenario(long seed) {
      Trial trial = SmallTrials.trial(seed);
      var options = SmallTrials.options(seed % 2 == 1 ? "queued" : "polled", seed % 4 == 1 || seed % 4 == 2,
          SmallTrials.tightBudgetJoules());
      return new Scenario(trial.system().platform(), trial.system().catalogue(), trial.workload(),
          new PolicyInputs(trial.system().platform(), trial.system().catalogue(), java.util.Optional.empty(), options),
          seed >= 5 ? SmallTrials.settings(seed).withVariability(Variability.defaults()) : SmallTrials.settings(seed));
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
