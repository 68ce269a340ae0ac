package org.valen.hc.paper004;

import java.util.Map;
import org.valen.hc.paper000.Paper000Contract;
import org.valen.runtime.PolicyContract;

/**
 * The shared policy contract for each of paper 004's ten heuristics, with preemption: on small
 * paper 004 trials (seeds 1–4, odd seeds with both flags always true, even ones with each flag true
 * with probability 0.5; seed 4 with the readable implementation) and, beyond the paper, on small
 * paper 000 trials (seeds 5 and 6: heterogeneous one-core machines with P-states).
 */
class Paper004ContractTest extends Paper004Contracts {

  @Override
  protected PolicyContract.Scenario scenario(long seed) {
    if (seed >= 5) {
      return Paper000Contract.scenario(seed, Map.of("seed", String.valueOf(seed)));
    }
    String p = seed % 2 == 1 ? "1" : "0.5";
    return Paper004Contract.scenario(seed, Map.of("canPreemptProbability", p, "preemptibleProbability", p,
        "seed", String.valueOf(seed), "implementation", seed == 4 ? "readable" : "indexed"));
  }
}
