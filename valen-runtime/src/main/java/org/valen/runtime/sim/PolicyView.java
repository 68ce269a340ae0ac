package org.valen.runtime.sim;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import org.valen.model.job.Catalogue;
import org.valen.model.platform.Platform;
import org.valen.runtime.offers.PlanSource;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Offer;
import org.valen.runtime.policy.Plan;
import org.valen.runtime.policy.WaitingOrder;

/**
 * The {@link DecisionContext} a policy is given: read-only queries of the {@link DataCentre}, the
 * run's offers, and the actions, which {@link Actions} checks.
 */
final class PolicyView implements DecisionContext {
  private final DataCentre dc;
  private final Actions actions;
  private final PlanSource plans;
  private boolean atCheckpoint;

  PolicyView(DataCentre dc, PlanSource plans) {
    this.dc = dc;
    this.actions = new Actions(dc);
    this.plans = plans;
  }

  void setCheckpoint(boolean checkpoint) {
    this.atCheckpoint = checkpoint;
  }

  @Override
  public double now() {
    return dc.now();
  }

  @Override
  public boolean atCheckpoint() {
    return atCheckpoint;
  }

  @Override
  public Platform platform() {
    return dc.platform;
  }

  @Override
  public Catalogue catalogue() {
    return dc.catalogue;
  }

  // ---- offers

  @Override
  public List<Offer> offers(JobView job, int node, int maxCores, double startSeconds) {
    int type = dc.coreTypeOfNode[node];
    if (job instanceof JobRun run && run.belongsTo(dc) ? !run.runsOn(type)
        : job.resumeCoreType() >= 0 && job.resumeCoreType() != type) {
      return List.of(); // the core type cannot run every task, or the job must resume elsewhere
    }
    List<Plan> list = plans.plans(job.template(), dc.platform.coreTypes().get(type),
        Math.min(maxCores, dc.cores.totalCores(node)));
    List<Offer> offers = new ArrayList<>(list.size());
    for (Plan plan : list) {
      offers.add(Offer.of(job, node, plan, startSeconds));
    }
    return offers;
  }

  // ---- nodes and cores

  @Override
  public int nodeCount() {
    return dc.cores.nodeCount();
  }

  @Override
  public int freeCores(int node) {
    return dc.cores.freeCores(node);
  }

  @Override
  public int totalCores(int node) {
    return dc.cores.totalCores(node);
  }

  @Override
  public int coreTypeOf(int node) {
    return dc.coreTypeOfNode[node];
  }

  @Override
  public int freeCoresOfType(int coreType) {
    return dc.cores.freeCoresOfType(coreType);
  }

  @Override
  public int nextNodeWithFreeCores(int from) {
    return dc.cores.nextNodeWithFreeCores(from);
  }

  @Override
  public boolean isCoreHeld(int node, int core) {
    if (core < 0 || core >= dc.cores.totalCores(node)) {
      throw new IndexOutOfBoundsException("node " + node + " has no core " + core);
    }
    return dc.cores.holder(dc.cores.firstCore(node) + core) != null;
  }

  // ---- jobs

  @Override
  public List<? extends JobView> waiting() {
    return Collections.unmodifiableList(dc.waiting.copy());
  }

  @Override
  public Iterable<JobView> waiting(WaitingOrder order) {
    return waiting(order, -1);
  }

  @Override
  public Iterable<JobView> waiting(WaitingOrder order, int coreType) {
    return () -> {
      Iterator<JobRun> walk = dc.waitingIndex.walk(order, coreType);
      return new Iterator<>() {
        @Override
        public boolean hasNext() {
          return walk.hasNext();
        }

        @Override
        public JobView next() {
          return walk.next();
        }
      };
    };
  }

  @Override
  public JobView firstWaiting(WaitingOrder order) {
    return dc.waitingIndex.first(order, -1);
  }

  @Override
  public JobView firstWaiting(WaitingOrder order, int coreType) {
    return dc.waitingIndex.first(order, coreType);
  }

  @Override
  public int waitingCount() {
    return dc.waiting.size();
  }

  @Override
  public List<? extends JobView> running() {
    return List.copyOf(dc.running);
  }

  @Override
  public List<? extends JobView> queue(int node) {
    List<JobRun> queue = dc.queues.nodeQueue(node);
    return queue.isEmpty() ? List.of() : List.copyOf(queue); // most queues are empty: no copy, no array
  }

  @Override
  public List<? extends JobView> coreQueue(int node, int core) {
    if (core < 0 || core >= dc.cores.totalCores(node)) {
      throw new IndexOutOfBoundsException("node " + node + " has no core " + core);
    }
    return dc.queues.coreQueue(dc.cores.firstCore(node) + core);
  }

  @Override
  public double energyJoules() {
    return dc.cores.meter().totalJoules(dc.now());
  }

  // ---- actions

  @Override
  public void allocate(JobView job, int node, Plan plan) {
    actions.allocate(job, node, plan);
  }

  @Override
  public void reallocate(JobView job, int node, Plan plan, double overheadSeconds) {
    actions.reallocate(job, node, plan, overheadSeconds);
  }

  @Override
  public void enqueue(JobView job, int node, Plan plan) {
    actions.enqueue(job, node, plan);
  }

  @Override
  public void enqueueOnCore(JobView job, int node, int core, Plan plan) {
    actions.enqueueOnCore(job, node, core, plan);
  }

  @Override
  public void withdraw(JobView job) {
    actions.withdraw(job);
  }

  @Override
  public void preempt(JobView job, boolean sameCoreType) {
    actions.preempt(job, sameCoreType);
  }

  @Override
  public void drop(JobView job) {
    actions.drop(job);
  }
}
