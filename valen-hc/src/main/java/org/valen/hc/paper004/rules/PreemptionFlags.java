package org.valen.hc.paper004.rules;

import org.valen.model.Check;
import org.valen.model.generate.RandomStreams;
import org.valen.runtime.policy.JobView;

/**
 * The two preemption flags of every task (section II-D): whether it can preempt other tasks, and
 * whether it can be preempted. The paper sets both true for every task but in Fig. 5, where "both
 * of the preemption flags are set to true with a probability equal to that percentage … considered
 * separately for the two". valen's workload files carry no such flags, so the resource manager
 * draws them from its options: each flag of the job of arrival index i is a pure function of (seed,
 * i), the same for every heuristic run on the same workload and seed.
 *
 * @param canPreemptProbability probability that a task can preempt (paper: 1; Fig. 5: 0 … 1)
 * @param preemptibleProbability probability that a task can be preempted (paper: 1; Fig. 5: 0 … 1)
 * @param seed the draws' seed (the trial's, in the experiments)
 */
public record PreemptionFlags(double canPreemptProbability, double preemptibleProbability, long seed) {
  private static final long CAN_PREEMPT = 1;
  private static final long PREEMPTIBLE = 2;

  public PreemptionFlags {
    Check.inRange(canPreemptProbability, 0, 1, "canPreemptProbability");
    Check.inRange(preemptibleProbability, 0, 1, "preemptibleProbability");
  }

  /** Whether {@code job} can preempt other tasks. */
  public boolean canPreempt(JobView job) {
    return flag(CAN_PREEMPT, job.index(), canPreemptProbability);
  }

  /** Whether {@code job} can be preempted. */
  public boolean preemptible(JobView job) {
    return flag(PREEMPTIBLE, job.index(), preemptibleProbability);
  }

  /** Whether the flag is true: a draw below {@code probability} (always, for 1: no draw needed, a draw is below 1). */
  private boolean flag(long flag, int index, double probability) {
    return probability >= 1 || draw(flag, index) < probability;
  }

  /** A uniform number in [0, 1) from (seed, flag, index). */
  private double draw(long flag, int index) {
    return (RandomStreams.derive(RandomStreams.derive(seed, flag), index) >>> 11) * 0x1.0p-53;
  }
}
