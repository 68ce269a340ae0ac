package org.valen.hc.paper004.heuristics;

import org.valen.hc.paper004.rules.ClusterOption;
import org.valen.hc.paper004.rules.MappingEvent;
import org.valen.hc.paper004.rules.Objective;

/**
 * Max Util and Max UPT (paper 004, section III-D.3, Algorithm 1), without preemption: "in the first
 * phase … the heuristic considers each task individually and finds the idle core that maximizes its
 * Util" — one idle core per cluster suffices, the cores of a cluster being alike — "the second phase
 * … chooses the task/core pair from the first phase with the highest overall Util"; repeat
 * ({@link TwoPhaseRule}). Max UPT maximizes Util / RET instead.
 *
 * <p>Ties: of two clusters where the task is worth the same, the one where it completes first,
 * then the lower cluster index; of two tasks of the same value, the one that arrived first.
 */
public final class MaxObjective extends TwoPhaseRule {

  public MaxObjective(String name, Objective objective) {
    super(name, objective);
  }

  /** Line 3: an idle core of the cluster, if it has one. */
  @Override
  public ClusterOption option(MappingEvent event, int k, boolean taskCanPreempt) {
    return event.idleCores(k) > 0 ? ClusterOption.idle(k) : null;
  }

  /** Line 4: the task's Util (UPT) there. */
  @Override
  public double value(double taskValue, ClusterOption option) {
    return taskValue;
  }
}
