package org.valen.runtime.paper001;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.model.exec.DiscretePmf;
import org.valen.model.exec.PmfModel;
import org.valen.model.exec.ScaledReferenceModel;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.job.Arrival;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Workload;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;
import org.valen.model.platform.Node;
import org.valen.model.platform.PState;
import org.valen.model.platform.Platform;
import org.valen.model.value.SoftDeadlineCurve;
import org.valen.model.value.StepCurve;
import org.valen.runtime.RecordingTrace;
import org.valen.runtime.TestProfiles;
import org.valen.runtime.TinyWorlds;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Offer;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.profiles.ProfileBook;
import org.valen.runtime.sim.JobRecord;
import org.valen.runtime.sim.JobStatus;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;
import org.valen.runtime.sim.SimulationSettings;
import org.valen.runtime.sim.Variability;

/** Paper 001's allocators with an energy budget and a robustness threshold, checked by hand. */
class AdmissionTest {
  @TempDir Path folder;

  private static final SimulationSettings EXACT = SimulationSettings.defaults().withVariability(Variability.none());

  private static JobTemplate oneTask(String id, double seconds) {
    return JobTemplate.builder(id).valueCurve(SoftDeadlineCurve.linear(100, 1e6, 2e6)).task("t", "compute", seconds)
        .build();
  }

  private static Catalogue catalogue(JobTemplate... templates) {
    return new Catalogue("tiny", Optional.empty(), ScaledReferenceModel.relativeToFastestLevel(), List.of(templates));
  }

  private ProfileBook profiles(Catalogue c, Platform p) {
    TestProfiles.write(folder, c, p);
    return ProfileBook.load(folder, c, p, c.templates());
  }

  /** Eqs. 1–3 by hand: e_rem = 100 − 30 = 70; n = min(50/5, 70/7) = 10; λ = (100/100)/(30/50) = 5/3; e_bud = λ·70/10. */
  @Test
  void shouldComputePaper000sEquations() {
    AdaptiveEnergyFilter f = AdaptiveEnergyFilter.compute(100, 20, 10, 50, 100, 5, 7);
    assertThat(f.eRemJoules()).isEqualTo(70);
    assertThat(f.n()).isEqualTo(10);
    assertThat(f.lambda()).isCloseTo(5.0 / 3, within(1e-12));
    assertThat(f.eBudJoules()).isCloseTo(70.0 / 6, within(1e-9));
    assertThat(AdaptiveEnergyFilter.compute(100, 0, 0, 100, 100, 5, 7).lambda()).as("nothing used yet").isEqualTo(1);
    assertThat(AdaptiveEnergyFilter.compute(100, 120, 0, 50, 100, 5, 7).eBudJoules()).as("spent").isZero();
  }

  /**
   * The log-normal belief: a job whose expected response R leaves a deadline 1.1 R away, job CV
   * 0.2, task CV 0.1: σ² = ln 1.04 + ln 1.01 = 0.049171, P = Φ((ln 1.1 + σ²/2) / σ) = Φ(0.54069) =
   * 0.70564. A threshold of 0.7 admits it, 0.75 keeps it waiting until its value is gone, while a
   * job with slack starts.
   */
  @Test
  void shouldAdmitOnlyOffersLikelyToMeetTheDeadlineUnderLogNormalVariability() {
    Platform p = PlatformPresets.paper001(1, 1);
    Catalogue c = catalogue(oneTask("w", 600));
    ProfileBook book = profiles(c, p);
    double r = book.of(c.template("w"), 0).planFor(1).expectedResponseSeconds();
    Workload w = new Workload("tiny", Optional.empty(), 1e6, List.of(
        new Arrival("tight", "w", 0, SoftDeadlineCurve.linear(200, 1.1 * r, 1.2 * r)),
        new Arrival("loose", "w", 0, SoftDeadlineCurve.linear(100, 3 * r, 4 * r))));

    List<Double> seen = new ArrayList<>();
    RobustAdmission robust = new RobustAdmission(0.7, 0.2, 0.1, c.executionModel());
    Simulation.run(new PolicyInputs(p, c, Optional.of(book), Map.of()), w, TinyWorlds.onEvents(context -> {
      JobView tight = TinyWorlds.waitingJob(context, "tight");
      if (tight != null && seen.isEmpty()) {
        Offer offer = new ProfiledOffers(book).offers(context, tight, 0, 1).get(0);
        seen.add(robust.probability(context, offer));
      }
    }), EXACT);
    assertThat(seen).singleElement().satisfies(pr -> assertThat(pr).isCloseTo(0.70564, within(1e-5)));

    Map<String, JobRecord> at70 = byId(run(p, c, w, book, Map.of(AdmissionOptions.ROBUSTNESS_THRESHOLD, "0.7")));
    assertThat(at70.get("tight").startSeconds()).isZero();
    assertThat(at70.get("loose").status()).isEqualTo(JobStatus.COMPLETED);
    Map<String, JobRecord> at75 = byId(run(p, c, w, book, Map.of(AdmissionOptions.ROBUSTNESS_THRESHOLD, "0.75")));
    assertThat(at75.get("tight").status()).isEqualTo(JobStatus.REJECTED_IN_QUEUE);
    assertThat(at75.get("loose").startSeconds()).isZero();
  }

