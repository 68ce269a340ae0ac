package org.valen.profiler.quality;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.valen.model.exec.ScaledReferenceModel;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.generate.StgGraphGenerator;
import org.valen.model.generate.StgGraphParameters;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;
import org.valen.model.profile.CoreTypeProfile;
import org.valen.model.profile.MinimumTime;
import org.valen.model.profile.ProfileEntry;
import org.valen.model.schedule.ListScheduler;
import org.valen.model.schedule.ScheduleDecoder;
import org.valen.model.schedule.SchedulingInstance;
import org.valen.profiler.ProfilerSettings;
import org.valen.profiler.TemplateProfiler;

/**
 * The yardstick that needs no oracle: on random graphs of the Standard Task Graph Set's kind
 * ({@link StgGraphGenerator}, no communication), the shortest schedule on {@code k} cores at the
 * fastest level is at least max(critical path, work ÷ k), work ÷ k rounded up to a whole time unit
 * since task times are whole units (the bound of the Standard Task Graph Set), and the optimum
 * reaches that bound on most such graphs. For every (graph, k) it gives the bound, the minimum response time on the
 * profile's stored front (at the profiler's settings) and the schedule length of every classic
 * list scheduler ({@link ListScheduler#CLASSIC}, all cores at the fastest level). Graph {@code g}
 * comes from stream {@code g} of the seed. Graphs run on paper 001's core (times at level 0 are
 * the graph's).
 */
public final class LowerBoundComparison {
  private static final CoreType CORE = PlatformPresets.intelCoreM();
  private static final Interconnect LINK = PlatformPresets.paper001(1, 1).interconnect();
  private static final ScaledReferenceModel MODEL = ScaledReferenceModel.relativeToFastestLevel();

  private LowerBoundComparison() {}

  /**
   * One (graph, k) pair.
   *
   * @param graph the graph's id
   * @param maxCores the core budget k
   * @param lowerBoundSeconds max(critical path, work ÷ k rounded up to a whole time unit) at the
   *     fastest level: task times are whole units, so is every schedule's length
   * @param unroundedBoundSeconds max(critical path, work ÷ k)
   * @param profilerSeconds the minimum response time on the profile's front for k
   * @param schedulerSeconds each classic list scheduler's schedule length, in {@link
   *     ListScheduler#CLASSIC} order
   * @param minimumTime the profile's record of its minimum time (proven bound, proven optimal), if
   *     the exact step ran ({@code null} otherwise)
   */
  public record Pair(String graph, int maxCores, double lowerBoundSeconds, double unroundedBoundSeconds,
      double profilerSeconds, List<Double> schedulerSeconds, MinimumTime minimumTime) {
    public Pair {
      schedulerSeconds = List.copyOf(schedulerSeconds);
    }

    /** The shortest of the list schedulers. */
    public double bestSchedulerSeconds() {
      return schedulerSeconds.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
    }
  }

  /**
   * The pairs of every graph (in graph, then budget order) and the CPU time each graph's profile
   * took (one thread, all its budgets).
   */
  public record Result(List<Pair> pairs, List<Double> cpuSecondsPerGraph) {}

  /** Compares {@code graphs} graphs of {@code parameters} at {@code budgets}. */
  public static Result run(int graphs, StgGraphParameters parameters, List<Integer> budgets, long seed,
      ProfilerSettings settings, int threads) {
    return run(graphs, g -> StgGraphGenerator.generate("stg-" + g, parameters, seed, g), parameters.secondsPerUnit(),
        budgets, settings, threads);
  }

