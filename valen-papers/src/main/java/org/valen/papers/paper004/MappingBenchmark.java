package org.valen.papers.paper004;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.valen.experiments.Progress;
import org.valen.experiments.preset.Preset;
import org.valen.experiments.preset.RunWorld;
import org.valen.experiments.preset.SetupField;
import org.valen.experiments.preset.SetupValues;
import org.valen.experiments.run.WorldRun;
import org.valen.experiments.table.PolicyEntry;
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
      Progress progress) {
    Paper004TrialPreset preset = new Paper004TrialPreset();
    SetupValues setup = preset.defaults().with("burstSize", SetupField.plain(burstSize))
        .with("days", SetupField.plain(days));
    Preset.Worlds worlds = preset.worlds(setup);
    int total = heuristics.size() * (warmups + trials);
    int done = 0;
    RunWorld first = worlds.world(setup, 1);
    for (int w = 0; w < warmups; w++) {
      for (String h : heuristics) {
        WorldRun.run(first, setup, 1, PolicyEntry.of(h), Map.of(), p -> p);
        progress.runDone(++done, total);
      }
    }
    List<Timing> out = new ArrayList<>();
    for (String h : heuristics) {
      DecisionTiming events = DecisionTiming.none();
      long start = System.nanoTime();
      for (int t = 1; t <= trials; t++) {
        RunWorld world = t == 1 ? first : worlds.world(setup, t);
        events = events.plus(WorldRun.run(world, setup, t, PolicyEntry.of(h), Map.of(), p -> p).result()
            .decisionTiming());
        progress.runDone(++done, total);
      }
      out.add(new Timing(h, events, (System.nanoTime() - start) / 1e9));
    }
    return out;
  }
}
