package org.valen.runtime.policy;

import java.util.List;
import java.util.function.Supplier;

/**
 * A policy as it is, with the time its decisions spend in the kernel measured apart: every call
 * that makes the kernel work — actions (allocate, reallocate, enqueue, withdraw, preempt, drop) and
 * the queries that copy, integrate or build (waiting, running, queue, offers, energyJoules) — is
 * timed. The rest of a decision's time is the policy's own. For speed benchmarks: each timed call
 * adds two clock reads (some 50 ns) to the decision it is part of.
 */
public final class KernelTimedPolicy implements Policy {
  private final Policy policy;
  private long calls;
  private long nanos;

  public KernelTimedPolicy(Policy policy) {
    this.policy = policy;
  }

  @Override
  public String name() {
    return policy.name();
  }

  @Override
  public Triggers triggers() {
    return policy.triggers();
  }

  @Override
  public void arrived(JobView job) {
    policy.arrived(job);
  }

  @Override
  public void finished(JobView job) {
    policy.finished(job);
  }

  @Override
  public boolean lastLook(JobView job, double nowSeconds) {
    return policy.lastLook(job, nowSeconds);
  }

  @Override
  public void runEnded() {
    policy.runEnded();
  }

  @Override
  public void decide(DecisionContext context) {
    policy.decide(new Timed(context));
  }

  /** Kernel calls the decisions made so far. */
  public long kernelCalls() {
    return calls;
  }

  /** Time the decisions spent in those calls so far. */
  public long kernelNanos() {
    return nanos;
  }

  private <T> T timed(Supplier<T> call) {
    calls++;
    long start = System.nanoTime();
    T result = call.get();
    nanos += System.nanoTime() - start;
    return result;
  }

  private void timedAction(Runnable call) {
    calls++;
    long start = System.nanoTime();
    call.run();
    nanos += System.nanoTime() - start;
  }

  /** The kernel's context, timing the calls that make it work. */
  private final class Timed extends ForwardingContext {
    Timed(DecisionContext kernel) {
      super(kernel);
    }

    @Override
    public List<? extends JobView> waiting() {
      return timed(context::waiting);
    }

    @Override
    public List<? extends JobView> running() {
      return timed(context::running);
    }

    @Override
    public List<? extends JobView> queue(int node) {
      return timed(() -> context.queue(node));
    }

    @Override
    public List<Offer> offers(JobView job, int node, int maxCores, double startSeconds) {
      return timed(() -> context.offers(job, node, maxCores, startSeconds));
    }

    @Override
    public double energyJoules() {
      return timed(context::energyJoules);
    }

    @Override
    public void allocate(JobView job, int node, Plan plan) {
      timedAction(() -> context.allocate(job, node, plan));
    }

    @Override
    public void reallocate(JobView job, int node, Plan plan, double overheadSeconds) {
      timedAction(() -> context.reallocate(job, node, plan, overheadSeconds));
    }

    @Override
    public void enqueue(JobView job, int node, Plan plan) {
      timedAction(() -> context.enqueue(job, node, plan));
    }

    @Override
    public void enqueueOnCore(JobView job, int node, int core, Plan plan) {
      timedAction(() -> context.enqueueOnCore(job, node, core, plan));
    }

    @Override
    public void withdraw(JobView job) {
      timedAction(() -> context.withdraw(job));
    }

    @Override
    public void preempt(JobView job, boolean sameCoreType) {
      timedAction(() -> context.preempt(job, sameCoreType));
    }

    @Override
    public void drop(JobView job) {
      timedAction(() -> context.drop(job));
    }
  }
}