  /**
   * The pmfs where the workload has them: a task of 10 s (0.6) or 20 s (0.4) meets a deadline of 15
   * s with probability 0.6; a job of two such tasks on one core, 20 s (0.36), 30 s (0.48) or 40 s
   * (0.16), meets 35 s with 0.84.
   */
  @Test
  void shouldTakeTheProbabilityFromThePmfsAlongAOneCorePlan() {
    CoreType type = new CoreType("c", List.of(new PState(1e9, 1, 50)), 0, 10);
    Platform p = new Platform("p", "one core", List.of(type), List.of(new Node("n", "c", 1, 1, 1)),
        new Interconnect(1e10, 1e9));
    PmfModel model = new PmfModel(10, List.of("t"), List.of("c"),
        new DiscretePmf[][][] {{{DiscretePmf.of(10, 10, 0.6, 0.4)}}}, null);
    JobTemplate one = JobTemplate.builder("one").task("a", "t", 14).valueCurve(StepCurve.hardDeadline(1, 15)).build();
    JobTemplate two = JobTemplate.builder("two").task("a", "t", 14).task("b", "t", 14).edge("a", "b", 0)
        .valueCurve(StepCurve.hardDeadline(1, 35)).build();
    Catalogue c = new Catalogue("c", Optional.empty(), model, List.of(one, two));
    Workload w = new Workload("c", Optional.empty(), 100, List.of(new Arrival("j1", "one", 0, one.valueCurve()),
        new Arrival("j2", "two", 0, two.valueCurve())));
    RobustAdmission robust = new RobustAdmission(0.5, 0.2, 0.1, model);
    Map<String, Double> seen = new java.util.TreeMap<>();
    Simulation.run(new PolicyInputs(p, c, Optional.empty(), Map.of()), w, TinyWorlds.onEvents(context -> {
      for (JobView job : context.waiting()) {
        seen.putIfAbsent(job.id(), robust.probability(context, context.offers(job, 0).get(0)));
      }
    }), EXACT);
    assertThat(seen.get("j1")).isCloseTo(0.6, within(1e-12));
    assertThat(seen.get("j2")).isCloseTo(0.84, within(1e-12));
  }

