package org.valen.hc.paper002;

import org.valen.model.Check;

/**
 * The energy filter's estimate of the energy left, ζ(t_l), and its "fair share" (section 5.6, Eq.
 * 6). "A heuristic initially subtracts the energy required to run all cores in P4 for 12 hours"
 * from ζ_max, "then estimates the remaining energy as it runs by subtracting the difference between
 * the expected energy consumption of each assignment it makes and the energy consumed by running the
 * assigned core in P4 for the same amount of time", and adds it back when the task is cancelled.
 *
 * <p><b>Eq. 6 as printed does not work:</b> (ζ_mul × ζ(t_l)) / (t_rem × c_total) / t_avg is in
 * joules per second squared. We follow its text, "the estimated energy remaining divided by an
 * estimate of the total number of tasks that could be executed on all cores until the end of the
 * simulation": ζ_fair = ζ_mul × ζ(t_l) / (t_rem × c_total / t_avg), joules per task. It is compared
 * with an assignment's energy above idle — the same quantity ζ(t_l) is counted in — and is at least 0,
 * so that an assignment in P4, which costs nothing above idle, always passes: "energy filtering alone
 * cannot eliminate all potential assignments". After the window (t_rem ≤ 0) the filter passes all.
 */
public final class EnergyEstimate {
  /** An assignment within a microjoule of the fair share passes (rounding of EEC − idle energy). */
  private static final double TOLERANCE_JOULES = 1e-6;
  private final double windowSeconds;
  private final int totalCores;
  private final double tAvgSeconds;
  private final FairShare fairShare;
  private double remainingJoules;

  /**
   * @param budgetJoules ζ_max
   * @param idleWallWatts the wall power of all cores idling in P4: Σ μ(i, P4) / ε(i)
   * @param windowSeconds the window the budget covers (12 h)
   * @param totalCores c_total
   * @param tAvgSeconds t_avg
   * @param fairShare the ζ_mul table
   */
  public EnergyEstimate(double budgetJoules, double idleWallWatts, double windowSeconds, int totalCores,
      double tAvgSeconds, FairShare fairShare) {
    this.windowSeconds = Check.positive(windowSeconds, "windowSeconds");
    this.totalCores = Check.atLeast(totalCores, 1, "totalCores");
    this.tAvgSeconds = Check.positive(tAvgSeconds, "tAvgSeconds");
    this.fairShare = fairShare;
    this.remainingJoules = budgetJoules - Check.nonNegative(idleWallWatts, "idleWallWatts") * windowSeconds;
  }

  /** An assignment that takes {@code aboveIdleJoules} was made. */
  public void assigned(double aboveIdleJoules) {
    remainingJoules -= aboveIdleJoules;
  }

  /** A task whose assignment took {@code aboveIdleJoules} was cancelled at its start. */
  public void cancelled(double aboveIdleJoules) {
    remainingJoules += aboveIdleJoules;
  }

  /** ζ_fair(t_l) (Eq. 6, as its text reads), at least 0; +∞ after the window. */
  public double fairShareJoules(double nowSeconds, double averageQueueDepth) {
    double remainingSeconds = windowSeconds - nowSeconds;
    if (remainingSeconds <= 0) {
      return Double.POSITIVE_INFINITY;
    }
    double tasksLeft = remainingSeconds * totalCores / tAvgSeconds;
    return Math.max(0, fairShare.multiplier(averageQueueDepth) * remainingJoules / tasksLeft);
  }

  /** Whether an assignment taking {@code aboveIdleJoules} is within {@code fairShareJoules}. */
  public static boolean passes(double aboveIdleJoules, double fairShareJoules) {
    return aboveIdleJoules <= fairShareJoules + TOLERANCE_JOULES;
  }
}
