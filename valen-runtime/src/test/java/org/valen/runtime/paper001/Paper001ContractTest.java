package org.valen.runtime.paper001;

import org.junit.jupiter.api.Nested;
import org.valen.runtime.PolicyContract;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;

/** The shared policy contract for each of paper 001's approaches. */
class Paper001ContractTest {

  @Nested
  class ValOptContract extends PolicyContract {
    @Override
    protected Policy create(PolicyInputs inputs) {
      return new ValOpt();
    }
  }

  @Nested
  class ValEnSepOptContract extends PolicyContract {
    @Override
    protected Policy create(PolicyInputs inputs) {
      return new ValEnSepOpt();
    }
  }

  @Nested
  class ValEnJoinOptContract extends PolicyContract {
    @Override
    protected Policy create(PolicyInputs inputs) {
      return new ValEnJoinOpt(inputs.requireProfiles("ValEnJoinOpt"));
    }
  }

  @Nested
  class ValEnAdaptOptContract extends PolicyContract {
    @Override
    protected Policy create(PolicyInputs inputs) {
      // a short interval, so that checkpoints and reallocations happen often in two days
      return new ValEnAdaptOpt(inputs.requireProfiles("ValEnAdaptOpt"),
          AdaptationSettings.defaults().withCheckpointSeconds(120));
    }

    @org.junit.jupiter.api.Test
    void shouldReallocateInTheContractScenarios() {
      int reallocations = 0;
      for (long seed = 1; seed <= 6; seed++) {
        Scenario s = scenario(seed);
        var result = org.valen.runtime.sim.Simulation.run(s.platform(), s.catalogue(), s.workload(),
            create(s.inputs()), s.settings());
        reallocations += result.jobs().stream().mapToInt(org.valen.runtime.sim.JobRecord::migrations).sum();
      }
      // the invariants above are then checked on runs with migrations, not only without
      org.assertj.core.api.Assertions.assertThat(reallocations).isPositive();
    }
  }
}
