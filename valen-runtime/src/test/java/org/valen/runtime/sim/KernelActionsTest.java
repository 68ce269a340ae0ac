package org.valen.runtime.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.valen.model.exec.ScaledReferenceModel;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.Platform;
import org.valen.model.value.StepCurve;
import org.valen.runtime.RecordingTrace;
import org.valen.runtime.TinyWorlds;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.IllegalDecisionException;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Plan;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.Triggers;

/** The kernel's preempt action, its per-core queues with the policy's last look, and the finish hook. */
class KernelActionsTest {
  private static final JobTemplate ONE = JobTemplate.builder("one").task("t", "compute", 100)
      .valueCurve(StepCurve.hardDeadline(1, 1e6)).build();
  private static final Catalogue CATALOGUE =
      new Catalogue("c", Optional.empty(), ScaledReferenceModel.relativeToFastestLevel(), List.of(ONE));
  private static final Plan SOLO = new Plan(new int[] {0}, new int[] {0}, 100, 1);
  private static final SimulationSettings EXACT = SimulationSettings.defaults().withVariability(Variability.none());

  private static JobRecord record(SimulationResult r, String id) {
    return r.jobs().stream().filter(j -> j.id().equals(id)).findFirst().orElseThrow();
  }

  @Test
  void shouldResumeAPreemptedJobWithTheWorkItHadDone() {
    Platform oneCore = PlatformPresets.paper001(1, 1);
    Policy policy = TinyWorlds.onEvents(c -> {
      JobView j0 = TinyWorlds.waitingJob(c, "j0");
      JobView j1 = TinyWorlds.waitingJob(c, "j1");
      if (c.now() == 30) { // j1 arrives: it takes j0's core
        JobView running = c.running().get(0);
        c.preempt(running, false);
        assertThat(running.isWaiting()).isTrue();
        assertThat(running.preemptions()).isEqualTo(1);
        c.allocate(j1, 0, SOLO);
      } else if (c.freeCores(0) == 1 && (j0 != null || j1 != null)) {
        c.allocate(j0 != null ? j0 : j1, 0, SOLO);
      }
    });
    RecordingTrace trace = new RecordingTrace();
    SimulationResult r = Simulation.run(oneCore, CATALOGUE, TinyWorlds.arrivals(CATALOGUE, List.of("one", "one"), 0, 30),
        policy, EXACT, trace);
    JobRecord j0 = record(r, "j0");
    JobRecord j1 = record(r, "j1");
    assertThat(j1.finishSeconds()).isEqualTo(130);
    assertThat(j0.startSeconds()).isEqualTo(0);
    assertThat(j0.finishSeconds()).isEqualTo(200); // 30 s done before, 70 s left after 130 s
    assertThat(j0.preemptions()).isEqualTo(1);
    assertThat(j0.migrations()).isZero();
    assertThat(j0.status()).isEqualTo(JobStatus.COMPLETED);
    assertThat(j0.energyJoules()).isCloseTo(j1.energyJoules(), org.assertj.core.api.Assertions.within(1e-9));
    assertThat(trace.pieces.stream().filter(p -> p.job().equals("j0")).map(p -> p.start() + "-" + p.end() + ":" + p.finished()))
        .containsExactly("0.0-30.0:false", "130.0-200.0:true");
  }

  @Test
  void shouldRefuseToResumeAJobPinnedToItsCoreTypeElsewhere() {
    var catalogue = TinyWorlds.matrixCatalogue();
    List<String> seen = new ArrayList<>();
    Policy policy = TinyWorlds.onEvents(c -> {
      JobView job = TinyWorlds.waitingJob(c, "j0");
      if (job != null && job.preemptions() == 0) {
        c.allocate(job, 0, c.offers(job, 0).get(0).plan());
        c.preempt(job, true);
        assertThat(c.offers(job, 1)).as("no offer off its core type").isEmpty();
        assertThatThrownBy(() -> c.allocate(job, 1, new Plan(new int[] {0}, new int[] {0}, 120, 1200)))
            .isInstanceOf(IllegalDecisionException.class).hasMessageContaining("resume on core type fast");
        c.allocate(job, 0, c.offers(job, 0).get(0).plan());
        seen.add("ok");
      }
    });
    SimulationResult r = Simulation.run(TinyWorlds.heterogeneous(), catalogue,
        TinyWorlds.arrivals(catalogue, List.of("any"), 0), policy, EXACT);
    assertThat(seen).containsExactly("ok");
    assertThat(record(r, "j0").finishSeconds()).isEqualTo(50);
  }

