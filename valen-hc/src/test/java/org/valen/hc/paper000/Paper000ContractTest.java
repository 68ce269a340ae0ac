package org.valen.hc.paper000;

import org.valen.runtime.PolicyContract;

/**
 * The shared policy contract for each of paper 000's heuristics, on small paper 000 trials ({@link
 * Paper000Contract}, in the default, indexed implementation): odd seeds in the queued environment, even
 * ones in the polled; seeds 1, 2, 5, 6 with the energy filter; always under a tight energy budget.
 * Seeds 5 and 6 run with the kernel's default execution-time variability (tasks end before or after
 * their ETC), the others with ETC times.
 */
class Paper000ContractTest extends Paper000Contracts {

  @Override
  protected PolicyContract.Scenario scenario(long seed) {
    return Paper000Contract.scenario(seed, SmallTrials.options(seed % 2 == 1 ? "queued" : "polled",
        seed % 4 == 1 || seed % 4 == 2, SmallTrials.tightBudgetJoules()));
  }
}
