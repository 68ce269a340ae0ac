package org.valen.runtime.paper001;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.model.exec.ScaledReferenceModel;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.job.Arrival;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Workload;
import org.valen.model.platform.Node;
import org.valen.model.platform.Platform;
import org.valen.model.value.SoftDeadlineCurve;
import org.valen.model.value.ValueCurve;
import org.valen.runtime.RecordingTrace;
import org.valen.runtime.TestProfiles;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.profiles.ProfileBook;
import org.valen.runtime.profiles.TemplateProfile;
import org.valen.runtime.sim.JobRecord;
import org.valen.runtime.sim.JobStatus;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;
import org.valen.runtime.sim.SimulationSettings;
import org.valen.runtime.sim.Variability;

/** Hand-checked decisions of paper 001's approaches on tiny systems. */
class Paper001PoliciesTest {
  @TempDir Path folder;

  /** Four independent 600 s tasks: parallelism up to 4. */
  private static JobTemplate wide(String id) {
    JobTemplate.Builder b = JobTemplate.builder(id).valueCurve(SoftDeadlineCurve.linear(100, 3600, 7200));
    for (int t = 1; t <= 4; t++) {
      b.task("t" + t, "compute", 600);
    }
    return b.build();
  }

  private static Catalogue catalogue(JobTemplate... templates) {
    return new Catalogue("tiny", Optional.empty(), ScaledReferenceModel.relativeToFastestLevel(), List.of(templates));
  }

  private static Workload arrivals(Arrival... arrivals) {
    return new Workload("tiny", Optional.empty(), 1e6, List.of(arrivals));
  }

  private ProfileBook profiles(Catalogue c, Platform p) {
    TestProfiles.write(folder, c, p);
    return ProfileBook.load(folder, c, p, c.templates());
  }

  private static SimulationResult run(Platform p, Catalogue c, Workload w, Policy policy, RecordingTrace trace) {
    return Simulation.run(p, c, w, policy, SimulationSettings.defaults().withVariability(Variability.none()), trace);
  }

  @Test
  void shouldAllocateOnTheNodeWithTheMostFreeCores() {
    Platform p = PlatformPresets.paper001(1, 1).withNodes("two", List.of(
        Node.of("small", "intel-core-m", 2), Node.of("large", "intel-core-m", 6)));
    Catalogue c = catalogue(wide("w"));
    SimulationResult r = run(p, c, arrivals(new Arrival("a", "w", 0, c.template("w").valueCurve())),
        new ValOpt(), new RecordingTrace());
    assertThat(r.jobs().get(0).node()).isEqualTo("large");
    assertThat(r.jobs().get(0).cores()).isEqualTo(4); // min(maxBid 6, 4 tasks), load balanced
  }

  @Test
  void shouldRunValOptAtTheHighestLevelOnly() {
    Platform p = PlatformPresets.paper001(1, 4);
    Catalogue c = catalogue(wide("w"));
    RecordingTrace trace = new RecordingTrace();
    SimulationResult r = run(p, c, arrivals(new Arrival("a", "w", 0, c.template("w").valueCurve())), new ValOpt(), trace);
    assertThat(trace.pieces).extracting(RecordingTrace.Piece::level).containsOnly(0);
    assertThat(r.levelShares()).as("P-state residency").containsExactly(1, 0, 0, 0, 0, 0);
  }

  @Test
  void shouldStartEachArrivalOnTheCoresItsOwnValueCurveAsksFor() {
    // one template, two arrivals: a relaxed deadline pays best on the fewest cores, a deadline only
    // the widest entry meets pays best on it (Algorithm 1: value at the allocation time)
    JobTemplate j = wide("w");
    Platform p = PlatformPresets.paper001(1, 4);
    Catalogue c = catalogue(j);
    ProfileBook book = profiles(c, p);
    TemplateProfile profile = book.of(j, p.singleCoreType());
    double fastest = profile.planFor(4).expectedResponseSeconds();
    ValueCurve tight = SoftDeadlineCurve.linear(100, fastest * 1.01, fastest * 1.02);
    ValueCurve relaxed = SoftDeadlineCurve.linear(100, 1e6, 2e6);
    int tightCores = run(p, c, arrivals(new Arrival("tight", "w", 0, tight)), new ValEnJoinOpt(book),
        new RecordingTrace()).jobs().get(0).cores();
    int relaxedCores = run(p, c, arrivals(new Arrival("relaxed", "w", 0, relaxed)), new ValEnJoinOpt(book),
        new RecordingTrace()).jobs().get(0).cores();
    assertThat(profile.planFor(3).expectedResponseSeconds()).as("only 4 cores meet the tight deadline")
        .isGreaterThan(fastest * 1.02);
    assertThat(tightCores).isEqualTo(4);
    assertThat(relaxedCores).isLessThan(tightCores);
  }

