package org.valen.external;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.valen.hc.paper000.Paper000Contract;
import org.valen.hc.paper000.SmallTrials;
import org.valen.runtime.PolicyContract;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;

/**
 * The Python Max UPE ({@code valen_policy.examples.max_upe}) makes the Java Max UPE's decisions:
 * the same job records (start, finish, node, value, energy, status of every job) on small paper
 * 000 trials, in both environments, without a budget, with a tight one, and with the energy filter
 * — against both of valen-hc's implementations (the readable rules and their index);
 * and on paper 001's DAG jobs and nodes of many cores (the readable rules).
 */
class MaxUpeInPythonTest {

  @BeforeEach
  void python() {
    PythonPolicies.assumePython();
  }

  static Stream<Arguments> runs() {
    List<Arguments> runs = new ArrayList<>();
    for (long seed : new long[] {1, 2, 5}) {
      for (String environment : List.of("queued", "polled")) {
        runs.add(Arguments.of(seed, environment, false, Double.POSITIVE_INFINITY));
        runs.add(Arguments.of(seed, environment, true, SmallTrials.tightBudgetJoules()));
      }
    }
    runs.add(Arguments.of(3L, "queued", false, SmallTrials.tightBudgetJoules() * 0.6));
    return runs.stream();
  }

  @ParameterizedTest(name = "seed {0}, {1}, filter {2}, budget {3} J")
  @MethodSource("runs")
  void shouldMakeTheJavaMaxUpesDecisions(long seed, String environment, boolean filter, double budget) {
    Map<String, String> options = SmallTrials.options(environment, filter, budget);
    PolicyContract.Scenario s = Paper000Contract.scenario(seed, options);
    SimulationResult python = Simulation.run(s.inputs(), s.workload(),
        PythonPolicies.external(s.inputs(), PythonPolicies.module("valen_policy.examples.max_upe", arguments(options))),
        s.settings());
    assertThat(python.policy()).isEqualTo("MaxUPE-py");
    for (String implementation : List.of("readable", "indexed")) {
      Map<String, String> java = new TreeMap<>(options);
      java.put("implementation", implementation);
      PolicyInputs inputs = new PolicyInputs(s.platform(), s.catalogue(), s.inputs().profiles(), java);
      SimulationResult r = Simulation.run(inputs, s.workload(), Policies.find("MaxUPE").orElseThrow().create(inputs),
          s.settings());
      assertThat(python.jobs()).as("the %s Java Max UPE's jobs", implementation).isEqualTo(r.jobs());
      assertThat(python.totalEnergyJoules()).isEqualTo(r.totalEnergyJoules());
    }
  }

  @ParameterizedTest(name = "seed {0}, {1}")
  @org.junit.jupiter.params.provider.CsvSource({"1, queued", "2, queued", "3, polled", "4, polled"})
  void shouldMakeTheJavaMaxUpesDecisionsOnDagJobsAndNodesOfManyCores(long seed, String environment) {
    PolicyContract.Scenario s = PolicyContract.paper001Scenario(seed);
    Map<String, String> options = Map.of("environment", environment);
    PolicyInputs inputs = new PolicyInputs(s.platform(), s.catalogue(), s.inputs().profiles(), options);
    SimulationResult python = Simulation.run(inputs, s.workload(),
        PythonPolicies.external(inputs, PythonPolicies.module("valen_policy.examples.max_upe", arguments(options))),
        s.settings());
    SimulationResult java = Simulation.run(inputs, s.workload(), Policies.find("MaxUPE").orElseThrow().create(inputs),
        s.settings());
    assertThat(python.jobs()).isEqualTo(java.jobs());
  }

  /** Java Max UPE's options as the Python example's command-line arguments. */
  static String arguments(Map<String, String> options) {
    StringBuilder args = new StringBuilder();
    new TreeMap<>(options).forEach((name, value) -> args.append(args.length() == 0 ? "" : " ").append("--")
        .append(name.replaceAll("([A-Z])", "-$1").toLowerCase(java.util.Locale.ROOT)).append(' ').append(value));
    return args.toString();
  }
}
