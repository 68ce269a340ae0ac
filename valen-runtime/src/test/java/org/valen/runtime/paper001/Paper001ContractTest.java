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
  }
}
