package org.valen.hc.paper004.rules;

import org.valen.runtime.policy.JobView;

/**
 * A task executing on a core of a cluster, as a mapping event sees it (section II-E: "the resource
 * manager can use the ETC matrix and the start time of each task to determine the estimated finish
 * time of that task, which allows the heuristic to determine the estimated utility earned by that
 * task").
 *
 * @param job the task's job
 * @param cluster its cluster
 * @param node the node whose core it holds
 * @param remainingSeconds its RET: its ETC on the cluster × the share of its work not done yet
 * @param value its objective (Util or UPT) if it runs to the end: utility at now + RET (÷ RET)
 * @param preemptible whether it may be preempted (its flag)
 * @param startedInThisEvent whether this mapping event started it
 */
public record RunningTask(JobView job, int cluster, int node, double remainingSeconds, double value,
    boolean preemptible, boolean startedInThisEvent) {

  /** Its objective if it completed at {@code completionSeconds} instead (Preempt Pair's orderings). */
  public double valueIfCompletedAt(Objective objective, double completionSeconds) {
    return objective.of(job.valueIfCompletedAt(completionSeconds), remainingSeconds);
  }

  /**
   * The order in which a cluster's preemptible tasks are preempted: the smaller value first; of
   * equal values, the later arrival (the higher job index). Negative if this goes first.
   */
  public int compareAsVictim(RunningTask other) {
    int byValue = Double.compare(value, other.value);
    return byValue != 0 ? byValue : Integer.compare(other.job.index(), job.index());
  }
}
