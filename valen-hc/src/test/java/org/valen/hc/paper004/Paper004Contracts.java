package org.valen.hc.paper004;

import org.junit.jupiter.api.Nested;
import org.valen.hc.HeuristicContracts;

/** The shared policy contract for each of paper 004's ten heuristics, on the scenarios a subclass gives. */
abstract class Paper004Contracts extends HeuristicContracts {

  @Nested
  class RandomContract extends HeuristicContract {
    @Override
    protected String heuristic() {
      return "P004-Random";
    }
  }

  @Nested
  class FcfsContract extends HeuristicContract {
    @Override
    protected String heuristic() {
      return "P004-FCFS";
    }
  }

  @Nested
  class MaxUtilContract extends HeuristicContract {
    @Override
    protected String heuristic() {
      return "P004-MaxUtil";
    }
  }

  @Nested
  class MaxUptContract extends HeuristicContract {
    @Override
    protected String heuristic() {
      return "P004-MaxUPT";
    }
  }

  @Nested
  class MaxUtilGreedyContract extends HeuristicContract {
    @Override
    protected String heuristic() {
      return "P004-MaxUtil-Greedy";
    }
  }

  @Nested
  class MaxUptGreedyContract extends HeuristicContract {
    @Override
    protected String heuristic() {
      return "P004-MaxUPT-Greedy";
    }
  }

  @Nested
  class MaxUtilDiffContract extends HeuristicContract {
    @Override
    protected String heuristic() {
      return "P004-MaxUtil-Diff";
    }
  }

  @Nested
  class MaxUptDiffContract extends HeuristicContract {
    @Override
    protected String heuristic() {
      return "P004-MaxUPT-Diff";
    }
  }

  @Nested
  class MaxUtilPairContract extends HeuristicContract {
    @Override
    protected String heuristic() {
      return "P004-MaxUtil-Pair";
    }
  }

  @Nested
  class MaxUptPairContract extends HeuristicContract {
    @Override
    protected String heuristic() {
      return "P004-MaxUPT-Pair";
    }
  }
}
