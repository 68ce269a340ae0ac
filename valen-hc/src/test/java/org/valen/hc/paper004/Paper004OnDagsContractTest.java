package org.valen.hc.paper004;

import java.util.Map;
import java.util.Optional;
import org.valen.runtime.PolicyContract;
import org.valen.runtime.policy.PolicyInputs;

/**
 * The shared policy contract for each of paper 004's ten heuristics, with preemption, far from
 * paper 004's setting: the contract's own DAG jobs on nodes of many cores, each job held on one
 * core of its cluster as the paper's serial task, a preempted job keeping the work its tasks have
 * done. Odd seeds with both flags always true and offers from the scenario's design-time profiles,
 * even ones with each flag true with probability 0.5 and offers from the execution model; seed 4
 * with the readable implementation.
 */
class Paper004OnDagsContractTest extends Paper004Contracts {

  @Override
  protected PolicyContract.Scenario scenario(long seed) {
    String p = seed % 2 == 1 ? "1" : "0.5";
    PolicyContract.Scenario s = PolicyContract.scenario(seed, Map.of("canPreemptProbability", p,
        "preemptibleProbability", p, "seed", String.valueOf(seed), "implementation", seed == 4 ? "readable" : "indexed"));
    PolicyInputs inputs = new PolicyInputs(s.platform(), s.catalogue(),
        seed % 2 == 1 ? s.inputs().profiles() : Optional.empty(), s.inputs().options());
    return new PolicyContract.Scenario(s.platform(), s.catalogue(), s.workload(), inputs, s.settings());
  }
}
