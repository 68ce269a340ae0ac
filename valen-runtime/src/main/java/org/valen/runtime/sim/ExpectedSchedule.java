package org.valen.runtime.sim;

import org.valen.model.job.JobTemplate;
import org.valen.model.platform.Interconnect;
import org.valen.runtime.policy.Plan;

/**
 * What a plan expects of the job's tasks from the instant it started: when each task left should
 * start and finish if every task ran at its model time (no variability) — the plan's own schedule,
 * by the rule the kernel runs it by. Paper 001's deviation (Algorithm 1, line 9) compares the
 * monitored progress with this expected progress at the same instant.
 *
 * <p><b>Rule</b> (as {@link TaskRunner}): the tasks of each plan core run one at a time in the
 * sequence of {@link PlanLayout}; a task starts when its core has finished the previous one and
 * the data of its predecessors have arrived — at once for a predecessor done before the plan
 * started (its data moved with the job), after the interconnect's core-to-core time for one
 * finished on another core of the plan. A task the plan found partly done runs for its remaining
 * share of its time. With times as modelled, the kernel runs exactly this schedule, shifted by the
 * pauses of the job (which the caller leaves out of the elapsed time).
 */
final class ExpectedSchedule {
  private final double[] start; // seconds after the plan's start; NaN for tasks done before it
  private final double[] finish;
  private final double[] remainingAtStart;

  private ExpectedSchedule(double[] start, double[] finish, double[] remainingAtStart) {
    this.start = start;
    this.finish = finish;
    this.remainingAtStart = remainingAtStart;
  }

  /**
   * The expected schedule of {@code plan}, laid out as {@code tasksPerCore}, for tasks with {@code
   * remainingAtStart} of their work left when it started (0: done).
   */
  static ExpectedSchedule of(Plan plan, TemplateOnCoreType fit, int[][] tasksPerCore, double[] remainingAtStart,
      JobTemplate template, Interconnect interconnect) {
    int n = template.taskCount();
    double[] start = new double[n];
    double[] finish = new double[n];
    boolean[] known = new boolean[n];
    int left = 0;
    for (int t = 0; t < n; t++) {
      known[t] = remainingAtStart[t] <= 0;
      start[t] = known[t] ? Double.NaN : 0;
      left += known[t] ? 0 : 1;
    }
    int slots = tasksPerCore.length;
    int[] next = new int[slots];
    double[] coreFree = new double[slots];
    while (left > 0) {
      int placed = 0;
      for (int s = 0; s < slots; s++) {
        int[] tasks = tasksPerCore[s];
        while (next[s] < tasks.length) {
          int t = tasks[next[s]];
          if (remainingAtStart[t] <= 0) {
            next[s]++;
            continue;
          }
          double ready = coreFree[s];
          boolean dataKnown = true;
          for (int k = 0; k < template.predecessorCount(t) && dataKnown; k++) {
            int p = template.predecessor(t, k);
            dataKnown = known[p];
            if (dataKnown && remainingAtStart[p] > 0) {
              double arrives = finish[p] + (plan.coreOf(p) != s
                  ? interconnect.coreToCoreSeconds(template.predecessorDataBytes(t, k)) : 0);
              ready = Math.max(ready, arrives);
            }
          }
          if (!dataKnown) {
            break;
          }
          start[t] = ready;
          finish[t] = ready + remainingAtStart[t] * fit.seconds(t, plan.levelOf(s));
          coreFree[s] = finish[t];
          known[t] = true;
          next[s]++;
          placed++;
          left--;
        }
      }
      if (placed == 0) {
        throw new IllegalStateException("the layout of " + plan + " is not in a topological order");
      }
    }
    return new ExpectedSchedule(start, finish, remainingAtStart.clone());
  }

  /**
   * Share of the job's reference work (task weights {@code weight}) expected done {@code
   * elapsedSeconds} after the plan started: tasks done before it, plus the expected part of every
   * other.
   */
  double doneWorkFraction(double elapsedSeconds, double[] weight, double totalWeight) {
    double work = 0;
    for (int t = 0; t < weight.length; t++) {
      double left = remainingAtStart[t];
      if (left > 0) {
        double length = finish[t] - start[t];
        double share = elapsedSeconds >= finish[t] ? 1
            : elapsedSeconds <= start[t] ? 0 : (elapsedSeconds - start[t]) / length;
        left *= 1 - share;
      }
      work += weight[t] * (1 - left);
    }
    return Math.min(1, work / totalWeight);
  }
}
