package org.valen.hc.paper002;

import java.util.List;
import java.util.Map;
import org.valen.runtime.PolicyContract;

/**
 * The shared policy contract for each of paper 002's four heuristics on small paper 002 trials:
 * seeds 1–4 run the filters none, en, rob, en+rob, seeds 5–6 en+rob and none; even seeds with
 * start-time cancellation, odd ones without; seed 3 by plain convolution.
 */
class Paper002ContractTest extends Paper002Contracts {
  private static final List<String> FILTERS = List.of("none", "en", "rob", "en+rob", "en+rob", "none");

  static Map<String, String> options(long seed) {
    return Map.of(Paper002Options.FILTER, FILTERS.get((int) (seed - 1) % FILTERS.size()),
        Paper002Options.CANCELLATION, seed % 2 == 0 ? "on" : "off",
        Paper002Options.EVALUATION, seed == 3 ? "plain" : "cached");
  }

  @Override
  protected PolicyContract.Scenario scenario(long seed) {
    return Paper002Contract.scenario(seed, options(seed));
  }
}
