package org.valen.runtime.policy;

import org.valen.model.job.JobTemplate;
import org.valen.model.value.ValueCurve;

/** What a policy may know of a job in the system: read-only. */
public interface JobView {

  /** Position of the job in the workload (arrival order). */
  int index();

  String id();

  JobTemplate template();

  double arrivalSeconds();

  /** Value as a function of seconds since arrival. */
  ValueCurve valueCurve();

  /** Value earned if the job completes at absolute time {@code completionSeconds}. */
  default double valueIfCompletedAt(double completionSeconds) {
    return valueCurve().valueAt(completionSeconds - arrivalSeconds());
  }

  /** Absolute time until which the full value is earned: arrival + the curve's deadline. */
  default double deadlineSeconds() {
    return arrivalSeconds() + valueCurve().deadlineSeconds();
  }

  /** Whether the job holds cores (running, or paused for a checkpoint or a migration). */
  boolean isRunning();

  /** Whether the job sits in a node's or a core's queue. */
  boolean isQueued();

  /** Whether the job waits for cores (arrived, not queued, not running, not gone). */
  boolean isWaiting();

  /** Node of a running or queued job; -1 otherwise. */
  int node();

  /** Plan of a running or queued job; null otherwise. */
  Plan plan();

  /** When the current plan started (after any migration overhead); NaN if not running. */
  double planStartSeconds();

  /**
   * Monitored progress: the share of the job's reference work done so far, 0 … 1, counting the
   * done part of running tasks (paper 001's monitoring framework).
   */
  double doneWorkFraction();

  /**
   * Expected progress: the share of the job's reference work its current plan expects done by now
   * if every task had run at its model time — the plan's own schedule (tasks on their cores in the
   * order the kernel runs them, data transfers included) at the time the plan has run, its pauses
   * left out. With times as modelled it equals {@link #doneWorkFraction()}; paper 001's deviation
   * is the difference. For a job not running, its monitored progress.
   *
   * @throws UnsupportedOperationException from views made outside the kernel (test doubles)
   */
  default double expectedWorkFraction() {
    throw new UnsupportedOperationException("only the kernel's job views know a plan's expected progress");
  }

  /** Share of the work that was already done when the current plan started. */
  double doneWorkFractionAtPlanStart();

  /** How many times the job was reallocated. */
  int reallocations();

  /** How many times the job was preempted. */
  int preemptions();

  /**
   * The core type (an index in the platform's core types) a preempted job must resume on, or -1 if
   * it may resume anywhere.
   */
  int resumeCoreType();
}
