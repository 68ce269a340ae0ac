package org.valen.runtime.policy;

import java.util.List;
import org.valen.model.job.Catalogue;
import org.valen.model.platform.Platform;

/**
 * A policy as it is, with the time its decisions spend in the kernel measured apart: every call
 * that makes the kernel work — actions (allocate, reallocate, enqueue, withdraw, drop) and the
 * queries that copy or integrate (waiting, running, queue, energyJoules) — is timed. The rest of a
 * decision's time is the policy's own. For speed benchmarks: each timed call adds two clock reads
 * (some 50 ns) to the decision it is part of.
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

  private long started() {
    calls++;
    return System.nanoTime();
  }

  private void since(long start) {
    nanos += System.nanoTime() - start;
  }

  /** The kernel's context, timing the calls that make it work. */
  private final class Timed implements DecisionContext {
    private final DecisionContext kernel;

    Timed(DecisionContext kernel) {
      this.kernel = kernel;
    }

    @Override
    public double now() {
      return kernel.now();
    }

    @Override
    public boolean atCheckpoint() {
      return kernel.atCheckpoint();
    }

    @Override
    public Platform platform() {
      return kernel.platform();
    }

    @Override
    public Catalogue catalogue() {
      return kernel.catalogue();
    }

    @Override
    public int nodeCount() {
      return kernel.nodeCount();
    }

    @Override
    public int freeCores(int node) {
      return kernel.freeCores(node);
    }

    @Override
    public int totalCores(int node) {
      return kernel.totalCores(node);
    }

    @Override
    public List<? extends JobView> waiting() {
      long start = started();
      var result = kernel.waiting();
      since(start);
      return result;
    }

    @Override
    public List<? extends JobView> running() {
      long start = started();
      var result = kernel.running();
      since(start);
      return result;
    }

    @Override
    public List<? extends JobView> queue(int node) {
      long start = started();
      var result = kernel.queue(node);
      since(start);
      return result;
    }

    @Override
    public double energyJoules() {
      long start = started();
      var result = kernel.energyJoules();
      since(start);
      return result;
    }

    @Override
    public void allocate(JobView job, int node, Plan plan) {
      long start = started();
      kernel.allocate(job, node, plan);
      since(start);
    }

    @Override
    public void reallocate(JobView job, int node, Plan plan, double overheadSeconds) {
      long start = started();
      kernel.reallocate(job, node, plan, overheadSeconds);
      since(start);
    }

    @Override
    public void enqueue(JobView job, int node, Plan plan) {
      long start = started();
      kernel.enqueue(job, node, plan);
      since(start);
    }

    @Override
    public void withdraw(JobView job) {
      long start = started();
      kernel.withdraw(job);
      since(start);
    }

    @Override
    public void drop(JobView job) {
      long start = started();
      kernel.drop(job);
      since(start);
    }
  }
}