  @Test
  void shouldRunCoreQueuesInOrderAndCancelAtTheLastLook() {
    Platform twoCores = PlatformPresets.paper001(1, 2);
    List<String> looked = new ArrayList<>();
    Policy policy = new Policy() {
      @Override
      public String name() {
        return "core-queues";
      }

      @Override
      public Triggers triggers() {
        return Triggers.onEventsOnly();
      }

      @Override
      public void decide(DecisionContext c) {
        if (c.now() == 0) {
          for (String id : List.of("j0", "j1", "j2")) {
            c.enqueueOnCore(TinyWorlds.waitingJob(c, id), 0, 1, SOLO);
          }
          c.enqueueOnCore(TinyWorlds.waitingJob(c, "j3"), 0, 0, SOLO);
          assertThat(c.coreQueue(0, 1)).extracting(JobView::id).containsExactly("j1", "j2");
          assertThat(c.isCoreHeld(0, 1)).isTrue();
          assertThat(c.waitingCount()).isZero();
        }
      }

      @Override
      public boolean lastLook(JobView job, double now) {
        looked.add(job.id() + "@" + now + (job.isQueued() ? " queued" : ""));
        return !job.id().equals("j1");
      }
    };
    RecordingTrace trace = new RecordingTrace();
    SimulationResult r = Simulation.run(twoCores, CATALOGUE, TinyWorlds.arrivals(CATALOGUE,
        List.of("one", "one", "one", "one"), 0, 0, 0, 0), policy, EXACT, trace);
    assertThat(looked).containsExactly("j0@0.0 queued", "j3@0.0 queued", "j1@100.0 queued", "j2@100.0 queued");
    assertThat(record(r, "j1").status()).isEqualTo(JobStatus.CANCELLED);
    assertThat(record(r, "j1").value()).isZero();
    assertThat(record(r, "j2").startSeconds()).isEqualTo(100);
    assertThat(record(r, "j2").finishSeconds()).isEqualTo(200);
    assertThat(trace.pieces.stream().filter(p -> p.job().equals("j2")).map(RecordingTrace.Piece::core)).containsOnly(1);
    assertThat(trace.pieces.stream().filter(p -> p.job().equals("j3")).map(RecordingTrace.Piece::core)).containsOnly(0);
    assertThat(trace.pieces).noneMatch(p -> p.job().equals("j1"));
  }

  @Test
  void shouldCountAPreemptedJobCancelledAtItsLastLookAsAbandonedNotCancelled() {
    Platform oneCore = PlatformPresets.paper001(1, 1);
    Policy policy = new Policy() {
      @Override
      public String name() {
        return "preempt-then-cancel";
      }

      @Override
      public Triggers triggers() {
        return Triggers.onEventsOnly();
      }

      @Override
      public void decide(DecisionContext c) {
        JobView j0 = TinyWorlds.waitingJob(c, "j0");
        JobView j1 = TinyWorlds.waitingJob(c, "j1");
        if (c.now() == 0) {
          c.allocate(j0, 0, SOLO);
        } else if (c.now() == 30) { // j1 takes the core; j0, which ran 30 s, queues behind it
          JobView running = c.running().get(0);
          c.preempt(running, false);
          c.allocate(j1, 0, SOLO);
          c.enqueue(running, 0, SOLO);
        }
      }

      @Override
      public boolean lastLook(JobView job, double now) {
        return false;
      }
    };
    SimulationResult r = Simulation.run(oneCore, CATALOGUE, TinyWorlds.arrivals(CATALOGUE, List.of("one", "one"), 0, 30),
        policy, EXACT);
    assertThat(record(r, "j0").status()).as("it ran, so it was not merely cancelled").isEqualTo(JobStatus.ABANDONED);
    assertThat(record(r, "j0").value()).isZero();
  }

