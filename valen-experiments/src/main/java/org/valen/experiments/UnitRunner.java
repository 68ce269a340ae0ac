package org.valen.experiments;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/** Runs {@link RunUnits} on local threads, stage after stage; lines come out in unit order whatever the thread count. */
public final class UnitRunner {
  private UnitRunner() {}

  /** Every unit's lines, stage by stage, unit by unit; {@code progress} counts lines (runs) of {@code totalRuns}. */
  public static List<String> run(RunUnits units, int threads, int totalRuns, Progress progress) {
    List<String> lines = new ArrayList<>();
    AtomicInteger done = new AtomicInteger();
    for (int stage = 0; stage < units.stages(); stage++) {
      lines.addAll(stage(units, stage, lines, threads, totalRuns, progress, done));
    }
    return lines;
  }

  /** Runs every unit and writes {@code runs.csv} and everything made from it. */
  public static void runAndFinish(RunUnits units, int threads, int totalRuns, Progress progress,
      Path folder, String command) {
    units.finish(run(units, threads, totalRuns, progress), folder, command);
  }

  private static List<String> stage(RunUnits units, int stage, List<String> earlier, int threads, int totalRuns,
      Progress progress, AtomicInteger done) {
    List<String> before = List.copyOf(earlier);
    @SuppressWarnings("unchecked")
    List<String>[] out = new List[units.units(stage)];
    int s = stage;
    Parallel.forEach(out.length, threads, u -> {
      out[u] = units.run(s, u, before);
      progress.runDone(done.addAndGet(out[u].size()), totalRuns);
    });
    List<String> lines = new ArrayList<>();
    for (List<String> l : out) {
      lines.addAll(l);
    }
    return lines;
  }
}
