package org.valen.profiler.search;

import java.util.Arrays;
import org.apache.commons.rng.UniformRandomProvider;
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
 * <p>That bound can be out of reach even of the optimum: k + 1 equal independent tasks need two
 * tasks' time on some core, more than their work ÷ k. Once the best schedule reaches
 * {@link #pigeonholeBound}, no try can be strictly shorter, so the tries left are not scheduled;
 * their random numbers are still drawn, leaving the run's generator (from which NSGA-II draws
 * next) where the full loop leaves it: the same profiles as before, in less time (about a sixth of
 * profiling an imported log's rigid jobs went to such tries). {@code RandomizedListSearchTest}
 * holds the two loops equal.
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
    return shortest(instance, tries, random, pigeonholeBound(instance));
  }

  /** The search, leaving unscheduled the tries made once the best schedule is at {@code optimal}. */
  static ListSchedule shortest(SchedulingInstance instance, int tries, UniformRandomProvider random, double optimal) {
    double[] rank = instance.upwardRanks();
    ListSchedule best = CpMisf.schedule(instance, rank);
    double bound = lowerBound(instance);
    double[] level = new double[rank.length];
    for (int i = 0; i < tries && best.makespanSeconds() > bound; i++) {
      double spread = MIN_SPREAD + SPREAD_RANGE * random.nextDouble();
      for (int t = 0; t < rank.length; t++) {
        level[t] = rank[t] * (1 + spread * random.nextDouble());
      }
      if (best.makespanSeconds() <= optimal) {
        continue; // proven optimal: this try's draws are made, its schedule could not be shorter
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
    double[] fastest = fastestSeconds(instance);
    double work = 0;
    for (double seconds : fastest) {
      work += seconds;
    }
    return Math.max(instance.job().criticalPathSeconds(fastest), work / instance.coreCount());
  }

  /**
   * The pigeonhole bound of k cores, each task at its fastest core's time: of the jk + 1 longest
   * tasks some core runs j + 1, which take at least the j + 1 shortest of them; the largest such
   * sum over j = 1 … ⌊(n-1) ÷ k⌋, and the longest task (j = 0). Precedence and communication
   * only make schedules longer. On n equal tasks it is ⌈n ÷ k⌉ tasks' time, what CP/MISF reaches.
   */
  static double pigeonholeBound(SchedulingInstance instance) {
    double[] fastest = fastestSeconds(instance);
    Arrays.sort(fastest);
    int n = fastest.length;
    int k = instance.coreCount();
    double bound = 0;
    for (int j = 0; j * k + 1 <= n; j++) {
      double sum = 0; // the j + 1 shortest of the jk + 1 longest: sorted ascending, from n-1-jk up
      for (int i = n - 1 - j * k; i <= n - 1 - j * k + j; i++) {
        sum += fastest[i];
      }
      bound = Math.max(bound, sum);
    }
    return bound;
  }

  private static double[] fastestSeconds(SchedulingInstance instance) {
    double[] fastest = new double[instance.job().taskCount()];
    for (int t = 0; t < fastest.length; t++) {
      fastest[t] = Double.POSITIVE_INFINITY;
      for (int c = 0; c < instance.coreCount(); c++) {
        fastest[t] = Math.min(fastest[t], instance.seconds(t, c));
      }
    }
    return fastest;
  }
}
