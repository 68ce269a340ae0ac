package org.valen.runtime.policy;

import java.util.List;
import org.valen.model.job.Catalogue;
import org.valen.model.platform.Platform;

/**
 * A {@link DecisionContext} that hands every call to another: extend it to watch or time some of
 * them (as {@link KernelTimedPolicy} does) and leave the rest as they are.
 */
public abstract class ForwardingContext implements DecisionContext {
  protected final DecisionContext context;

  protected ForwardingContext(DecisionContext context) {
    this.context = context;
  }

  @Override
  public double now() {
    return context.now();
  }

  @Override
  public boolean atCheckpoint() {
    return context.atCheckpoint();
  }

  @Override
  public Platform platform() {
    return context.platform();
  }

  @Override
  public Catalogue catalogue() {
    return context.catalogue();
  }

  @Override
  public List<Offer> offers(JobView job, int node, int maxCores, double startSeconds) {
    return context.offers(job, node, maxCores, startSeconds);
  }

  @Override
  public int nodeCount() {
    return context.nodeCount();
  }

  @Override
  public int freeCores(int node) {
    return context.freeCores(node);
  }

  @Override
  public int totalCores(int node) {
    return context.totalCores(node);
  }

  @Override
  public int coreTypeOf(int node) {
    return context.coreTypeOf(node);
  }

  @Override
  public int freeCoresOfType(int coreType) {
    return context.freeCoresOfType(coreType);
  }

  @Override
  public int nextNodeWithFreeCores(int from) {
    return context.nextNodeWithFreeCores(from);
  }

  @Override
  public boolean isCoreHeld(int node, int core) {
    return context.isCoreHeld(node, core);
  }

  @Override
  public List<? extends JobView> waiting() {
    return context.waiting();
  }

  @Override
  public Iterable<JobView> waiting(WaitingOrder order) {
    return context.waiting(order);
  }

  @Override
  public JobView firstWaiting(WaitingOrder order) {
    return context.firstWaiting(order);
  }

  @Override
  public Iterable<JobView> waiting(WaitingOrder order, int coreType) {
    return context.waiting(order, coreType);
  }

  @Override
  public JobView firstWaiting(WaitingOrder order, int coreType) {
    return context.firstWaiting(order, coreType);
  }

  @Override
  public int waitingCount() {
    return context.waitingCount();
  }

  @Override
  public List<? extends JobView> running() {
    return context.running();
  }

  @Override
  public List<? extends JobView> queue(int node) {
    return context.queue(node);
  }

  @Override
  public List<? extends JobView> coreQueue(int node, int core) {
    return context.coreQueue(node, core);
  }

  @Override
  public double energyJoules() {
    return context.energyJoules();
  }

  @Override
  public void allocate(JobView job, int node, Plan plan) {
    context.allocate(job, node, plan);
  }

  @Override
  public void reallocate(JobView job, int node, Plan plan, double overheadSeconds) {
    context.reallocate(job, node, plan, overheadSeconds);
  }

  @Override
  public void enqueue(JobView job, int node, Plan plan) {
    context.enqueue(job, node, plan);
  }

  @Override
  public void enqueueOnCore(JobView job, int node, int core, Plan plan) {
    context.enqueueOnCore(job, node, core, plan);
  }

  @Override
  public void withdraw(JobView job) {
    context.withdraw(job);
  }

  @Override
  public void preempt(JobView job, boolean sameCoreType) {
    context.preempt(job, sameCoreType);
  }

  @Override
  public void drop(JobView job) {
    context.drop(job);
  }
}
