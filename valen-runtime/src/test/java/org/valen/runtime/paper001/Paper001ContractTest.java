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

  /**
   * ValEnAdaptOpt with the options beyond the paper: odd seeds an energy budget of 20 MJ a day with
   * the adaptive filter, even ones a robustness threshold of 0.6, seed 6 both.
   */
  @Nested
  class ValEnAdaptOptWithBudgetAndRobustnessContract extends PolicyContract {
    @Override
    protected java.util.Map<String, String> options(long seed) {
      java.util.Map<String, String> o = new java.util.TreeMap<>(java.util.Map.of(Paper001Policies.CHECKPOINT_SECONDS,
          "120"));
      if (seed % 2 == 1 || seed == 6) {
        o.put(AdmissionOptions.BUDGET_JOULES, "2e7");
      }
      if (seed % 2 == 0) {
        o.put(AdmissionOptions.ROBUSTNESS_THRESHOLD, "0.6");
      }
      return o;
    }

    @Override
    protected Policy create(PolicyInputs inputs) {
      return new Paper001Policies.AdaptOpt().create(inputs);
    }
  }
}
