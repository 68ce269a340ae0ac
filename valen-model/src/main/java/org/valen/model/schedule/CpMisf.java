package org.valen.model.schedule;

import org.valen.model.job.JobTemplate;

/**
 * CP/MISF, Critical Path / Most Immediate Successors First (Kasahara and Narita, "Practical
 * multiprocessor scheduling algorithms for efficient parallel processing", IEEE Trans. Computers
 * C-33(11), 1984), the event-driven critical-path list scheduler the Standard Task Graph Set was
 * measured with:
 *
 * <ul>
 *   <li>a task's level is the longest path from its start to the end of the job, itself included
 *       (with mean times over the cores and edge times where there is communication: rank_u);
 *   <li>whenever a core is idle and tasks are ready (every predecessor finished), the ready task
 *       of highest level starts; among equal levels, the one with the most immediate successors,
 *       then the smaller index;
 *   <li>it goes to the idle core on which it would finish first (its data may still be on their
 *       way; the core waits for them), ties to the lower core.
 * </ul>
 *
 * On identical cores without communication this is the classic rule: every idle core takes the
 * ready task with the longest path to the exit.
 */
public final class CpMisf implements ListScheduler {

  @Override
  public String name() {
    return "CP/MISF";
  }

  @Override
  public ListSchedule schedule(SchedulingInstance instance) {
    return schedule(instance, instance.upwardRanks());
  }

  /**
   * The same rule with other levels (a task's level must not be above its predecessors' for the
   * rule to stay critical-path first; any levels give a valid schedule): the profiler perturbs
   * them to sample other list schedules ({@code RandomizedListSearch}).
   */
  public static ListSchedule schedule(SchedulingInstance instance, double[] level) {
    JobTemplate job = instance.job();
    int n = job.taskCount();
    int cores = instance.coreCount();
    int[] taskToCore = new int[n];
    double[] start = new double[n];
    double[] finish = new double[n];
    boolean[] started = new boolean[n];
    boolean[] done = new boolean[n];
    int[] unfinishedPredecessors = new int[n];
    for (int t = 0; t < n; t++) {
      unfinishedPredecessors[t] = job.predecessorCount(t);
    }
    double[] coreFree = new double[cores];
    double now = 0;
    for (int left = n; left > 0; ) {
      for (int t = 0; t < n; t++) { // what has finished by now releases its successors
        if (started[t] && !done[t] && finish[t] <= now) {
          done[t] = true;
          for (int k = 0; k < job.successorCount(t); k++) {
            unfinishedPredecessors[job.successor(t, k)]--;
          }
        }
      }
      for (int t = highestReady(job, level, started, unfinishedPredecessors); t >= 0 && idleCoreAt(coreFree, now);
          t = highestReady(job, level, started, unfinishedPredecessors)) {
        int c = earliestFinishingIdleCore(instance, t, now, coreFree, taskToCore, finish);
        taskToCore[t] = c;
        start[t] = Math.max(now, instance.dataReadySeconds(t, c, taskToCore, finish));
        finish[t] = start[t] + instance.seconds(t, c);
        coreFree[c] = finish[t];
        started[t] = true;
        left--;
      }
      now = nextFinish(n, started, done, finish, now);
    }
    return new ListSchedule(taskToCore, start, finish);
  }

  /** The ready task not yet started of highest level, most immediate successors, smaller index; -1 if none. */
  private static int highestReady(JobTemplate job, double[] level, boolean[] started, int[] unfinished) {
    int best = -1;
    for (int t = 0; t < level.length; t++) {
      if (started[t] || unfinished[t] > 0) {
        continue;
      }
      if (best < 0 || level[t] > level[best]
          || (level[t] == level[best] && job.successorCount(t) > job.successorCount(best))) {
        best = t;
      }
    }
    return best;
  }

  private static boolean idleCoreAt(double[] coreFree, double now) {
    for (double free : coreFree) {
      if (free <= now) {
        return true;
      }
    }
    return false;
  }

  private static int earliestFinishingIdleCore(SchedulingInstance instance, int task, double now, double[] coreFree,
      int[] taskToCore, double[] finish) {
    int best = -1;
    double bestFinish = Double.POSITIVE_INFINITY;
    for (int c = 0; c < coreFree.length; c++) {
      if (coreFree[c] <= now) {
        double f = Math.max(now, instance.dataReadySeconds(task, c, taskToCore, finish)) + instance.seconds(task, c);
        if (f < bestFinish) {
          bestFinish = f;
          best = c;
        }
      }
    }
    return best;
  }

  /** The next finish at or after {@code now} of a started task not yet counted as done. */
  private static double nextFinish(int n, boolean[] started, boolean[] done, double[] finish, double now) {
    double next = Double.POSITIVE_INFINITY;
    for (int t = 0; t < n; t++) {
      if (started[t] && !done[t]) {
        next = Math.min(next, finish[t]);
      }
    }
    return Double.isInfinite(next) ? now : Math.max(now, next);
  }
}
