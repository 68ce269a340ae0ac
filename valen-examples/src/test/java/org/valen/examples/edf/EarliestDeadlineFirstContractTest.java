package org.valen.examples.edf;

import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.valen.hc.paper000.Paper000Contract;
import org.valen.runtime.PolicyContract;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;

/**
 * EDF keeps the contract every policy keeps (no core runs two tasks at once, precedence, energy =
 * integral of power, same seed → same result) on the scenarios of both papers so far, with each
 * of its options.
 */
class EarliestDeadlineFirstContractTest {

  /** Paper 001's scenario: DAG jobs on Core M nodes, with design-time profiles; default options. */
  @Nested
  class OnPaper001Jobs extends PolicyContract {
    @Override
    protected Policy create(PolicyInputs inputs) {
      return new EarliestDeadlineFirstProvider().create(inputs);
    }
  }

  /** The same, taking the offers of least energy and never dropping a job. */
  @Nested
  class OnPaper001JobsLeastEnergyKeepingExpiredJobs extends PolicyContract {
    @Override
    protected Policy create(PolicyInputs inputs) {
      return new EarliestDeadlineFirstProvider().create(inputs);
    }

    @Override
    protected Map<String, String> options(long seed) {
      return Map.of(EarliestDeadlineFirstProvider.OFFER, EarliestDeadlineFirstProvider.LEAST_ENERGY,
          EarliestDeadlineFirstProvider.DROP_EXPIRED, "off");
    }
  }

  /**
   * Small paper 000 trials: independent tasks on heterogeneous one-core machines with ETC/APC
   * matrices; odd seeds take the fastest offers, even ones the least energy; seeds 3 and 4 keep
   * expired jobs.
   */
  @Nested
  class OnPaper000Trials extends Paper000Contract {
    @Override
    protected Policy create(PolicyInputs inputs) {
      return new EarliestDeadlineFirstProvider().create(inputs);
    }

    @Override
    protected Map<String, String> options(long seed) {
      return Map.of(
          EarliestDeadlineFirstProvider.OFFER,
          seed % 2 == 1 ? EarliestDeadlineFirstProvider.FASTEST : EarliestDeadlineFirstProvider.LEAST_ENERGY,
          EarliestDeadlineFirstProvider.DROP_EXPIRED, seed == 3 || seed == 4 ? "off" : "on");
    }
  }
}
