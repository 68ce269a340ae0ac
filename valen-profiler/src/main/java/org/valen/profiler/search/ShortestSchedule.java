package org.valen.profiler.search;

import org.apache.commons.rng.UniformRandomProvider;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.Interconnect;
import org.valen.model.profile.MinimumTime;
import org.valen.model.schedule.DecoderWorkspace;
import org.valen.model.schedule.ListSchedule;
import org.valen.model.schedule.ScheduleDecoder;
import org.valen.model.schedule.SchedulingInstance;
import org.valen.profiler.ProfilerSettings;
import org.valen.profiler.exact.IntegerTimes;
import org.valen.profiler.exact.MinimumMakespan;

/**
 * The shortest-schedule seed of a run and, with the exact step on, a proven lower bound of the
 * shortest schedule (every core at the fastest level):
 *
 * <ol>
 *   <li>the randomized CP/MISF search ({@link RandomizedListSearch});
 *   <li>the bound max(critical path, work ÷ k) in whole units ({@link IntegerTimes}): if the list
 *       schedule reaches it, it is optimal and nothing more is done (method {@code lower-bound});
 *   <li>otherwise CP-SAT from that schedule ({@link MinimumMakespan}, method {@code cp-sat}): its
 *       schedule is the seed if the decoder makes it shorter than the list schedule, and its proven
 *       bound (at least the one above) is recorded.
 * </ol>
 *
 * The bound holds only if level 0 is the fastest for every task (true of every execution model
 * valen ships); where it is not, no bound is given and the list schedule is the seed.
 */
final class ShortestSchedule {
  /** CP-SAT's seed (it only orders equal choices; the limit is deterministic). */
  static final int SOLVER_SEED = 1;

  private ShortestSchedule() {}

  /** The seed schedule and its bound ({@code null} with the exact step off). */
  record Found(ListSchedule schedule, TimeBound bound) {}

  static Found find(ScheduleDecoder decoder, JobTemplate job, Interconnect link, int k, ProfilerSettings settings,
      UniformRandomProvider random) {
    SchedulingInstance instance = SchedulingInstance.uniform(decoder, job, link, k, 0);
    ListSchedule list = RandomizedListSearch.shortest(instance, settings.listSearchTries(), random);
    if (!settings.exact() || !levelZeroIsFastest(decoder)) {
      return new Found(list, null);
    }
    IntegerTimes times = IntegerTimes.of(decoder, list.makespanSeconds());
    long boundUnits = simpleBoundUnits(decoder, times, k);
    double bound = Math.max(boundUnits * times.unitSeconds(), RandomizedListSearch.lowerBound(instance));
    if (MinimumTime.reaches(list.makespanSeconds(), bound)) {
      return new Found(list, new TimeBound(bound, "lower-bound"));
    }
    MinimumMakespan.Answer answer = MinimumMakespan.solve(decoder, job.topologicalOrder(), times, k, list,
        boundUnits, settings.exactLimit(), SOLVER_SEED);
    TimeBound solverBound = new TimeBound(Math.max(bound, answer.lowerBoundSeconds()), "cp-sat");
    ListSchedule best = answer.schedule()
        .filter(s -> decoded(decoder, job, k, s) < decoded(decoder, job, k, list)).orElse(list);
    return new Found(best, solverBound);
  }

  /** max(longest path, ⌈work ÷ k⌉) of the times in units. */
  private static long simpleBoundUnits(ScheduleDecoder decoder, IntegerTimes times, int k) {
    long[] d = times.taskUnits();
    long work = 0;
    for (long units : d) {
      work += units;
    }
    long path = 0;
    long[] finish = new long[d.length];
    for (int t : topological(decoder)) {
      long ready = 0;
      for (int q = 0; q < decoder.predecessorCount(t); q++) {
        ready = Math.max(ready, finish[decoder.predecessor(t, q)]);
      }
      finish[t] = ready + d[t];
      path = Math.max(path, finish[t]);
    }
    return Math.max(path, (work + k - 1) / k);
  }

  private static int[] topological(ScheduleDecoder decoder) {
    return decoder.priorityOrder(); // upward rank: a topological order
  }

  /** The decoder's response time of a schedule's allocation in its start order, all cores at level 0. */
  private static double decoded(ScheduleDecoder decoder, JobTemplate job, int k, ListSchedule s) {
    DecoderWorkspace ws = decoder.newWorkspace(k);
    return decoder.evaluateByKeys(s.taskToCore(), new int[k], s.priorityKeys(job), ws);
  }

  private static boolean levelZeroIsFastest(ScheduleDecoder decoder) {
    for (int t = 0; t < decoder.taskCount(); t++) {
      for (int l = 1; l < decoder.levelCount(); l++) {
        if (decoder.seconds(t, l) < decoder.seconds(t, 0)) {
          return false;
        }
      }
    }
    return true;
  }
}
