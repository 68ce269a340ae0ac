package org.valen.hc.paper004.heuristics;

import org.valen.hc.paper004.rules.ClusterOption;
import org.valen.hc.paper004.rules.Objective;

/**
 * Max Util Preempt Greedy and Max UPT Preempt Greedy (paper 004, section III-E.2, Algorithm 2): as
 * Max Util, but a task that can preempt also considers every core executing a preemptible task
 * whose Util is below the task's own there (lines 3–5); "the Util of this pair is defined as the
 * Util of the preempting task". Of equal Util, an idle core is chosen (lines 6–8), else "the core
 * that has the smallest Util for its preemptible task" (line 10) — so of a cluster without idle
 * cores only the core of its least preemptible task counts ({@link org.valen.hc.paper004.rules.MappingEvent#leastPreemptible}:
 * the smallest Util, then the later arrival). The second phase takes the highest Util and preempts
 * the core's task if it is not idle (lines 13–18; {@link TwoPhaseRule}). With UPT, every Util
 * above is a UPT, the executing task's being its Util at completion / its RET.
 *
 * <p>Ties left: the earlier completion, then the lower cluster index; of two tasks, the one that
 * arrived first.
 */
public final class PreemptGreedy extends PreemptingRule {

  public PreemptGreedy(String name, Objective objective) {
    super(name, objective);
  }

  /** The task's Util, valid on an executing core only if it is higher than the executing task's. */
  @Override
  public double value(double taskValue, ClusterOption option) {
    return option.isIdleCore() || taskValue > option.victim().value() ? taskValue : Double.NaN;
  }
}
