package org.valen.model.schedule;

import java.util.Arrays;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.Interconnect;

/**
 * A constructive allocation on {@code k} identical cores at given levels: tasks in the decoder's
 * priority order, each to the core on which it would finish earliest (HEFT's rule on homogeneous
 * cores; ties to the lower core index). It balances load over the cores and keeps communicating
 * tasks together when that is faster. Run-time baselines use it to find allocations without
 * profiles; the profiler uses it to seed its search.
 */
public final class EarliestFinishMapper {
  private EarliestFinishMapper() {}

  /**
   * Maps the decoder's job onto at most {@code cores} cores, every core at {@code level}.
   *
   * @return a canonical allocation (possibly on fewer cores, if more would not help)
   */
  public static Allocations.Canonical map(
      ScheduleDecoder decoder, JobTemplate job, Interconnect link, int cores, int level) {
    int n = decoder.taskCount();
    int[] order = decoder.priorityOrder();
    int[] taskToCore = new int[n];
    double[] finish = new double[n];
    double[] coreFree = new double[cores];
    for (int t : order) {
      int best = 0;
      double bestFinish = Double.POSITIVE_INFINITY;
      for (int c = 0; c < cores; c++) {
        double ready = coreFree[c];
        for (int k = 0; k < job.predecessorCount(t); k++) {
          int p = job.predecessor(t, k);
          double arrival = finish[p] + (taskToCore[p] == c ? 0 : link.coreToCoreSeconds(job.predecessorDataBytes(t, k)));
          ready = Math.max(ready, arrival);
        }
        double end = ready + decoder.seconds(t, level);
        if (end < bestFinish) {
          bestFinish = end;
          best = c;
        }
      }
      taskToCore[t] = best;
      finish[t] = bestFinish;
      coreFree[best] = bestFinish;
    }
    int[] levels = new int[cores];
    Arrays.fill(levels, level);
    return Allocations.canonical(taskToCore, levels);
  }
}