  @Test
  void shouldRunBelowTheFastestLevelWhenTheDeadlineLeavesSlackUnderTheMinEnergyRule() {
    JobTemplate j = wide("w");
    Platform p = PlatformPresets.paper001(1, 4);
    Catalogue c = catalogue(j);
    ProfileBook book = profiles(c, p);
    Workload w = arrivals(new Arrival("relaxed", "w", 0, SoftDeadlineCurve.linear(100, 1e6, 2e6)));
    SimulationResult selected = run(p, c, w, new ValEnJoinOpt(book), new RecordingTrace());
    SimulationResult frugal = run(p, c, w, new ValEnJoinOpt(book, PointRule.MIN_ENERGY_BY_DEADLINE), new RecordingTrace());
    assertThat(frugal.jobs().get(0).value()).isEqualTo(100);
    assertThat(frugal.jobEnergyJoules()).isLessThan(selected.jobEnergyJoules());
    assertThat(frugal.levelShares()[0]).isLessThan(1);
  }

  @Test
  void shouldAdaptOneJobAsOftenAsTheOptionAllows() {
    JobTemplate j = wide("w");
    Platform p = PlatformPresets.paper001(1, 4);
    Catalogue c = catalogue(j);
    ProfileBook book = profiles(c, p);
    Workload w = arrivals(new Arrival("slow", "w", 0, SoftDeadlineCurve.linear(100, 1500, 4000)));
    SimulationSettings slow = SimulationSettings.defaults().withVariability(Variability.constant(1.5));
    for (int limit : new int[] {0, 1}) {
      AdaptationSettings settings = AdaptationSettings.defaults().withCheckpointSeconds(60).withMaxAdaptationsPerJob(limit);
      SimulationResult r = Simulation.run(p, c, w, new ValEnAdaptOpt(book, settings), slow, new RecordingTrace());
      assertThat(r.jobs().get(0).migrations()).as("at most %d", limit).isLessThanOrEqualTo(limit);
    }
    assertThat(new Paper001Policies.AdaptOpt().options()).extracting(o -> o.name()).contains(
        Paper001Policies.CHECKPOINT_SECONDS, Paper001Policies.DEVIATION_THRESHOLD,
        Paper001Policies.MAX_ADAPTATIONS_PER_JOB, Paper001Policies.EXTRAPOLATE_DEVIATION);
    AdaptationSettings fromOptions = Paper001Policies.AdaptOpt.settings(new org.valen.runtime.policy.PolicyInputs(p, c,
        java.util.Optional.of(book), java.util.Map.of(Paper001Policies.MAX_ADAPTATIONS_PER_JOB, "3",
            Paper001Policies.DEVIATION_THRESHOLD, "0.1")));
    assertThat(fromOptions.maxAdaptationsPerJob()).isEqualTo(3);
    assertThat(fromOptions.deviationThreshold()).isEqualTo(0.1);
    assertThat(AdaptationSettings.defaults().maxAdaptationsPerJob()).as("no limit by default")
        .isEqualTo(AdaptationSettings.UNLIMITED);
  }

