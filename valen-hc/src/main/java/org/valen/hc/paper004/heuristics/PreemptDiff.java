package org.valen.hc.paper004.heuristics;

import org.valen.hc.paper004.rules.ClusterOption;
import org.valen.hc.paper004.rules.Objective;

/**
 * Max Util Preempt Diff and Max UPT Preempt Diff (paper 004, section III-E.3): Preempt Greedy with
 * "all instances of Util … replaced with Util Difference", the Util of the preempting task minus
 * that of the preempted one (on an idle core, the Util itself). Its example: t1 executes on c1 and
 * will earn 2.0; t2 would earn 2.5 on c1, 1.0 on the idle c2 — Diff takes c2 (1.0 against 0.5),
 * Greedy c1. On a cluster without idle cores the largest difference is at its least preemptible
 * task ({@link org.valen.hc.paper004.rules.MappingEvent#leastPreemptible}); a preemption is valid only where the difference is
 * positive ("where t has higher Util than the preemptible task"). The second phase takes the
 * largest difference ({@link TwoPhaseRule}).
 *
 * <p>Ties: an idle core first, then the smaller Util of the preempted task, the earlier completion,
 * the lower cluster index; of two tasks, the one that arrived first.
 */
public final class PreemptDiff extends PreemptingRule {

  public PreemptDiff(String name, Objective objective) {
    super(name, objective);
  }

  /** The Util difference: the task's Util less the executing task's; valid if positive. */
  @Override
  public double value(double taskValue, ClusterOption option) {
    if (option.isIdleCore()) {
      return taskValue;
    }
    double difference = taskValue - option.victim().value();
    return difference > 0 ? difference : Double.NaN;
  }
}
