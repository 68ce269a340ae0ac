package org.valen.hc.paper000;

import org.junit.jupiter.api.Nested;
import org.valen.runtime.PolicyContract;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;

/** The shared policy contract for each of paper 000's twelve heuristics, on the scenarios a subclass gives. */
abstract class Paper000Contracts {

  /** The scenario of one seed. */
  abstract PolicyContract.Scenario scenario(long seed);

  /** The contract for the heuristic named {@link #heuristic()}. */
  abstract class HeuristicContract extends PolicyContract {
    abstract String heuristic();

    @Override
    protected Policy create(PolicyInputs inputs) {
      return Policies.find(heuristic()).orElseThrow().create(inputs);
    }

    @Override
    protected Scenario scenario(long seed) {
      return Paper000Contracts.this.scenario(seed);
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