  @Test
  void shouldRefuseCoreQueuePlansOfMoreThanOneCore() {
    JobTemplate two = JobTemplate.builder("two").task("a", "compute", 10).task("b", "compute", 10)
        .valueCurve(StepCurve.hardDeadline(1, 1e6)).build();
    Catalogue catalogue = new Catalogue("c2", Optional.empty(), ScaledReferenceModel.relativeToFastestLevel(), List.of(two));
    Policy policy = TinyWorlds.onEvents(c -> {
      JobView job = TinyWorlds.waitingJob(c, "j0");
      assertThatThrownBy(() -> c.enqueueOnCore(job, 0, 0, new Plan(new int[] {0, 1}, new int[] {0, 0}, 10, 1)))
          .isInstanceOf(IllegalDecisionException.class).hasMessageContaining("one-core plans");
      assertThatThrownBy(() -> c.enqueueOnCore(job, 0, 5, new Plan(new int[] {0, 0}, new int[] {0}, 20, 1)))
          .isInstanceOf(IllegalDecisionException.class).hasMessageContaining("has no core 5");
      c.drop(job);
    });
    SimulationResult r = Simulation.run(PlatformPresets.paper001(1, 2), catalogue,
        TinyWorlds.arrivals(catalogue, List.of("two"), 0), policy, EXACT);
    assertThat(record(r, "j0").status()).isEqualTo(JobStatus.REJECTED_IN_QUEUE);
  }

  @Test
  void shouldTellThePolicyOfEachFinishBeforeTheDecisionThatSeesIt() {
    List<String> events = new ArrayList<>();
    Policy policy = new Policy() {
      @Override
      public String name() {
        return "hooks";
      }

      @Override
      public Triggers triggers() {
        return Triggers.onEventsOnly();
      }

      @Override
      public void decide(DecisionContext c) {
        events.add("decide@" + c.now());
        JobView first = c.firstWaiting(org.valen.runtime.policy.WaitingOrder.ARRIVAL);
        if (first != null && c.freeCores(0) > 0) {
          c.allocate(first, 0, SOLO);
        }
      }

      @Override
      public void finished(JobView job) {
        events.add("finished " + job.id() + "@" + job.isRunning());
      }
    };
    Simulation.run(PlatformPresets.paper001(1, 1), CATALOGUE, TinyWorlds.arrivals(CATALOGUE, List.of("one", "one"), 0, 0),
        policy, EXACT);
    assertThat(events).containsExactly("decide@0.0", "finished j0@false", "decide@100.0", "finished j1@false",
        "decide@200.0");
  }

  @Test
  void shouldCreditNothingToJobsCaughtWaitingOrRunningByTheStopTime() {
    Policy oneAtATime = TinyWorlds.onEvents(c -> {
      JobView first = c.firstWaiting(org.valen.runtime.policy.WaitingOrder.ARRIVAL);
      if (first != null && c.freeCores(0) > 0) {
        c.allocate(first, 0, SOLO);
      }
    });
    SimulationResult r = Simulation.run(PlatformPresets.paper001(1, 1), CATALOGUE,
        TinyWorlds.arrivals(CATALOGUE, List.of("one", "one", "one"), 0, 0, 0), oneAtATime, EXACT.withStopSeconds(150));
    assertThat(r.jobs()).extracting(JobRecord::status)
        .containsExactly(JobStatus.COMPLETED, JobStatus.UNFINISHED, JobStatus.UNFINISHED);
    assertThat(r.jobs()).extracting(JobRecord::value).containsExactly(1.0, 0.0, 0.0);
    assertThat(record(r, "j1").energyJoules()).isPositive(); // running at the stop: its energy so far
    assertThat(r.totalValue()).isEqualTo(1);
  }
}
