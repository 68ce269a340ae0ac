package org.valen.papers.paper002;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.valen.experiments.preset.Preset;
import org.valen.experiments.preset.RunWorld;
import org.valen.experiments.preset.SetupValues;
import org.valen.experiments.run.WorldRun;
import org.valen.experiments.table.PolicyEntry;
import org.valen.hc.paper002.Paper002Options;
import org.valen.model.trials.paper002.workload.ArrivalPattern;
import org.valen.runtime.sim.DecisionTiming;

/**
 * The speed of paper 002's heuristics ({@code valen paper002 bench}): every mapping decision of
 * whole trials, as the kernel times it — one arriving task against every core × P-state of the
 * cluster, with the filters — per variant, after untimed warm-up runs; and each run's wall time
 * and CPU time (the CPU time is what a shared machine's other work inflates least).
 * Candidates are evaluated from each core's cached completion pmf or, with {@code plain}, by
 * convolution (the same decisions, held by a test).
 */
public final class Paper002Benchmark {
  private Paper002Benchmark() {}

  /**
   * One variant's figures.
   *
   * @param variant what ran
   * @param decisions the decisions' times over the timed runs
   * @param millisPerRun mean wall time of one run (a whole trial)
   * @param cpuMillisPerRun mean CPU time of the thread that ran it; NaN where the JVM cannot tell
   * @param missedPercent mean missed deadlines, a check that the runs did the work
   */
  public record Timing(Variant variant, DecisionTiming decisions, double millisPerRun, double cpuMillisPerRun,
      double missedPercent) {}

  /** Times {@code variants} on trials 1 … {@code trials} of {@code pattern}. */
  public static List<Timing> run(List<Variant> variants, ArrivalPattern pattern, int trials, int warmups,
      boolean cached) {
    Paper002TrialPreset preset = new Paper002TrialPreset();
    SetupValues setup = preset.defaults().with("pattern", pattern.label());
    Preset.Worlds worlds = preset.worlds(setup);
    List<RunWorld> all = new ArrayList<>();
    for (int t = 1; t <= trials; t++) {
      all.add(worlds.world(setup, t));
    }
    Map<String, String> evaluation = Map.of(Paper002Options.EVALUATION, cached ? "cached" : "plain");
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    boolean cpuTimed = threads.isCurrentThreadCpuTimeSupported();
    List<Timing> out = new ArrayList<>();
    for (Variant v : variants) {
      PolicyEntry entry = withEvaluation(v.entry(), evaluation);
      for (int w = 0; w < warmups; w++) {
        WorldRun.run(all.get(0), setup, 1, entry, Map.of(), UnaryOperator.identity());
      }
      DecisionTiming timing = DecisionTiming.none();
      long nanos = 0;
      long cpuNanos = 0;
      double missed = 0;
      for (int t = 0; t < all.size(); t++) {
        long start = System.nanoTime();
        long cpuStart = cpuTimed ? threads.getCurrentThreadCpuTime() : 0;
        WorldRun.Result run = WorldRun.run(all.get(t), setup, t + 1, entry, Map.of(), UnaryOperator.identity());
        nanos += System.nanoTime() - start;
        cpuNanos += cpuTimed ? threads.getCurrentThreadCpuTime() - cpuStart : 0;
        timing = timing.plus(run.result().decisionTiming());
        missed += ((Number) run.cells().get("missed_pct")).doubleValue();
      }
      out.add(new Timing(v, timing, nanos / 1e6 / all.size(), cpuTimed ? cpuNanos / 1e6 / all.size() : Double.NaN,
          missed / all.size()));
    }
    return out;
  }

  private static PolicyEntry withEvaluation(PolicyEntry e, Map<String, String> evaluation) {
    Map<String, String> options = new java.util.TreeMap<>(e.options());
    options.putAll(evaluation);
    return new PolicyEntry(e.policy(), e.label(), options);
  }
}
