package org.valen.hc.paper000;

import java.util.Map;
import org.valen.runtime.PolicyContract;
import org.valen.runtime.policy.PolicyInputs;

/**
 * The shared policy contract for each of paper 000's heuristics on the contract's own scenario,
 * far from paper 000's setting: DAG jobs on nodes of many cores, with design-time profiles, and
 * the kernel's execution-time variability, in the default, indexed implementation: odd seeds in the
 * queued environment, even ones in the polled, with paper 000's defaults otherwise (no energy
 * budget: the day bounds nothing).
 */
class Paper000OnDagsContractTest extends Paper000Contracts {

  @Override
  protected PolicyContract.Scenario scenario(long seed) {
    PolicyContract.Scenario s = PolicyContract.paper001Scenario(seed);
    PolicyInputs inputs = new PolicyInputs(s.platform(), s.catalogue(), s.inputs().profiles(),
        Map.of(Paper000Options.ENVIRONMENT, seed % 2 == 1 ? "queued" : "polled"));
    return new PolicyContract.Scenario(s.platform(), s.catalogue(), s.workload(), inputs, s.settings());
  }
}
