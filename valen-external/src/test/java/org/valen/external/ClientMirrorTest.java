package org.valen.external;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.valen.hc.paper000.Paper000Contract;
import org.valen.hc.paper002.Paper002Contract;
import org.valen.runtime.PolicyContract;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.sim.JobRecord;
import org.valen.runtime.sim.JobStatus;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;

/**
 * The client's copy of the kernel's state, kept from the changes the kernel sends, equals the
 * kernel's own (its snapshot) before every decision point, after every decision and at every last
 * look ({@code valen_policy.checked}, which stops the run at the first difference), for a policy that
 * takes every kind of decision there is — allocate, enqueue on a node and on a core, withdraw,
 * reallocate, preempt, drop, cancel at its last look — on the scenarios of papers 000, 001 and 002;
 * and the kernel accepts each of them, so that the contract holds too.
 */
class ClientMirrorTest {

  @BeforeEach
  void python() {
    PythonPolicies.assumePython();
  }

  private static Policy exerciser(PolicyInputs inputs, long seed) {
    return PythonPolicies.external(inputs, PythonPolicies.checked("exerciser", String.valueOf(seed)));
  }

  static Stream<Arguments> scenarios() {
    return Stream.of(1L, 2L).flatMap(seed -> Stream.of(
        Arguments.of("paper 001", seed, PolicyContract.paper001Scenario(seed)),
        Arguments.of("paper 000", seed, Paper000Contract.scenario(seed, java.util.Map.of())),
        Arguments.of("paper 002", seed, Paper002Contract.scenario(seed, java.util.Map.of()))));
  }

  @ParameterizedTest(name = "{0}, seed {1}")
  @MethodSource("scenarios")
  void shouldKeepTheClientsCopyEqualToTheKernelsStateThroughEveryKindOfDecision(String paper, long seed,
      PolicyContract.Scenario s) {
    SimulationResult r = Simulation.run(s.inputs(), s.workload(), exerciser(s.inputs(), seed), s.settings());
    assertThat(r.jobs().stream().mapToInt(JobRecord::preemptions).sum()).as("preemptions").isPositive();
    assertThat(r.jobs().stream().mapToInt(JobRecord::migrations).sum()).as("reallocations").isPositive();
    assertThat(r.count(JobStatus.CANCELLED) + r.count(JobStatus.ABANDONED)).as("cancelled at the last look")
        .isPositive();
    assertThat(r.count(JobStatus.COMPLETED)).as("completed").isPositive();
  }

  /** The exerciser's decisions keep the contract (the kernel accepts all of them and keeps its invariants). */
  @Nested
  class ExerciserOnPaper000Trials extends Paper000Contract {
    @Override
    protected Policy create(PolicyInputs inputs) {
      return exerciser(inputs, 3);
    }
  }

  /** Max UPE's mapping events (withdrawals, drops, queues) with the copy checked, on small paper 000 trials. */
  @Nested
  class MaxUpeOnPaper000Trials extends Paper000Contract {
    @Override
    protected Policy create(PolicyInputs inputs) {
      return PythonPolicies.external(inputs, PythonPolicies.checked("valen_policy.examples.max_upe", ""));
    }
  }
}
