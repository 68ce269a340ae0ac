package org.valen.hc.paper004.rules;

/**
 * The first phase of Max Util, Preempt Greedy and Preempt Diff (Algorithms 1 and 2) on one
 * cluster: which core of the cluster the heuristic considers for a task, and what the task is
 * worth there. "This can be achieved by considering a single idle core in each cluster because all
 * of the cores in each cluster are homogeneous" (section III-D.3); likewise, of a cluster's cores
 * executing preemptible tasks, the one of the least preemptible task ({@link
 * MappingEvent#leastPreemptible}) is the one to consider: Greedy's tie rule picks it, and Diff's
 * difference is largest there.
 *
 * <p>The fast implementation ({@link TaskIndex}) relies on two properties, which all three rules
 * have: the option depends on the cluster and on whether the task can preempt, not on the task
 * otherwise; and {@link #value} never falls as the task's own value rises, valid from some value up.
 */
public interface ClusterRule {

  /**
   * The core of cluster {@code k} the heuristic considers for a task: an idle core ({@link
   * ClusterOption#idle}), the core of a preemptible task ({@link ClusterOption#preempting}) — only
   * for a task that can preempt — or none (null).
   */
  ClusterOption option(MappingEvent event, int k, boolean taskCanPreempt);

  /**
   * What a task whose Util (or UPT) on the cluster is {@code taskValue} is worth to the second
   * phase through {@code option}; {@link Double#NaN} if that is not a valid assignment.
   */
  double value(double taskValue, ClusterOption option);
}
