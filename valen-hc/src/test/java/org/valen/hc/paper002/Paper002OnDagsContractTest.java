package org.valen.hc.paper002;

import java.util.Optional;
import org.valen.runtime.PolicyContract;
import org.valen.runtime.policy.PolicyInputs;

/**
 * The shared policy contract for each of paper 002's four heuristics far from paper 002's setting:
 * the contract's own DAG jobs on nodes of many cores, each job mapped as a whole onto one core's
 * FIFO queue (the paper's task), its pmf the convolution of its tasks' pmfs along the plan. Filters
 * and cancellation as {@link Paper002ContractTest} (seed 3 by plain convolution); odd seeds take
 * their offers from the scenario's design-time profiles, even ones from the execution model.
 */
class Paper002OnDagsContractTest extends Paper002Contracts {

  @Override
  protected PolicyContract.Scenario scenario(long seed) {
    PolicyContract.Scenario s = PolicyContract.scenario(seed, Paper002ContractTest.options(seed));
    PolicyInputs inputs = new PolicyInputs(s.platform(), s.catalogue(),
        seed % 2 == 1 ? s.inputs().profiles() : Optional.empty(), s.inputs().options());
    return new PolicyContract.Scenario(s.platform(), s.catalogue(), s.workload(), inputs, s.settings());
  }
}
