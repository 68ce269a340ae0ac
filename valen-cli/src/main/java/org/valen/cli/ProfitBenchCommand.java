package org.valen.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.valen.profit.bench.ProfitBenchmark;
import org.valen.profit.generate.SystemGenerator;
import org.valen.profit.generate.SystemParameters;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code valen profit bench}: the time of paper 003's algorithm on bags of growing size. */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    description = {
      "Time paper 003's algorithm (LP (10) + Algorithm 1 + Algorithm 2, the price known) on the",
      "paper-size system (seed 1) with bags of each size in the original task type proportions, on",
      "one thread: the median of the timed solves after untimed warm-ups, with the LP's and the",
      "recovery's medians apart. The paper: 3.6 ms (10k), 8.9 ms (100k), 74 ms (1M tasks)."
    })
final class ProfitBenchCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--tasks", split = ",", defaultValue = "10000,100000,1000000",
      description = "Bag sizes (default: ${DEFAULT-VALUE}).")
  List<Integer> sizes;

  @Option(names = "--gamma", defaultValue = "1.2", description = "Profit ratio (default: ${DEFAULT-VALUE}).")
  double gamma;

  @Option(names = "--seed", defaultValue = "1", description = "System seed (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--warmups", defaultValue = "200", description = "Untimed solves per size first (default: ${DEFAULT-VALUE}).")
  int warmups;

  @Option(names = "--runs", defaultValue = "101", description = "Timed solves per size (default: ${DEFAULT-VALUE}).")
  int runs;

  @Override
  public Integer call() {
    if (runs < 1 || warmups < 0 || gamma < 0) {
      throw new UsageException("--runs must be at least 1, --warmups and --gamma at least 0");
    }
    List<ProfitBenchmark.Timing> timings = UsageException.fromOptions(() -> ProfitBenchmark.run(
        SystemGenerator.generate(SystemParameters.paper003(), seed), sizes, gamma, warmups, runs));
    PrintWriter out = spec.commandLine().getOut();
    out.printf(Locale.ROOT, "%10s %12s %10s %15s %10s %16s%n", "tasks", "median (ms)", "LP (ms)", "Alg. 1+2 (ms)",
        "min (ms)", "profit (per s)");
    for (ProfitBenchmark.Timing t : timings) {
      out.printf(Locale.ROOT, "%10d %12.3f %10.3f %15.3f %10.3f %16.6g%n", t.tasks(), t.medianMillis(), t.lpMillis(),
          t.recoveryMillis(), t.minMillis(), t.profitPerSecond());
    }
    return ExitStatus.OK;
  }
}
