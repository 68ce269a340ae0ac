package org.valen.runtime.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.valen.model.exec.ScaledReferenceModel;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.job.Arrival;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Workload;
import org.valen.model.platform.Platform;
import org.valen.model.value.StepCurve;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.IllegalDecisionException;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.KernelTimedPolicy;
import org.valen.runtime.policy.Plan;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.Triggers;

/** Node queues (paper 000's queued environment) and stopping at a time. */
class QueuesAndStopTest {
  private static final JobTemplate ONE = JobTemplate.builder("one").task("t", "compute", 100)
      .valueCurve(StepCurve.hardDeadline(1, 1e6)).build();
  private static final Catalogue CATALOGUE =
      new Catalogue("c", Optional.empty(), ScaledReferenceModel.relativeToFastestLevel(), List.of(ONE));
  private static final Plan SOLO = new Plan(new int[] {0}, new int[] {0}, 100, 1);
  private static final Platform ONE_CORE = PlatformPresets.paper001(1, 1);

  private static Workload arrivals(double... times) {
    Arrival[] a = new Arrival[times.length];
    for (int i = 0; i < times.length; i++) {
      a[i] = new Arrival("j" + i, "one", times[i], ONE.valueCurve());
    }
    return new Workload("c", Optional.empty(), 1e6, List.of(a));
  }

  private static Policy deciding(Consumer<DecisionContext> decide) {
    return deciding(decide, job -> {});
  }

  /** A policy that decides with {@code decide} and is told of arrivals through {@code arrived}. */
  private static Policy deciding(Consumer<DecisionContext> decide, Consumer<JobView> arrived) {
    return org.valen.runtime.TinyWorlds.onEvents(decide, arrived);
  }

  private static SimulationResult run(Workload w, Policy p, SimulationSettings s) {
    return Simulation.run(ONE_CORE, CATALOGUE, w, p, s.withVariability(Variability.none()));
  }

  @Test
  void shouldRunQueuedJobsBackToBackWithoutWaitingForDecisions() {
    SimulationResult r = run(arrivals(0, 0, 0), deciding(c -> c.waiting().forEach(j -> c.enqueue(j, 0, SOLO))),
        SimulationSettings.defaults());
    assertThat(r.jobs()).extracting(JobRecord::startSeconds).containsExactly(0.0, 100.0, 200.0);
    assertThat(r.jobs()).extracting(JobRecord::status).containsOnly(JobStatus.COMPLETED);
  }

  @Test
  void shouldWithdrawAndDropQueuedJobs() {
    SimulationResult r = run(arrivals(0, 0, 0, 0), deciding(c -> {
      c.waiting().forEach(j -> c.enqueue(j, 0, SOLO));
      List<? extends JobView> queue = c.queue(0);
      if (queue.size() == 3) { // j0 runs; j1, j2, j3 queue
        assertThat(queue.get(0).isQueued()).isTrue();
        c.withdraw(queue.get(1));
        assertThat(c.waiting()).extracting(JobView::id).containsExactly("j2");
        c.drop(c.waiting().get(0));
        c.drop(c.queue(0).get(1));
      }
    }), SimulationSettings.defaults());
    assertThat(r.jobs()).extracting(JobRecord::status).containsExactly(JobStatus.COMPLETED, JobStatus.COMPLETED,
        JobStatus.REJECTED_IN_QUEUE, JobStatus.REJECTED_IN_QUEUE);
  }

  @Test
  void shouldRefuseToAllocateWhatIsQueuedOrDoesNotFit() {
    assertThatThrownBy(() -> run(arrivals(0), deciding(c -> {
      var j = c.waiting().get(0);
      c.enqueue(j, 0, new Plan(new int[] {0}, new int[] {0}, 100, 1));
      c.allocate(j, 0, SOLO);
    }), SimulationSettings.defaults())).isInstanceOf(IllegalDecisionException.class).hasMessageContaining("not waiting");
    Plan twoCores = new Plan(new int[] {0, 1}, new int[] {0, 0}, 1, 1);
    JobTemplate two = JobTemplate.builder("one").task("a", "compute", 1).task("b", "compute", 1)
        .valueCurve(StepCurve.hardDeadline(1, 10)).build();
    Catalogue c2 = new Catalogue("c", Optional.empty(), ScaledReferenceModel.relativeToFastestLevel(), List.of(two));
    assertThatThrownBy(() -> Simulation.run(ONE_CORE, c2, arrivals(0), deciding(c -> c.enqueue(c.waiting().get(0), 0, twoCores)),
        SimulationSettings.defaults())).hasMessageContaining("has only 1");
  }

  @Test
  void shouldStopAtTheStopTimeAndChargeRunningJobsTheirEnergySoFar() {
    SimulationResult r = run(arrivals(0, 10, 500), deciding(c -> c.waiting().forEach(j -> c.enqueue(j, 0, SOLO))),
        SimulationSettings.defaults().withStopSeconds(150));
    assertThat(r.jobs()).hasSize(2); // the third had not arrived
    assertThat(r.jobs().get(0).status()).isEqualTo(JobStatus.COMPLETED);
    assertThat(r.jobs().get(1).status()).isEqualTo(JobStatus.UNFINISHED);
    // job 2 ran 50 of its 100 s at 1.5 W dynamic + 0.25 W static
    assertThat(r.jobs().get(1).energyJoules()).isCloseTo(50 * 1.75, within(1e-9));
    assertThat(r.endSeconds()).isEqualTo(150);
    assertThat(r.jobEnergyJoules() + r.idleEnergyJoules()).isCloseTo(r.totalEnergyJoules(), within(1e-9));
  }