  /**
   * Compares the graphs {@code graphOf(0 … graphs-1)} at {@code budgets}: graphs without
   * communication whose task times are whole numbers of {@code unitSeconds} (the Standard Task
   * Graph Set's files as {@code valen import stg} reads them, say).
   */
  public static Result run(int graphs, IntFunction<JobTemplate> graphOf, double unitSeconds, List<Integer> budgets,
      ProfilerSettings settings, int threads) {
    // JIT warm-up: the first graphs a JVM profiles run while its code is being compiled; one untimed
    // graph per thread first (its result dropped), so that the time per graph is the steady state's
    Parallel.forEach(Math.min(threads, graphs), threads, w -> graph(graphOf.apply(w), unitSeconds, budgets, settings));
    List<Result> perGraph = Parallel.forEach(graphs, threads,
        g -> graph(graphOf.apply(g), unitSeconds, budgets, settings));
    List<Pair> pairs = new ArrayList<>();
    List<Double> cpu = new ArrayList<>();
    perGraph.forEach(r -> {
      pairs.addAll(r.pairs());
      cpu.addAll(r.cpuSecondsPerGraph());
    });
    return new Result(pairs, cpu);
  }

  private static Result graph(JobTemplate job, double unit, List<Integer> budgets, ProfilerSettings settings) {
    ThreadMXBean threadBean = ManagementFactory.getThreadMXBean();
    long before = threadBean.getCurrentThreadCpuTime();
    CoreTypeProfile profile = new TemplateProfiler(CORE, MODEL, LINK, settings).profile(job, budgets);
    double cpuSeconds = (threadBean.getCurrentThreadCpuTime() - before) / 1e9;
    ScheduleDecoder decoder = ScheduleDecoder.of(job, MODEL, CORE, LINK);
    double[] fastest = new double[job.taskCount()];
    double work = 0;
    for (int t = 0; t < fastest.length; t++) {
      fastest[t] = decoder.seconds(t, 0);
      work += fastest[t];
    }
    double criticalPath = job.criticalPathSeconds(fastest);
    List<Pair> pairs = new ArrayList<>();
    for (int k : budgets) {
      SchedulingInstance instance = SchedulingInstance.uniform(decoder, job, LINK, k, 0);
      List<Double> schedulers = ListScheduler.CLASSIC.stream()
          .map(s -> s.schedule(instance).makespanSeconds()).toList();
      ProfileEntry entry = profile.entry(k).orElseThrow();
      double profiled = entry.front().get(0).responseTimeSeconds();
      pairs.add(new Pair(job.id(), k, Math.max(criticalPath, wholeUnits(work / k, unit)), Math.max(criticalPath,
          work / k), profiled, schedulers, entry.minimumTime()));
    }
    return new Result(pairs, List.of(cpuSeconds));
  }

  /**
   * {@code seconds} rounded up to a whole number of {@code unit}s: with integer task times every
   * schedule is as long as a sum of them, so the bound work ÷ k can be rounded up (as the Standard
   * Task Graph Set does); 1e-9 units of rounding error are forgiven.
   */
  static double wholeUnits(double seconds, double unit) {
    return Math.ceil(seconds / unit - 1e-9) * unit;
  }

  /** The gaps of the profiler's minimum time over the bound. */
  public static List<Gap> profilerGaps(List<Pair> pairs) {
    return pairs.stream().map(p -> gap(p, p.profilerSeconds())).toList();
  }

  /** The gaps of list scheduler number {@code index} over the bound. */
  public static List<Gap> schedulerGaps(List<Pair> pairs, int index) {
    return pairs.stream().map(p -> gap(p, p.schedulerSeconds().get(index))).toList();
  }

  /** The gaps of the best list scheduler of each pair over the bound. */
  public static List<Gap> bestSchedulerGaps(List<Pair> pairs) {
    return pairs.stream().map(p -> gap(p, p.bestSchedulerSeconds())).toList();
  }

  /** The gaps of the profiler's minimum time over the unrounded bound max(critical path, work ÷ k). */
  public static List<Gap> profilerGapsToUnroundedBound(List<Pair> pairs) {
    return pairs.stream().map(p -> new Gap(p.graph(), 0, p.maxCores(), p.unroundedBoundSeconds(),
        p.profilerSeconds())).toList();
  }

  private static Gap gap(Pair p, double found) {
    return new Gap(p.graph(), 0, p.maxCores(), p.lowerBoundSeconds(), found);
  }
}
