package org.valen.hc.paper000;

import org.junit.jupiter.api.Nested;
import org.valen.hc.HeuristicContracts;

/** The shared policy contract for each of paper 000's twelve heuristics, on the scenarios a subclass gives. */
abstract class Paper000Contracts extends HeuristicContracts {

  @Nested
  class RandomContract extends HeuristicContract {
    @Override
    protected String heuristic() {
      return "Random";
    }
  }

  @Nested
  class FcfsP0Contract extends HeuristicContract {
    @Override
    protected String heuristic() {
      return "FCFS-P0";
    }
  }

  @Nested
  class FcfsAllPContract extends HeuristicContract {
    @Override
    protected String heuristic() {
      return "FCFS-AllP";
    }
  }

  @Nested
  class PrioritizedFcfsP0Contract extends HeuristicContract {
    @Override
    protected String heuristic() {
      return "PFCFS-P0";
    }
  }

  @Nested
  class PrioritizedFcfsAllPContract extends HeuristicContract {
    @Override
    protected String heuristic() {
      return "PFCFS-AllP";
    }
  }

  @Nested
  class LcfsP0Contract extends HeuristicContract {
    @Override
    protected String heuristic() {
      return "LCFS-P0";
    }
  }

  @Nested
  class LcfsAllPContract extends HeuristicContract {
    @Override
    protected String heuristic() {
      return "LCFS-AllP";
    }
  }

  @Nested
  class PrioritizedLcfsP0Contract extends HeuristicContract {
    @Override
    protected String heuristic() {
      return "PLCFS-P0";
    }
  }

  @Nested
  class PrioritizedLcfsAllPContract extends HeuristicContract {
    @Override
    protected String heuristic() {
      return "PLCFS-AllP";
    }
  }

  @Nested
  class MaxUtilityContract extends HeuristicContract {
    @Override
    protected String heuristic() {
      return "MaxUtility";
    }
  }

  @Nested
  class MaxUptContract extends HeuristicContract {
    @Override
    protected String heuristic() {
      return "MaxUPT";
    }
  }

  @Nested
  class MaxUpeContract extends HeuristicContract {
    @Override
    protected String heuristic() {
      return "MaxUPE";
    }
  }
}