  @Test
  void shouldPreferTheJobWithTheBestValuePerEnergy() {
    // one core, two identical jobs waiting; the one whose value is ten times higher goes first
    Platform p = PlatformPresets.paper001(1, 1);
    Catalogue c = catalogue(wide("w"));
    ValueCurve cheap = SoftDeadlineCurve.linear(10, 1e5, 2e5);
    ValueCurve dear = SoftDeadlineCurve.linear(100, 1e5, 2e5);
    Workload w = arrivals(new Arrival("blocker", "w", 0, cheap), new Arrival("cheap", "w", 1, cheap),
        new Arrival("dear", "w", 2, dear));
    SimulationResult r = run(p, c, w, new ValEnJoinOpt(profiles(c, p)), new RecordingTrace());
    JobRecord cheapJob = r.jobs().get(1);
    JobRecord dearJob = r.jobs().get(2);
    assertThat(dearJob.startSeconds()).isLessThan(cheapJob.startSeconds());
  }

  @Test
  void shouldDropJobsWhoseValueReachedZeroWhileWaiting() {
    Platform p = PlatformPresets.paper001(1, 1);
    Catalogue c = catalogue(wide("w"));
    ValueCurve shortLived = SoftDeadlineCurve.linear(10, 100, 200); // zero after 200 s, the blocker runs 2400 s
    Workload w = arrivals(new Arrival("blocker", "w", 0, c.template("w").valueCurve()),
        new Arrival("late", "w", 10, shortLived));
    for (Policy policy : List.of(new ValOpt(), new ValEnSepOpt(), new ValEnJoinOpt(profiles(c, p)))) {
      SimulationResult r = run(p, c, w, policy, new RecordingTrace());
      assertThat(r.jobs().get(1).status()).as(policy.name()).isEqualTo(JobStatus.REJECTED_IN_QUEUE);
      assertThat(r.jobs().get(1).energyJoules()).isZero();
      assertThat(r.rejectedPercent()).isEqualTo(50);
    }
  }

  @Test
  void shouldLowerLevelsOfCoresWithSlackInValEnSepOpt() {
    // a chain a(600) → b(600) with a side task c(60): the core of c has slack and slows down
    JobTemplate j = JobTemplate.builder("j").valueCurve(SoftDeadlineCurve.linear(100, 1e5, 2e5))
        .task("a", "compute", 600).task("b", "compute", 600).task("c", "compute", 60)
        .edge("a", "b", 0).build();
    Platform p = PlatformPresets.paper001(1, 3);
    Catalogue c = catalogue(j);
    RecordingTrace trace = new RecordingTrace();
    run(p, c, arrivals(new Arrival("x", "j", 0, j.valueCurve())), new ValEnSepOpt(), trace);
    int levelOfC = trace.pieces.stream().filter(piece -> piece.task() == 2).findFirst().orElseThrow().level();
    assertThat(levelOfC).isGreaterThan(0);
  }

  @Test
  void shouldGiveMoreCoresToAJobRunningBehindItsProfile() {
    // the job's actual times are 1.5× its profile's, and its deadline is tight: at a checkpoint it
    // is behind and moves to more cores
    JobTemplate j = wide("w");
    Platform p = PlatformPresets.paper001(1, 4);
    Catalogue c = catalogue(j);
    ProfileBook book = profiles(c, p);
    TemplateProfile profile = book.of(j, p.singleCoreType());
    double planned = profile.planFor(profile.bestCores()).expectedResponseSeconds();
    ValueCurve tight = SoftDeadlineCurve.linear(100, planned * 1.05, planned * 1.5);
    Workload w = arrivals(new Arrival("late", "w", 0, tight));
    SimulationSettings slow = SimulationSettings.defaults().withVariability(Variability.constant(1.5));
    SimulationResult adaptive = Simulation.run(p, c, w,
        new ValEnAdaptOpt(book, AdaptationSettings.defaults().withCheckpointSeconds(60)), slow, new RecordingTrace());
    SimulationResult fixed = Simulation.run(p, c, w, new ValEnJoinOpt(book), slow, new RecordingTrace());
    assertThat(profile.bestCores()).as("the profile's best count leaves room to grow").isLessThan(4);
    assertThat(adaptive.jobs().get(0).migrations()).isEqualTo(1);
    assertThat(adaptive.jobs().get(0).cores()).isGreaterThan(fixed.jobs().get(0).cores());
    assertThat(adaptive.jobs().get(0).value()).isGreaterThan(fixed.jobs().get(0).value());
  }
}
