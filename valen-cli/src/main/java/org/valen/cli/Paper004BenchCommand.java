package org.valen.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.valen.papers.paper004.MappingBenchmark;
import org.valen.hc.paper004.heuristics.Paper004Heuristics;
import org.valen.runtime.sim.DecisionTiming;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code valen paper004 bench}: the time of every mapping event over whole trials at about 800 cores. */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    description = {
      "Time paper 004's mapping events (each policy decision, as the kernel measures it)",
      "over whole trials of the paper's size (five clusters, about 800 cores, 4 h of fill",
      "and the measured period) for each heuristic: mean, median, 99th percentile and",
      "maximum, after an untimed warm-up run, and the wall time of its runs."
    })
final class Paper004BenchCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--heuristics", split = ",", description = "Heuristics (default: all ten).")
  List<String> heuristics;

  @Option(names = "--trials", defaultValue = "1", description = "Timed trials 1 … N (default: ${DEFAULT-VALUE}).")
  int trials;

  @Option(names = "--burst-size", defaultValue = "64", description = "Mean burst size B (default: ${DEFAULT-VALUE}).")
  double burstSize;

  @Option(names = "--days", defaultValue = "1", description = "Measured days after the fill (default: ${DEFAULT-VALUE}).")
  double days;

  @Option(names = "--warmups", defaultValue = "1", description = "Untimed runs of every heuristic first (default: ${DEFAULT-VALUE}).")
  int warmups;

  @Option(names = "--no-progress", description = "No progress bar.")
  boolean noProgress;

  @Override
  public Integer call() {
    if (trials < 1 || warmups < 0 || !(burstSize >= 1) || !(days > 0)) {
      throw new UsageException("--trials must be at least 1, --warmups at least 0, --burst-size at least 1 and"
          + " --days above 0");
    }
    List<String> names = heuristics == null ? Paper004Heuristics.names()
        : UsageException.fromOptions(() -> heuristics.stream().map(h -> Paper004Heuristics.named(h).name()).toList());
    List<MappingBenchmark.Timing> timings;
    try (ProgressDisplay bar = ProgressDisplay.start("paper004 bench", (long) names.size() * (warmups + trials),
        !noProgress)) {
      timings = MappingBenchmark.run(names, trials, burstSize, days, warmups, (done, total) -> bar.stepTo(done));
    }
    PrintWriter out = spec.commandLine().getOut();
    out.printf(Locale.ROOT, "%-22s %7s %10s %10s %10s %10s %9s%n", "heuristic", "events", "mean (us)", "p50 (us)",
        "p99 (us)", "max (us)", "wall (s)");
    for (MappingBenchmark.Timing t : timings) {
      DecisionTiming e = t.events();
      out.printf(Locale.ROOT, "%-22s %7d %10.1f %10.1f %10.1f %10.1f %9.1f%n", t.heuristic(), e.decisions(),
          e.meanMicros(), e.percentileMicros(50), e.percentileMicros(99), e.maxMicros(), t.wallSeconds());
    }
    return ExitStatus.OK;
  }
}
