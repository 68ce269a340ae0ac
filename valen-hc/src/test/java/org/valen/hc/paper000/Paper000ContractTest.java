package org.valen.hc.paper000;

import java.util.Optional;
import org.valen.hc.paper000.workload.Trial;
import org.valen.runtime.PolicyContract;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.sim.Variability;

/**
 * The shared policy contract for each of paper 000's heuristics, on small paper 000 trials (where
 * the accelerated engine runs): odd seeds in the queued environment, even ones in the polled;
 * seeds 1, 2, 5, 6 with the energy filter; always under a tight energy budget. Seeds 5 and 6 run
 * with the kernel's default execution-time variability (tasks end before or after their ETC), the
 * others with ETC times.
 */
class Paper000ContractTest extends Paper000Contracts {

  @Override
  PolicyContract.Scenario scenario(long seed) {
    Trial trial = SmallTrials.trial(seed);
    var options = SmallTrials.options(seed % 2 == 1 ? "queued" : "polled", seed % 4 == 1 || seed % 4 == 2,
        SmallTrials.tightBudgetJoules());
    return new PolicyContract.Scenario(trial.system().platform(), trial.system().catalogue(), trial.workload(),
        new PolicyInputs(trial.system().platform(), trial.system().catalogue(), Optional.empty(), options),
        seed >= 5 ? SmallTrials.settings(seed).withVariability(Variability.defaults()) : SmallTrials.settings(seed));
  }
}
