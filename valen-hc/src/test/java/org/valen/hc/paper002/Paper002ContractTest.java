package org.valen.hc.paper002;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;

/**
 * The shared policy contract for each of paper 002's four heuristics on small paper 002 trials:
 * seeds 1–4 run the filters none, en, rob, en+rob, seeds 5–6 en+rob and none; even seeds with
 * start-time cancellation, odd ones without; seed 3 by plain convolution.
 */
class Paper002ContractTest {
  private static final List<String> FILTERS = List.of("none", "en", "rob", "en+rob", "en+rob", "none");

  static Map<String, String> options(long seed) {
    return Map.of(Paper002Options.FILTER, FILTERS.get((int) (seed - 1) % FILTERS.size()),
        Paper002Options.CANCELLATION, seed % 2 == 0 ? "on" : "off",
        Paper002Options.EVALUATION, seed == 3 ? "plain" : "cached");
  }

  abstract static class HeuristicContract extends Paper002Contract {
    abstract String heuristic();

    @Override
    protected Policy create(PolicyInputs inputs) {
      return Policies.find(heuristic()).orElseThrow().create(inputs);
    }

    @Override
    protected Map<String, String> options(long seed) {
      return Paper002ContractTest.options(seed);
    }
  }

  @Nested
  class ShortestQueueTest extends HeuristicContract {
    String heuristic() {
      return "SQ";
    }
  }

  @Nested
  class MinimumExpectedCompletionTimeTest extends HeuristicContract {
    String heuristic() {
      return "MECT";
    }
  }

  @Nested
  class LightestLoadTest extends HeuristicContract {
    String heuristic() {
      return "LL";
    }
  }

  @Nested
  class RandomTest extends HeuristicContract {
    String heuristic() {
      return "RAND";
    }
  }
}
