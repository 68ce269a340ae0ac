package org.valen.hc.paper002;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.valen.hc.paper002.outcome.EnergyClock;
import org.valen.hc.paper002.outcome.Outcome;
import org.valen.hc.paper002.outcome.Outcomes;
import org.valen.model.energy.EnergyKind;
import org.valen.model.exec.DiscretePmf;
import org.valen.model.exec.PmfModel;
import org.valen.model.job.Arrival;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Workload;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;
import org.valen.model.platform.Node;
import org.valen.model.platform.PState;
import org.valen.model.platform.Platform;
import org.valen.model.trials.paper002.workload.Paper002Trial;
import org.valen.model.value.StepCurve;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.sim.JobRecord;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;
import org.valen.runtime.sim.SimulationSettings;

class Paper002PoliciesTest {

  /**
   * Eqs. 1–2 by hand: one node of two cores, ε = 0.8, P0 100 W, P1 40 W, idle (P4) 20 W; one task of
   * 10 s in P0, 20 s in P1. LL (no filter) takes P1 (both certain to meet the deadline, P1's 1000 J
   * the least EEC), so core 0 draws 40 W for 20 s and core 1 idles at 20 W: (800 + 400) / 0.8 = 1500 J by
   * 20 s; after it both idle at 20 W.
   */
  @Test
  void shouldChargeEnergyAsEquations1And2() {
    CoreType type = new CoreType("c", List.of(new PState(2e9, 1.2, 100), new PState(1e9, 1.0, 40)), 0, 20);
    Platform platform = new Platform("p", "two cores", List.of(type), List.of(new Node("n", "c", 2, 1, 0.8)),
        new Interconnect(1e10, 1e9));
    PmfModel model = new PmfModel(10, List.of("t"), List.of("c"),
        new DiscretePmf[][][] {{{DiscretePmf.of(10, 10, 1.0), DiscretePmf.of(10, 20, 1.0)}}}, null);
    JobTemplate template = JobTemplate.builder("t").task("task", "t", 10).valueCurve(StepCurve.hardDeadline(1, 100))
        .build();
    Catalogue catalogue = new Catalogue("c", Optional.empty(), model, List.of(template));
    Workload workload = new Workload("c.json", Optional.empty(), 100,
        List.of(new Arrival("z1", "t", 0, template.valueCurve())));
    PolicyInputs inputs = new PolicyInputs(platform, catalogue, Optional.empty(),
        Map.of(Paper002Options.FILTER, "none", Paper002Options.CANCELLATION, "off"));
    EnergyClock clock = new EnergyClock(platform, 1e9);
    SimulationResult r = Simulation.run(inputs, workload, Policies.find("LL").orElseThrow().create(inputs),
        SimulationSettings.defaults().withSeed(1), clock);

    assertThat(r.jobs().get(0).finishSeconds()).isEqualTo(20);
    double end = r.endSeconds(); // the kernel's run ends on the hour; both cores idle in P4 after 20 s
    double joules = (40 * 20 + 20 * (end - 20) + 20 * end) / 0.8;
    assertThat(clock.joulesAt(end)).isCloseTo(joules, within(1e-6));
    assertThat(r.totalEnergyJoules()).isCloseTo(joules, within(1e-6));
  }

  /** The budget runs out at the moment the integral of wall power reaches it. */
  @Test
  void shouldNoteWhenTheBudgetIsSpent() {
    CoreType type = new CoreType("c", List.of(new PState(1e9, 1, 50)), 0, 10);
    Platform platform = new Platform("p", "one core", List.of(type), List.of(new Node("n", "c", 1, 1, 0.5)),
        new Interconnect(1e10, 1e9));
    EnergyClock clock = new EnergyClock(platform, 1000);
    clock.powerChanged(0, 0, EnergyKind.IDLE, 10); // 20 W at the wall
    clock.powerChanged(10, 0, EnergyKind.IDLE, 0);
    clock.powerChanged(10, 0, EnergyKind.DYNAMIC, 50); // 100 W at the wall from 10 s: 200 J, then 800 J more by 18 s
    clock.powerChanged(30, 0, EnergyKind.DYNAMIC, 0);
    assertThat(clock.exhaustedAtSeconds()).isCloseTo(18, within(1e-9));
    assertThat(clock.joulesAt(30)).isCloseTo(2200, within(1e-9));
  }

  /** The cached evaluation makes the decisions the plain convolution makes, run after run. */
  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2})
  void shouldDecideAlikeFromTheCacheAndByConvolution(long seed) {
    for (String heuristic : List.of("SQ", "LL", "MECT")) {
      Map<String, String> options = Map.of(Paper002Options.FILTER, "en+rob", Paper002Options.CANCELLATION,
          seed % 2 == 0 ? "on" : "off");
      List<JobRecord> cached = run(heuristic, seed, options, "cached");
      List<JobRecord> plain = run(heuristic, seed, options, "plain");
      assertThat(cached).as("%s seed %d", heuristic, seed).isEqualTo(plain);
    }
  }

  /** Every task ends in one outcome, and filters with cancellation leave tasks discarded or cancelled. */
  @Test
  void shouldCountEveryTaskOnce() {
    Paper002Trial trial = Paper002SmallTrials.trial(3);
    PolicyInputs inputs = Paper002SmallTrials.inputs(Map.of(Paper002Options.FILTER, "none",
        Paper002Options.CANCELLATION, "on", Paper002Options.CANCELLATION_THRESHOLD, "0.9"));
    EnergyClock clock = new EnergyClock(inputs.platform(), Paper002SmallTrials.system().budgetJoules());
    SimulationResult r = Simulation.run(inputs, trial.workload(), Policies.find("RAND").orElseThrow().create(inputs),
        SimulationSettings.defaults().withSeed(3), clock);
    Outcomes o = Outcomes.of(trial.workload().arrivals(), r.jobs(), clock);
    assertThat(o.tasks()).isEqualTo(trial.workload().arrivals().size());
    assertThat(o.count(Outcome.CANCELLED)).isPositive();
    assertThat(o.missedPercent()).isCloseTo(100.0 * (o.tasks() - o.count(Outcome.ON_TIME)) / o.tasks(), within(1e-9));
  }

  @Test
  void shouldRefuseUnknownOptionsAndBadValuesNamingThem() {
    assertThatThrownBy(() -> Paper002Options.settings(Map.of("filtr", "en")))
        .hasMessageStartingWith("unknown option filtr for paper 002's heuristics; known: filter, cancellation");
    assertThatThrownBy(() -> Paper002Options.settings(Map.of(Paper002Options.FILTER, "energy")))
        .hasMessageContaining("option filter was 'energy', expected");
    assertThatThrownBy(() -> Paper002Options.settings(Map.of(Paper002Options.ROBUSTNESS_THRESHOLD, "1.5")))
        .hasMessageContaining("robustnessThreshold");
  }

  private static List<JobRecord> run(String heuristic, long seed, Map<String, String> options, String evaluation) {
    Map<String, String> all = new java.util.TreeMap<>(options);
    all.put(Paper002Options.EVALUATION, evaluation);
    PolicyInputs inputs = Paper002SmallTrials.inputs(all);
    return Simulation.run(inputs, Paper002SmallTrials.trial(seed).workload(),
        Policies.find(heuristic).orElseThrow().create(inputs), SimulationSettings.defaults().withSeed(seed)).jobs();
  }
}
