package org.valen.external;

import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.valen.hc.paper000.Paper000Contract;
import org.valen.hc.paper000.SmallTrials;
import org.valen.hc.paper002.Paper002Contract;
import org.valen.hc.paper004.Paper004Contract;
import org.valen.runtime.PolicyContract;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;

/**
 * The Python client's example policies keep the contract every policy keeps (no core runs two tasks
 * at once, precedence, energy = integral of power, same seed → same result) through the protocol, on
 * the papers' small scenarios: EDF on papers 000, 001, 002 and 004, Max UPE on papers 000 and 001.
 */
class PythonExamplesContractTest {

  private static final String EDF = "valen_policy.examples.edf";
  private static final String MAX_UPE = "valen_policy.examples.max_upe";

  @BeforeEach
  void python() {
    PythonPolicies.assumePython();
  }

  /** Paper 001's scenario: DAG jobs on Core M nodes with design-time profiles. */
  @Nested
  class EdfOnPaper001Jobs extends PolicyContract {
    @Override
    protected Policy create(PolicyInputs inputs) {
      return PythonPolicies.external(inputs, PythonPolicies.module(EDF, ""));
    }
  }

  /** The same, taking the offers of least energy and never dropping a job. */
  @Nested
  class EdfLeastEnergyOnPaper001Jobs extends PolicyContract {
    @Override
    protected Policy create(PolicyInputs inputs) {
      return PythonPolicies.external(inputs, PythonPolicies.module(EDF, "--offer least-energy --drop-expired off"));
    }
  }

  /** Small paper 000 trials; odd seeds the fastest offers, even ones the least energy. */
  @Nested
  class EdfOnPaper000Trials extends Paper000Contract {
    @Override
    protected Policy create(PolicyInputs inputs) {
      return PythonPolicies.external(inputs, PythonPolicies.module(EDF, "--offer " + inputs.options().get("offer")));
    }

    @Override
    protected Map<String, String> options(long seed) {
      return Map.of("offer", seed % 2 == 1 ? "fastest" : "least-energy");
    }
  }

  /** Small paper 002 trials: execution-time pmfs, hard deadlines, multicore nodes. */
  @Nested
  class EdfOnPaper002Trials extends Paper002Contract {
    @Override
    protected Policy create(PolicyInputs inputs) {
      return PythonPolicies.external(inputs, PythonPolicies.module(EDF, ""));
    }
  }

  /** Small paper 004 trials: bursts of serial tasks on clusters of identical cores. */
  @Nested
  class EdfOnPaper004Trials extends Paper004Contract {
    @Override
    protected Policy create(PolicyInputs inputs) {
      return PythonPolicies.external(inputs, PythonPolicies.module(EDF, ""));
    }
  }

  /** Small paper 000 trials: queued (odd seeds) and polled (even seeds); seeds 3 and 4 with a budget and the filter. */
  @Nested
  class MaxUpeOnPaper000Trials extends Paper000Contract {
    @Override
    protected Policy create(PolicyInputs inputs) {
      return PythonPolicies.external(inputs, PythonPolicies.module(MAX_UPE, MaxUpeInPythonTest.arguments(inputs.options())));
    }

    @Override
    protected Map<String, String> options(long seed) {
      boolean filter = seed == 3 || seed == 4;
      return SmallTrials.options(seed % 2 == 1 ? "queued" : "polled", filter,
          filter ? SmallTrials.tightBudgetJoules() : Double.POSITIVE_INFINITY);
    }
  }

  /** Paper 001's scenario: Max UPE's rules on DAG jobs and nodes of many cores. */
  @Nested
  class MaxUpeOnPaper001Jobs extends PolicyContract {
    @Override
    protected Policy create(PolicyInputs inputs) {
      return PythonPolicies.external(inputs, PythonPolicies.module(MAX_UPE, ""));
    }
  }
}
