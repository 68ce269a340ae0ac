package org.valen.profiler.oracle;

import org.valen.model.schedule.DecoderWorkspace;
import org.valen.model.schedule.ScheduleDecoder;

/**
 * The shortest schedule of one allocation (cores and levels fixed) over every task order, by
 * branch and bound: tasks are appended one at a time, as the decoder does, in every order that
 * respects precedence. For a fixed allocation the order changes only the response time, and the
 * energy grows with it (static power × used cores × response time), so the shortest order's point
 * dominates every other order's: it is the only one the oracle needs.
 *
 * <ul>
 *   <li><b>Bound.</b> A partial schedule cannot end before any core has run what is left on it:
 *       max over cores of (free time + time of its unscheduled tasks), nor before its own last
 *       finish. A branch whose bound is not below the best schedule found is cut; the first best
 *       is the decoder's default order.
 *   <li><b>Interleavings.</b> Appending two ready tasks of different cores gives the same schedule
 *       in either order, so of two such tasks picked one after the other, only the smaller index
 *       goes first (the lexicographically least interleaving of each schedule is kept).
 * </ul>
 *
 * Up to 64 tasks where the order can matter (ready sets are bit masks); meant for the oracle's
 * small jobs. On one core, or with one task per core, any number of tasks (the profiler enumerates
 * the one-core budget of every job).
 */
final class ShortestOrder {
  private final ScheduleDecoder decoder;
  private final int tasks;
  private final DecoderWorkspace workspace;
  private final double[] finish;
  private final int[] waiting;
  private final int[] path;
  private final int[] bestOrder;
  private double[] coreFree;
  private double[] coreLeft;
  private int[] taskToCore;
  private int[] coreLevels;
  private int cores;
  private double best;
  private long nodes;

  ShortestOrder(ScheduleDecoder decoder, int maxCores) {
    this.decoder = decoder;
    this.tasks = decoder.taskCount();
    this.workspace = decoder.newWorkspace(maxCores);
    this.finish = new double[tasks];
    this.waiting = new int[tasks];
    this.path = new int[tasks];
    this.bestOrder = new int[tasks];
    this.coreFree = new double[maxCores];
    this.coreLeft = new double[maxCores];
  }

  /**
   * The order of the shortest schedule of the allocation (the decoder's default order unless
   * another is strictly shorter); {@code usedCores} cores, each running a task.
   */
  int[] shortest(int[] cores, int[] levels, int usedCores) {
    decoder.evaluate(cores, levels, workspace);
    best = workspace.responseTimeSeconds();
    for (int i = 0; i < tasks; i++) {
      bestOrder[i] = workspace.order(i);
    }
    if (!orderCanMatter(cores, usedCores)) {
      return bestOrder;
    }
    if (tasks > 64) {
      throw new IllegalArgumentException("the order search takes at most 64 tasks on several cores, not " + tasks);
    }
    this.taskToCore = cores;
    this.coreLevels = levels;
    this.cores = usedCores;
    java.util.Arrays.fill(coreFree, 0, usedCores, 0);
    java.util.Arrays.fill(coreLeft, 0, usedCores, 0);
    long ready = 0;
    for (int t = 0; t < tasks; t++) {
      coreLeft[cores[t]] += decoder.seconds(t, levels[cores[t]]);
      waiting[t] = decoder.predecessorCount(t);
      if (waiting[t] == 0) {
        ready |= 1L << t;
      }
    }
    search(0, 0, -1, 0, ready);
    return bestOrder;
  }

  /** Search nodes visited so far (appended tasks). */
  long nodes() {
    return nodes;
  }

  /** On one core, or with at most one task per core, every order gives the same schedule. */
  private boolean orderCanMatter(int[] cores, int usedCores) {
    return usedCores > 1 && usedCores < tasks;
  }

  private void search(int depth, double end, int last, long readyBeforeLast, long ready) {
    if (depth == tasks) {
      if (end < best) {
        best = end;
        System.arraycopy(path, 0, bestOrder, 0, tasks);
      }
      return;
    }
    double bound = end;
    for (int c = 0; c < cores; c++) {
      bound = Math.max(bound, coreFree[c] + coreLeft[c]);
    }
    if (bound >= best) {
      return;
    }
    for (long candidates = ready; candidates != 0; candidates &= candidates - 1) {
      int t = Long.numberOfTrailingZeros(candidates);
      int c = taskToCore[t];
      if (last >= 0 && t < last && c != taskToCore[last] && (readyBeforeLast & (1L << t)) != 0) {
        continue; // the same schedule as t before last, which is searched
      }
      nodes++;
      double start = coreFree[c];
      for (int k = 0; k < decoder.predecessorCount(t); k++) {
        int p = decoder.predecessor(t, k);
        start = Math.max(start, finish[p] + (taskToCore[p] != c ? decoder.communicationSeconds(t, k) : 0.0));
      }
      double seconds = decoder.seconds(t, coreLevels[c]);
      double freeBefore = coreFree[c];
      double leftBefore = coreLeft[c];
      finish[t] = start + seconds;
      coreFree[c] = finish[t];
      coreLeft[c] -= seconds;
      long next = ready & ~(1L << t);
      for (int k = 0; k < decoder.successorCount(t); k++) {
        int s = decoder.successor(t, k);
        if (--waiting[s] == 0) {
          next |= 1L << s;
        }
      }
      path[depth] = t;
      search(depth + 1, Math.max(end, finish[t]), t, ready, next);
      for (int k = 0; k < decoder.successorCount(t); k++) {
        waiting[decoder.successor(t, k)]++;
      }
      coreLeft[c] = leftBefore;
      coreFree[c] = freeBefore;
    }
  }
}
