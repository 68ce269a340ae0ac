package org.valen.hc.paper000;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.valen.hc.paper000.heuristics.Paper000Heuristics;
import org.valen.model.generate.CatalogueGenerator;
import org.valen.model.generate.CatalogueParameters;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.generate.WorkloadGenerator;
import org.valen.model.generate.WorkloadParameters;
import org.valen.model.job.Catalogue;
import org.valen.model.job.Workload;
import org.valen.model.platform.Node;
import org.valen.model.platform.Platform;
import org.valen.model.trials.paper000.system.SystemParameters;
import org.valen.model.trials.paper000.workload.Trial;
import org.valen.model.trials.paper000.workload.TrialParameters;
import org.valen.runtime.PolicyContract;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;
import org.valen.runtime.sim.SimulationSettings;
import org.valen.runtime.sim.Variability;

/**
 * The indexes and caches of the indexed implementation ({@code rules.OfferIndex}) make exactly the
 * decisions of the readable rules, heuristic by heuristic, far from paper 000's own trials: on
 * random small paper 000 systems (2–6 machine types, 1–3 machines each, bursts of special tasks),
 * on the same systems' machines made nodes of 1–4 cores, on DAG jobs on nodes of 2–6 cores of two
 * core types (offers from the execution model), and on the policy contract's DAG jobs with
 * design-time profiles; in both environments, with and without an energy budget and the filter,
 * with dropping thresholds of 0.5, 0.05 and 0, some runs under the kernel's execution-time
 * variability.
 */
class IndexOnVariedSystemsTest {

  static List<String> heuristics() {
    return Paper000Heuristics.names();
  }

  @ParameterizedTest
  @MethodSource("heuristics")
  void sameDecisionsOnRandomPaper000Systems(String heuristic) {
    for (long seed = 31; seed <= 36; seed++) {
      SplittableRandom r = new SplittableRandom(seed);
      Trial trial = Trial.generate(parameters(r), seed);
      Platform platform = trial.system().platform();
      if (seed % 2 == 0) { // machines made nodes of several cores
        List<Node> nodes = new ArrayList<>();
        platform.nodes().forEach(n -> nodes.add(Node.of(n.id(), n.coreTypeId(), 1 + r.nextInt(4))));
        platform = platform.withNodes(platform.name(), nodes);
      }
      assertSame(heuristic, platform, trial.system().catalogue(), trial.workload(), Optional.empty(), r, seed);
    }
  }

  @ParameterizedTest
  @MethodSource("heuristics")
  void sameDecisionsOnDagJobsOnNodesOfTwoCoreTypes(String heuristic) {
    for (long seed = 41; seed <= 44; seed++) {
      SplittableRandom r = new SplittableRandom(seed);
      List<Node> nodes = new ArrayList<>();
      Platform a = PlatformPresets.paper001(1 + r.nextInt(2), 2 + r.nextInt(5));
      Platform b = PlatformPresets.rk3399(1 + r.nextInt(2), 2 + r.nextInt(5));
      a.nodes().forEach(n -> nodes.add(Node.of("a" + n.id(), n.coreTypeId(), n.cores())));
      b.nodes().forEach(n -> nodes.add(Node.of("b" + n.id(), n.coreTypeId(), n.cores())));
      List<org.valen.model.platform.CoreType> types = new ArrayList<>(a.coreTypes());
      types.addAll(b.coreTypes());
      Platform platform = new Platform("mixed", "", types, nodes, a.interconnect());
      Catalogue catalogue = CatalogueGenerator.generate(
          CatalogueParameters.defaults().withTemplates(5, 1, 6).withTaskSeconds(60, 1800), seed);
      Workload workload = WorkloadGenerator.generate(catalogue, "c.json",
          WorkloadParameters.defaults(platform.totalCores()).withDays(0.5).withLoad(2), seed);
      assertSame(heuristic, platform, catalogue, workload, Optional.empty(), r, seed);
    }
  }

