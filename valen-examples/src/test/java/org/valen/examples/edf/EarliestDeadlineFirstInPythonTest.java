package org.valen.examples.edf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.valen.external.PythonPolicies;
import org.valen.hc.paper000.Paper000Contract;
import org.valen.runtime.PolicyContract;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;

/**
 * The Python client's EDF ({@code valen_policy.examples.edf}, through the external-policy protocol)
 * makes this module's decisions: the same job records on paper 001's scenario and on small paper 000
 * trials, with each offer choice, dropping expired jobs or not.
 */
class EarliestDeadlineFirstInPythonTest {

  @BeforeEach
  void python() {
    PythonPolicies.assumePython();
  }

  @ParameterizedTest(name = "paper {0}, seed {1}, offer {2}, dropExpired {3}")
  @CsvSource({"001, 1, fastest, on", "001, 2, least-energy, off", "000, 1, fastest, on", "000, 2, least-energy, on",
      "000, 5, fastest, off"})
  void shouldMakeTheJavaEdfsDecisions(String paper, long seed, String offer, String dropExpired) {
    Map<String, String> options = Map.of(EarliestDeadlineFirstProvider.OFFER, offer,
        EarliestDeadlineFirstProvider.DROP_EXPIRED, dropExpired);
    PolicyContract.Scenario s = paper.equals("001") ? PolicyContract.paper001Scenario(seed)
        : Paper000Contract.scenario(seed, Map.of());
    PolicyInputs inputs = new PolicyInputs(s.platform(), s.catalogue(), s.inputs().profiles(), options);
    SimulationResult java = Simulation.run(inputs, s.workload(), new EarliestDeadlineFirstProvider().create(inputs),
        s.settings());
    SimulationResult python = Simulation.run(inputs, s.workload(), PythonPolicies.external(inputs,
        PythonPolicies.module("valen_policy.examples.edf", "--offer " + offer + " --drop-expired " + dropExpired)),
        s.settings());
    assertThat(python.policy()).isEqualTo("EDF-py");
    assertThat(python.jobs()).isEqualTo(java.jobs());
    assertThat(python.totalEnergyJoules()).isEqualTo(java.totalEnergyJoules());
  }
}
