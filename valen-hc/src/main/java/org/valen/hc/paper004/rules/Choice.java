package org.valen.hc.paper004.rules;

import org.valen.runtime.policy.JobView;

/**
 * A task/core combination of a heuristic's first phase: {@code task} on a core of {@code cluster},
 * an idle one or the one executing {@code victim}, worth {@code value} to the heuristic's second
 * phase.
 *
 * @param task the mappable task
 * @param cluster the cluster of the core
 * @param victim the preemptible task the core executes, which would be preempted (or, for Preempt
 *     Pair's "r first" ordering, which would finish first); null for an idle core
 * @param value what the second phase compares: the task's Util or UPT (Max Util, Greedy, Pair),
 *     or its Util or UPT difference (Diff)
 * @param completionSeconds when the task would complete
 * @param deferred Preempt Pair only: the chosen ordering runs the victim first, so the task is not
 *     assigned in this event
 */
public record Choice(JobView task, int cluster, RunningTask victim, double value, double completionSeconds,
    boolean deferred) {

  /** A choice of an idle core, or of preempting {@code victim}. */
  public static Choice of(JobView task, int cluster, RunningTask victim, double value, double completionSeconds) {
    return new Choice(task, cluster, victim, value, completionSeconds, false);
  }

  /** The same choice for {@code other}, a task alike in all the choice depends on. */
  public Choice forTask(JobView other) {
    return other == task ? this : new Choice(other, cluster, victim, value, completionSeconds, deferred);
  }

  /**
   * Of {@code best} and {@code other}, the one that {@link #beats} the other, {@code best} if neither
   * does; either may be null.
   */
  public static Choice better(Choice best, Choice other) {
    return other != null && (best == null || other.beats(best)) ? other : best;
  }

  public boolean isIdleCore() {
    return victim == null;
  }

  /**
   * The tie rules of both phases, as one order (each phase compares what the other leaves equal):
   * the higher value; the task that arrived first (lower job index: the second phase); an idle
   * core before a preemption; the victim of smaller value; the earlier completion; the lower
   * cluster index (the first phase, for one task).
   */
  public boolean beats(Choice other) {
    return compareTo(other) < 0;
  }

  /** Negative if this choice {@link #beats} {@code other}, positive if {@code other} beats it, 0 if neither does. */
  public int compareTo(Choice other) {
    if (value != other.value) {
      return value > other.value ? -1 : 1;
    }
    if (task.index() != other.task.index()) {
      return task.index() < other.task.index() ? -1 : 1;
    }
    if (isIdleCore() != other.isIdleCore()) {
      return isIdleCore() ? -1 : 1;
    }
    if (!isIdleCore() && victim.value() != other.victim.value()) {
      return victim.value() < other.victim.value() ? -1 : 1;
    }
    if (completionSeconds != other.completionSeconds) {
      return completionSeconds < other.completionSeconds ? -1 : 1;
    }
    return Integer.compare(cluster, other.cluster);
  }
}
