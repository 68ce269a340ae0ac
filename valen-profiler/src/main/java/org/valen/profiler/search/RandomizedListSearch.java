package org.valen.profiler.search;

import org.apache.commons.rng.UniformRandomProvider;
import org.valen.model.job.JobTemplate;
import org.valen.model.schedule.CpMisf;
import org.valen.model.schedule.ListSchedule;
import org.valen.model.schedule.SchedulingInstance;

/**
 * The shortest-schedule seed of a run: CP/MISF again and again with every task's level (its
 * longest path to the exit) multiplied by a random factor 1 + ε·u, u uniform on [0, 1) per task
 * and ε uniform on [0.05, 0.55) per try — iterated randomized list scheduling, the usual way to get
 * more from a priority rule than its one schedule. Ties go to the earlier try, so the first
 * schedule is CP/MISF's own unless a try is strictly shorter. It stops early at the lower bound
 * max(critical path, work ÷ k) of the cores' times, nothing being shorter.
 *
 * <p>NSGA-II alone reaches such schedules slowly: the minimum time is one corner of the front it
 * spreads its effort over, and on 50-task graphs at k = 4 its fastest point was within 1 % of the
 * bound on about half of the pairs (see the module README, {@code ProfilerBench lower-bound}).
 */
final class RandomizedListSearch {
  private static final double MIN_SPREAD = 0.05;
  private static final double SPREAD_RANGE = 0.5;

  private RandomizedListSearch() {}

  /** The shortest of {@code tries} perturbed CP/MISF schedules of the instance (at least CP/MISF's own). */
  static ListSchedule shortest(SchedulingInstance instance, int tries, UniformRandomProvider random) {
    double[] rank = instance.upwardRanks();
    ListSchedule best = CpMisf.schedule(instance, rank);
    double bound = lowerBound(instance);
    double[] level = new double[rank.length];
    for (int i = 0; i < tries && best.makespanSeconds() > bound; i++) {
      double spread = MIN_SPREAD + SPREAD_RANGE * random.nextDouble();
      for (int t = 0; t < rank.length; t++) {
        level[t] = rank[t] * (1 + spread * random.nextDouble());
      }
      ListSchedule s = CpMisf.schedule(instance, level);
      if (s.makespanSeconds() < best.makespanSeconds()) {
        best = s;
      }
    }
    return best;
  }

  /** max(longest path without communication, work ÷ k), each task at its fastest core's time. */
  static double lowerBound(SchedulingInstance instance) {
    JobTemplate job = instance.job();
    double[] fastest = new double[job.taskCount()];
    double work = 0;
    for (int t = 0; t < fastest.length; t++) {
      fastest[t] = Double.POSITIVE_INFINITY;
      for (int c = 0; c < instance.coreCount(); c++) {
        fastest[t] = Math.min(fastest[t], instance.seconds(t, c));
      }
      work += fastest[t];
    }
    return Math.max(job.criticalPathSeconds(fastest), work / instance.coreCount());
  }
}