  /**
   * The budget at the first decision, by hand, above idle: two cores idle for the day, e_cons = 0
   * and λ = 1; E = the idle energy of both cores for the day + 3 ē, so e_rem = 3 ē, n = min(τ_rem /
   * τ̄, 3) = 3 and e_bud = ē, the mean of a short (300 s) and a long (900 s) job's energy above idle.
   * The long jobs pay more per joule, so without a budget they start first; with it only the short
   * ones pass the filter at time 0, and the longs wait.
   */
  @Test
  void shouldFilterOffersByPaper000sAdaptiveBudget() {
    Platform p = PlatformPresets.paper001(1, 2);
    Catalogue c = catalogue(oneTask("short", 300), oneTask("long", 900));
    ProfileBook book = profiles(c, p);
    Node node = p.nodes().get(0);
    double idleWatts = p.coreTypeOf(node).idlePowerWatts();
    double shortJoules = aboveIdle(book.of(c.template("short"), 0).planFor(1), idleWatts) / node.powerSupplyEfficiency();
    double longJoules = aboveIdle(book.of(c.template("long"), 0).planFor(1), idleWatts) / node.powerSupplyEfficiency();
    double mean = (shortJoules + longJoules) / 2;
    double idle = 2 * idleWatts / node.powerSupplyEfficiency() * 86400;
    Workload w = new Workload("tiny", Optional.empty(), 1e6, List.of(
        new Arrival("l1", "long", 0, SoftDeadlineCurve.linear(1000, 1e6, 2e6)),
        new Arrival("l2", "long", 0, SoftDeadlineCurve.linear(1000, 1e6, 2e6)),
        new Arrival("s1", "short", 0, SoftDeadlineCurve.linear(100, 1e6, 2e6)),
        new Arrival("s2", "short", 0, SoftDeadlineCurve.linear(100, 1e6, 2e6))));

    Map<String, JobRecord> free = byId(run(p, c, w, book, Map.of()));
    assertThat(free.get("l1").startSeconds()).isZero();
    assertThat(free.get("l2").startSeconds()).isZero();
    Map<String, JobRecord> budget = byId(run(p, c, w, book,
        Map.of(AdmissionOptions.BUDGET_JOULES, String.valueOf(idle + 3 * mean))));
    assertThat(shortJoules).isLessThan(mean);
    assertThat(budget.get("s1").startSeconds()).isZero();
    assertThat(budget.get("s2").startSeconds()).isZero();
    assertThat(budget.get("l1").startSeconds()).isPositive();
  }

  /** A budget that the idle cores alone would spend is refused before the run, in one line. */
  @Test
  void shouldRefuseABudgetBelowTheIdleEnergy() {
    Platform p = PlatformPresets.paper001(1, 2);
    Catalogue c = catalogue(oneTask("a", 300));
    ProfileBook book = profiles(c, p);
    PolicyInputs in = new PolicyInputs(p, c, Optional.of(book), Map.of(AdmissionOptions.BUDGET_JOULES, "1000"));
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> new Paper001Policies.JoinOpt().create(in))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("option budgetJoules was 1000.00 J, expected"
            + " more than the 43200.0 J the platform's idle cores use over a period of 86400.0 s");
  }

  /** A budget per period never lets the first period's metered energy exceed it (no variability, exact plans). */
  @Test
  void shouldKeepTheFirstDayWithinTheBudget() {
    Platform p = PlatformPresets.paper001(1, 4);
    Catalogue c = catalogue(oneTask("a", 1800), oneTask("b", 3600));
    ProfileBook book = profiles(c, p);
    List<Arrival> arrivals = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      arrivals.add(new Arrival("j" + i, i % 3 == 0 ? "b" : "a", i * 600.0, SoftDeadlineCurve.linear(100, 1e5, 2e5)));
    }
    Workload w = new Workload("tiny", Optional.empty(), 2e5, arrivals);
    SimulationResult free = run(p, c, w, book, Map.of());
    double freeFirstDay = firstDayJoules(free);
    double budget = 0.6 * freeFirstDay;
    SimulationResult capped = run(p, c, w, book, Map.of(AdmissionOptions.BUDGET_JOULES, String.valueOf(budget)));
    assertThat(firstDayJoules(capped)).isLessThanOrEqualTo(budget).isGreaterThan(0.4 * freeFirstDay);
  }

  private static double aboveIdle(org.valen.runtime.policy.Plan plan, double idleWatts) {
    return plan.expectedEnergyJoules() - idleWatts * plan.usedCores() * plan.expectedResponseSeconds();
  }

  private static double firstDayJoules(SimulationResult r) {
    return r.energy().stream().filter(s -> s.seconds() == 86400).findFirst().orElseThrow().totalJoules();
  }

  private static SimulationResult run(Platform p, Catalogue c, Workload w, ProfileBook book, Map<String, String> options) {
    PolicyInputs in = new PolicyInputs(p, c, Optional.of(book), options);
    return Simulation.run(in, w, new Paper001Policies.JoinOpt().create(in), EXACT, new RecordingTrace());
  }

  private static Map<String, JobRecord> byId(SimulationResult r) {
    Map<String, JobRecord> m = new java.util.HashMap<>();
    r.jobs().forEach(j -> m.put(j.id(), j));
    return m;
  }
}
