package org.valen.papers.paper000;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import org.valen.runtime.policy.KernelTimedPolicy;
import org.valen.runtime.policy.Policy;
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
   * The timing of one configuration over its timed runs (or of several, see {@link #overall}): its
   * mapping events, and its intake of arriving tasks into the mappable set, which happens as they
   * arrive, between events.
   *
   * @param events the events and intake of the timed runs together
   * @param collections garbage collections during the timed runs
   * @param kernelNanos time the events spent in the kernel's actions and queries; −1 unless asked
   *     for (see {@link KernelTimedPolicy})
   */
  public record Timing(String label, DecisionTiming events, long collections, long kernelNanos) {

    /** Several timings as one, under {@code label}. */
    public static Timing overall(String label, List<Timing> timings) {
      DecisionTiming events = DecisionTiming.none();
      long collections = 0;
      long kernelNanos = 0;
      for (Timing t : timings) {
        events = events.plus(t.events);
        collections += t.collections;
        kernelNanos = t.kernelNanos < 0 || kernelNanos < 0 ? -1 : kernelNanos + t.kernelNanos;
      }
      return new Timing(label, events, collections, kernelNanos);
    }

    /** Mean time per event in the kernel, in microseconds; NaN unless asked for. */
    public double kernelMicros() {
      return kernelNanos < 0 ? Double.NaN : kernelNanos / 1e3 / events.decisions();
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
    SingleTrial trial = new SingleTrial(seed, days);
    double budget = trial.calibratedBudgetJoules();
    for (int w = 0; w < warmups; w++) {
      for (Configuration c : configurations) {
        trial.run(c, budget, p -> kernelShare ? new KernelTimedPolicy(p) : p);
      }
    }
    List<Timing> timings = new ArrayList<>();
    for (Configuration c : configurations) {
      DecisionTiming events = DecisionTiming.none();
      List<KernelTimedPolicy> timed = new ArrayList<>();
      System.gc(); // start every configuration with an empty young generation, as JMH can between iterations
      long before = collections();
      for (int r = 0; r < runs; r++) {
        events = events.plus(trial.run(c, budget, p -> kernelShare ? remember(timed, p) : p).result().decisionTiming());
      }
      long collections = collections() - before;
      timings.add(new Timing(c.label(), events, collections,
          kernelShare ? timed.stream().mapToLong(KernelTimedPolicy::kernelNanos).sum() : -1));
    }
    return timings;
  }

  private static KernelTimedPolicy remember(List<KernelTimedPolicy> timed, Policy policy) {
    KernelTimedPolicy t = new KernelTimedPolicy(policy);
    timed.add(t);
    return t;
  }

  private static long collections() {
    long n = 0;
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      n += Math.max(0, gc.getCollectionCount());
    }
    return n;
  }
}