  @Test
  void shouldEndTheRunAndItsEnergyWhenTheLastJobEndsWithoutAnIdleTail() {
    // a periodic policy (mapping events every 300 s) keeps events coming after the last job; samples are hourly
    Policy periodic = new Policy() {
      @Override
      public String name() {
        return "periodic";
      }

      @Override
      public Triggers triggers() {
        return Triggers.periodic(300);
      }

      @Override
      public void decide(DecisionContext c) {
        c.waiting().forEach(j -> c.enqueue(j, 0, SOLO));
      }
    };
    SimulationResult r = run(arrivals(0, 10), periodic, SimulationSettings.defaults());
    assertThat(r.jobs()).extracting(JobRecord::finishSeconds).containsExactly(400.0, 500.0);
    assertThat(r.endSeconds()).as("the last finish, not the next checkpoint or hourly sample").isEqualTo(500);
    // one core: idle until the first mapping event at 300 s, then busy until 500 s
    assertThat(r.idleEnergyJoules()).isPositive();
    assertThat(r.totalEnergyJoules()).isCloseTo(r.jobEnergyJoules() + r.idleEnergyJoules(), within(1e-9));
    assertThat(r.energy().get(r.energy().size() - 1).seconds()).isEqualTo(500);
    assertThat(r.energy()).allSatisfy(s -> assertThat(s.seconds()).isLessThanOrEqualTo(500));
  }

  @Test
  void shouldEndARunWhoseJobsAllLeftAtTheirLastRejection() {
    SimulationResult r = run(arrivals(0, 1_000), deciding(c -> c.waiting().forEach(c::drop)),
        SimulationSettings.defaults());
    assertThat(r.jobs()).extracting(JobRecord::status).containsOnly(JobStatus.REJECTED_IN_QUEUE);
    assertThat(r.endSeconds()).isEqualTo(1_000);
  }

  @Test
  void shouldTellThePolicyOfEachArrivalInOrderBeforeTheDecisionThatSeesIt() {
    List<String> told = new ArrayList<>();
    List<String> seen = new ArrayList<>();
    Policy policy = deciding(context -> context.waiting().forEach(j -> {
      assertThat(told).as("told of %s before deciding on it", j.id()).contains(j.id() + "@" + j.arrivalSeconds());
      seen.add(j.id());
      context.enqueue(j, 0, SOLO);
    }), job -> told.add(job.id() + "@" + job.arrivalSeconds()));
    SimulationResult r = run(arrivals(0, 0, 5, 300), policy, SimulationSettings.defaults());
    assertThat(told).containsExactly("j0@0.0", "j1@0.0", "j2@5.0", "j3@300.0");
    assertThat(seen).containsExactly("j0", "j1", "j2", "j3");
    assertThat(r.decisionTiming().arrivals()).isEqualTo(4);
  }

  @Test
  void shouldTimeDecisions() {
    SimulationResult r = run(arrivals(0, 5), deciding(c -> c.waiting().forEach(j -> c.enqueue(j, 0, SOLO))),
        SimulationSettings.defaults());
    assertThat(r.decisionTiming().decisions()).isEqualTo(4); // two arrivals, two finishes
    assertThat(r.decisionTiming().maxMicros()).isGreaterThan(0);
    assertThat(r.decisionTiming().decisionNanos().getTotalCount()).as("every decision in the histogram").isEqualTo(4);
    assertThat(r.decisionTiming().percentileMicros(100)).as("its largest is the longest decision, to 1 %%")
        .isCloseTo(r.decisionTiming().maxMicros(), org.assertj.core.data.Percentage.withPercentage(1));
  }

  @Test
  void shouldTimeTheKernelCallsOfAPolicyApartAndSimulateTheSame() {
    Consumer<DecisionContext> decide = c -> {
      c.energyJoules();
      c.waiting().forEach(j -> c.enqueue(j, 0, SOLO));
    };
    SimulationResult plain = run(arrivals(0, 5), deciding(decide), SimulationSettings.defaults());
    KernelTimedPolicy timed = new KernelTimedPolicy(deciding(decide));
    SimulationResult seen = run(arrivals(0, 5), timed, SimulationSettings.defaults());
    assertThat(seen.jobs()).isEqualTo(plain.jobs());
    assertThat(seen.decisionTiming().decisions()).isEqualTo(4); // two arrivals, two finishes
    assertThat(timed.kernelCalls()).as("an energy query and a waiting list per decision, two enqueues").isEqualTo(4 * 2 + 2);
    assertThat(timed.kernelNanos()).isPositive().isLessThanOrEqualTo(seen.decisionTiming().totalNanos());
  }
}