  @ParameterizedTest
  @MethodSource("heuristics")
  void sameDecisionsOnDagJobsWithProfiles(String heuristic) {
    for (long seed = 1; seed <= 2; seed++) {
      PolicyContract.Scenario s = PolicyContract.paper001Scenario(seed);
      assertSame(heuristic, s.platform(), s.catalogue(), s.workload(), s.inputs().profiles(),
          new SplittableRandom(seed), seed);
    }
  }

  /** Paper 000's parameters on a small random system: 2–6 machine types of 1–3 machines, 3 hours. */
  private static TrialParameters parameters(SplittableRandom r) {
    TrialParameters p = SmallTrials.parameters();
    List<Integer> general = new ArrayList<>();
    for (int j = 1 + r.nextInt(4); j > 0; j--) {
      general.add(1 + r.nextInt(3));
    }
    List<Integer> special = new ArrayList<>();
    for (int j = 1 + r.nextInt(2); j > 0; j--) {
      special.add(1 + r.nextInt(2));
    }
    SystemParameters system = p.system().withMachines(general, special, 4 + r.nextInt(8), 2 * special.size(), 1, 2);
    return p.withSystem(system).withArrivals(p.arrivals().withTasksPerDay(1000 + r.nextInt(3000)));
  }

  /** Runs both implementations with random options from {@code r} and compares them job by job. */
  private static void assertSame(String heuristic, Platform platform, Catalogue catalogue, Workload workload,
      Optional<org.valen.runtime.profiles.ProfileBook> profiles, SplittableRandom r, long seed) {
    Map<String, String> options = new HashMap<>();
    options.put(Paper000Options.ENVIRONMENT, r.nextBoolean() ? "queued" : "polled");
    double end = Math.min(workload.horizonSeconds(), 3 * 3600);
    options.put(Paper000Options.DAY_START_SECONDS, String.valueOf(end / 3));
    options.put(Paper000Options.DAY_END_SECONDS, String.valueOf(end));
    int budget = r.nextInt(3); // none, a tight one, a tight one with the filter
    if (budget > 0) {
      options.put(Paper000Options.ENERGY_BUDGET_JOULES, String.valueOf(platform.totalCores() * end / 3 * 4));
      options.put(Paper000Options.FILTER, budget == 2 ? "on" : "off");
    }
    int dropping = r.nextInt(4); // the paper's 0.5 mostly; some runs drop what earns nothing, or less than 0.05
    if (dropping > 1) {
      options.put(Paper000Options.DROPPING_THRESHOLD, dropping == 2 ? "0" : "0.05");
    }
    SimulationSettings settings = SimulationSettings.defaults().withSeed(seed).withStopSeconds(end)
        .withVariability(seed % 3 == 0 ? Variability.defaults() : Variability.none());
    String what = String.format("%s seed %d %s", heuristic, seed, options);
    SimulationResult readable = run(heuristic, platform, catalogue, workload, profiles, options, "readable", settings);
    SimulationResult indexed = run(heuristic, platform, catalogue, workload, profiles, options, "indexed", settings);
    assertThat(indexed.jobs()).as(what).isEqualTo(readable.jobs());
    assertThat(indexed.totalEnergyJoules()).as(what).isEqualTo(readable.totalEnergyJoules());
  }

  private static SimulationResult run(String heuristic, Platform platform, Catalogue catalogue, Workload workload,
      Optional<org.valen.runtime.profiles.ProfileBook> profiles, Map<String, String> options, String implementation,
      SimulationSettings settings) {
    Map<String, String> all = new HashMap<>(options);
    all.put(Paper000Options.IMPLEMENTATION, implementation);
    PolicyInputs inputs = new PolicyInputs(platform, catalogue, profiles, all);
    return Simulation.run(inputs, workload, Policies.find(heuristic).orElseThrow().create(inputs), settings);
  }
}
