package org.valen.experiments.paper004;

import java.util.ArrayList;
import java.util.List;
import org.valen.experiments.ExperimentRunner;
import org.valen.hc.paper004.workload.Paper004Trial;
import org.valen.hc.paper004.workload.Paper004TrialParameters;
import org.valen.runtime.sim.DecisionTiming;

/**
 * Paper 004's speed figure (section V: "all of the heuristics except for Max Util Preempt Pair and
 * Max UPT Preempt Pair took approximately seven seconds to execute each mapping event in the worst
 * case"; Pair "over a minute"): the wall time of every mapping event, as the kernel measures each
 * policy decision, over whole trials at the paper's size (about 800 cores), after an untimed
 * warm-up run of each heuristic. Times depend on the machine and its load; they are not in any
 * test.
 */
public final class MappingBenchmark {
  private MappingBenchmark() {}

  /** The mapping events of one heuristic over the timed trials. */
  public record Timing(String heuristic, DecisionTiming events, double wallSeconds) {}

  /**
   * @param heuristics what to time
   * @param trials timed trials 1 … {@code trials} (seed = trial)
   * @param burstSize the mean burst size B (paper: 64)
   * @param days the measured period after the 4 h of fill
   * @param warmups untimed runs of every heuristic on trial 1 first
   */
  public static List<Timing> run(List<String> heuristics, int trials, double burstSize, double days, int warmups,
      ExperimentRunner.Progress progress) {
    Paper004TrialParameters base = Figure.base(days);
    Case c = new Case("burst_size", String.valueOf(burstSize),
        base.withBursts(base.bursts().withMeanBurstSize(burstSize)), 1);
    int total = heuristics.size() * (warmups + trials);
    int done = 0;
    Paper004Trial first = Paper004Trial.generate(c.trialParameters(), 1);
    for (int w = 0; w < warmups; w++) {
      for (String h : heuristics) {
        TrialRunner.runOne("bench", 1, first, c, h, p -> p);
        progress.runDone(++done, total);
      }
    }
    List<Timing> out = new ArrayList<>();
    for (String h : heuristics) {
      DecisionTiming events = DecisionTiming.none();
      long start = System.nanoTime();
      for (int t = 1; t <= trials; t++) {
        Paper004Trial trial = t == 1 ? first : Paper004Trial.generate(c.trialParameters(), t);
        events = events.plus(TrialRunner.runOne("bench", t, trial, c, h, p -> p).result().decisionTiming());
        progress.runDone(++done, total);
      }
      out.add(new Timing(h, events, (System.nanoTime() - start) / 1e9));
    }
    return out;
  }
}
