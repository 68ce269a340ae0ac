package org.valen.experiments.paper000;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.valen.hc.paper000.workload.Trial;
import org.valen.runtime.policy.KernelTimedPolicy;
import org.valen.runtime.sim.DecisionTiming;

/**
 * Paper 000's speed figure (section V: "the execution time of the heuristics and other mapping
 * operations is on the order of 10^-4 seconds per mapping event with the maximum time being ≈ 3
 * milliseconds"): the wall time of every mapping event over whole trials, as the kernel measures
 * each policy decision. Warm-up trials run first, untimed, so that the code is compiled. Each
 * configuration's timed runs start after a full collection, so that a young generation that holds
 * them sees no collection; collections during the timed runs are counted, as a pause inside a
 * mapping event counts in its time.
 */
public final class MappingBenchmark {
  private MappingBenchmark() {}

  /**
   * The timing of one configuration over its timed runs: its mapping events, and its intake of
   * arriving tasks into the mappable set, which happens as they arrive, between events.
   *
   * @param eventNanos every event's time (two significant digits), for percentiles
   * @param kernelMicros mean time per event spent in the kernel's actions and queries, NaN unless
   *     asked for (see {@link KernelTimedPolicy})
   */
  public record Timing(Configuration configuration, long events, double meanMicros, double maxMicros,
      double intakeMicrosPerArrival, long collections, Histogram eventNanos, double kernelMicros) {

    /** The median event in microseconds. */
    public double medianMicros() {
      return eventNanos.getValueAtPercentile(50) / 1e3;
    }

    /** The 99th percentile of events in microseconds. */
    public double p99Micros() {
      return eventNanos.getValueAtPercentile(99) / 1e3;
    }
  }

  /**
   * @param configurations what to time
   * @param seed the trial
   * @param days length of the measured day
   * @param warmups untimed runs of every configuration first
   * @param runs timed runs of every configuration
   * @param kernelShare whether to time the kernel's share of each event too (adds some 50 ns per
   *     kernel call to the events)
   */
  public static List<Timing> run(List<Configuration> configurations, long seed, double days, int warmups, int runs,
      boolean kernelShare) {
    TrialPlan plan = new TrialPlan("paper000-bench", configurations, 1, days, 0.7);
    Trial trial = Trial.generate(plan.trialParameters(), seed);
    double budget = TrialRunner.budgetJoules(plan, List.of(
        TrialRunner.runOne(plan, 1, trial, Configuration.calibration(), Double.POSITIVE_INFINITY).row()));
    for (int w = 0; w < warmups; w++) {
      for (Configuration c : configurations) {
        TrialRunner.runOne(plan, 1, trial, c, budget, p -> kernelShare ? new KernelTimedPolicy(p) : p);
      }
    }
    List<Timing> timings = new ArrayList<>();
    for (Configuration c : configurations) {
      long events = 0;
      long nanos = 0;
      long max = 0;
      long arrivals = 0;
      long intake = 0;
      Histogram all = DecisionTiming.emptyHistogram();
      System.gc(); // start every configuration with an empty young generation, as JMH can between iterations
      long before = collections();
      long kernelNanos = 0;
      for (int r = 0; r < runs; r++) {
        KernelTimedPolicy[] timed = new KernelTimedPolicy[1];
        DecisionTiming t = TrialRunner.runOne(plan, 1, trial, c, budget, p -> {
          if (!kernelShare) {
            return p;
          }
          timed[0] = new KernelTimedPolicy(p);
          return timed[0];
        }).result().decisionTiming();
        kernelNanos += timed[0] == null ? 0 : timed[0].kernelNanos();
        events += t.decisions();
        nanos += t.totalNanos();
        max = Math.max(max, t.maxNanos());
        arrivals += t.arrivals();
        intake += t.intakeNanos();
        all.add(t.decisionNanos());
      }
      timings.add(new Timing(c, events, nanos / 1e3 / events, max / 1e3, intake / 1e3 / Math.max(1, arrivals),
          collections() - before, all, kernelShare ? kernelNanos / 1e3 / events : Double.NaN));
    }
    return timings;
  }

  private static long collections() {
    long n = 0;
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      n += Math.max(0, gc.getCollectionCount());
    }
    return n;
  }
}
