package org.valen.runtime.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.valen.runtime.PolicyContract;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Offer;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.Triggers;
import org.valen.runtime.policy.WaitingOrder;

/**
 * The shared contract for two small policies that use the kernel actions papers 002 and 004 need:
 * one that preempts (earliest deadline first, displacing the running job with the latest deadline)
 * and one that queues every job on a core and cancels it at its last look if it can earn nothing.
 */
class ActionPoliciesContractTest {

  /** Earliest deadline first on the fastest offer; preempts the running job of latest deadline for an earlier one. */
  static final class PreemptingEdf implements Policy {
    @Override
    public String name() {
      return "preempting-edf";
    }

    @Override
    public Triggers triggers() {
      return Triggers.onEventsOnly();
    }

    @Override
    public void decide(DecisionContext c) {
      boolean preempted = false;
      for (JobView job : c.waiting(WaitingOrder.DEADLINE)) {
        if (place(c, job)) {
          continue;
        }
        JobView latest = null;
        for (JobView r : c.running()) {
          if (latest == null || r.deadlineSeconds() > latest.deadlineSeconds()) {
            latest = r;
          }
        }
        if (!preempted && latest != null && latest.deadlineSeconds() > job.deadlineSeconds()) {
          c.preempt(latest, true);
          preempted = true;
          place(c, job);
        }
      }
    }

    private static boolean place(DecisionContext c, JobView job) {
      for (int n = c.nextNodeWithFreeCores(0); n >= 0; n = c.nextNodeWithFreeCores(n + 1)) {
        List<Offer> offers = c.offers(job, n);
        if (!offers.isEmpty()) {
          c.allocate(job, n, offers.get(0).plan());
          return true;
        }
      }
      return false;
    }
  }

  /** Every job on the core with the shortest queue, one core, fastest level; cancelled at its last look if worthless. */
  static final class CoreQueueing implements Policy {
    @Override
    public String name() {
      return "core-queueing";
    }

    @Override
    public Triggers triggers() {
      return Triggers.onEventsOnly();
    }

    @Override
    public void decide(DecisionContext c) {
      for (JobView job : c.waiting(WaitingOrder.ARRIVAL)) {
        int bestNode = -1;
        int bestCore = -1;
        int shortest = Integer.MAX_VALUE;
        Offer chosen = null;
        for (int n = 0; n < c.nodeCount(); n++) {
          Offer one = c.offers(job, n, 1, c.now()).stream().findFirst().orElse(null);
          for (int core = 0; core < c.totalCores(n) && one != null; core++) {
            int length = c.coreQueue(n, core).size() + (c.isCoreHeld(n, core) ? 1 : 0);
            if (length < shortest) {
              shortest = length;
              bestNode = n;
              bestCore = core;
              chosen = one;
            }
          }
        }
        if (chosen != null) {
          c.enqueueOnCore(job, bestNode, bestCore, chosen.plan());
        }
      }
    }

    @Override
    public boolean lastLook(JobView job, double now) {
      return job.valueIfCompletedAt(now + job.plan().expectedResponseSeconds()) > 0;
    }
  }

  @Test
  void shouldPreemptAndCancelInTheContractScenarios() {
    long preemptions = 0;
    long cancelled = 0;
    for (long seed = 1; seed <= 6; seed++) {
      PolicyContract.Scenario s = PolicyContract.paper001Scenario(seed);
      preemptions += Simulation.run(s.inputs(), s.workload(), new PreemptingEdf(), s.settings()).jobs().stream()
          .mapToInt(JobRecord::preemptions).sum();
      cancelled += Simulation.run(s.inputs(), s.workload(), new CoreQueueing(), s.settings()).count(JobStatus.CANCELLED);
    }
    assertThat(preemptions).as("preemptions over the six contract scenarios").isPositive();
    assertThat(cancelled).as("cancellations over the six contract scenarios").isPositive();
  }

  @Nested
  class PreemptingEdfContract extends PolicyContract {
    @Override
    protected Policy create(PolicyInputs inputs) {
      return new PreemptingEdf();
    }
  }

  @Nested
  class CoreQueueingContract extends PolicyContract {
    @Override
    protected Policy create(PolicyInputs inputs) {
      return new CoreQueueing();
    }
  }
}
