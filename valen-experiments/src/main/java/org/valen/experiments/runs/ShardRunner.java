package org.valen.experiments.runs;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.valen.experiments.Progress;
import org.valen.experiments.RunUnits;
import org.valen.experiments.Parallel;

/**
 * Runs one {@link Shard} of an experiment on local threads. The last stage's units are sliced;
 * a stage that a later stage reads (paper 000's calibration) is run whole by every shard — its
 * lines are needed to run the next stage — and kept only for the units of the slice, so that the
 * merged file holds each once. That repeated work is the price of shards that need not wait for
 * each other (paper 000's Fig. 4: 48 calibration runs in each shard against 2,304 runs in all).
 */
public final class ShardRunner {
  private ShardRunner() {}

  /** Runs the slice; {@code progress} counts units of {@link #work}. */
  public static ShardResult run(ExperimentRequest request, Shard shard, RunUnits runs, int threads,
      Progress progress) {
    List<Integer> stageUnits = new ArrayList<>();
    List<ShardResult.UnitLines> mine = new ArrayList<>();
    List<String> earlier = new ArrayList<>();
    AtomicInteger done = new AtomicInteger();
    int total = work(runs, shard);
    for (int stage = 0; stage < runs.stages(); stage++) {
      int n = runs.units(stage);
      stageUnits.add(n);
      List<Integer> todo = stage < runs.stages() - 1 ? IntStream.range(0, n).boxed().toList() : shard.units(n);
      List<String> before = List.copyOf(earlier);
      @SuppressWarnings("unchecked")
      List<String>[] out = new List[todo.size()];
      int s = stage;
      Parallel.forEach(todo.size(), threads, i -> {
        out[i] = runs.run(s, todo.get(i), before);
        progress.runDone(done.incrementAndGet(), total);
      });
      for (int i = 0; i < todo.size(); i++) {
        earlier.addAll(out[i]);
        if (shard.owns(todo.get(i))) {
          mine.add(new ShardResult.UnitLines(stage, todo.get(i), out[i]));
        }
      }
    }
    return new ShardResult(request, shard, stageUnits, mine);
  }

  /** Units a shard runs: every unit of the stages a later stage reads, and its slice of the last. */
  public static int work(RunUnits runs, Shard shard) {
    int total = 0;
    for (int stage = 0; stage < runs.stages(); stage++) {
      total += stage < runs.stages() - 1 ? runs.units(stage) : shard.units(runs.units(stage)).size();
    }
    return total;
  }
}
