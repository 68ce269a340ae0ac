package org.valen.hc.paper002;

import org.junit.jupiter.api.Nested;
import org.valen.hc.HeuristicContracts;

/** The shared policy contract for each of paper 002's four heuristics, on the scenarios a subclass gives. */
abstract class Paper002Contracts extends HeuristicContracts {

  @Nested
  class ShortestQueueTest extends HeuristicContract {
    @Override
    protected String heuristic() {
      return "SQ";
    }
  }

  @Nested
  class MinimumExpectedCompletionTimeTest extends HeuristicContract {
    @Override
    protected String heuristic() {
      return "MECT";
    }
  }

  @Nested
  class LightestLoadTest extends HeuristicContract {
    @Override
    protected String heuristic() {
      return "LL";
    }
  }

  @Nested
  class RandomTest extends HeuristicContract {
    @Override
    protected String heuristic() {
      return "RAND";
    }
  }
}
