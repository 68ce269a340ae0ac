package org.valen.cli;

import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.valen.papers.paper001.RuntimeBenchmark;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code valen bench-runtime}: the runtime's speed target. */
@Command(
    name = "bench-runtime",
    mixinStandardHelpOptions = true,
    description = {
      "Time a month of arrivals of the bundled catalogue on NODES x CORES Intel Core M cores under a",
      "policy (default ValEnAdaptOpt, 5-minute checkpoints), on one thread: median of the timed runs,",
      "jobs per second, the run's CPU time (less disturbed by other work on the machine), peak heap.",
      "For one core, run with VALEN_JAVA_OPTS=-XX:ActiveProcessorCount=1."
    })
final class RuntimeBenchCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--policy", defaultValue = "ValEnAdaptOpt", description = "Policy (default: ${DEFAULT-VALUE}).")
  String policy;

  @Option(names = "--nodes", defaultValue = "6", description = "Nodes (default: ${DEFAULT-VALUE}).")
  int nodes;

  @Option(names = "--cores", defaultValue = "20", description = "Cores per node (default: ${DEFAULT-VALUE}).")
  int cores;

  @Option(names = "--load", defaultValue = "0.6", description = "Offered load of the platform; 0.6 gives 10,000+ arrivals on 6 x 20 (default: ${DEFAULT-VALUE}).")
  double load;

  @Option(names = "--warmups", defaultValue = "3", description = "Untimed runs first (default: ${DEFAULT-VALUE}).")
  int warmups;

  @Option(names = "--runs", defaultValue = "5", description = "Timed runs (default: ${DEFAULT-VALUE}).")
  int runs;

  @Option(names = "--profiles", defaultValue = "profiles", description = "Profiles folder (default: ${DEFAULT-VALUE}).")
  Path profiles;

  @Override
  public Integer call() {
    if (runs < 1 || warmups < 0) {
      throw new UsageException("--runs must be at least 1 and --warmups at least 0");
    }
    RuntimeBenchmark.Result r = UsageException.fromOptions(
        () -> RuntimeBenchmark.run(profiles, policy, nodes, cores, load, warmups, runs));
    spec.commandLine().getOut().printf(Locale.ROOT,
        "%s, %d arrivals over 30 days on %d x %d cores: median %.3f s (best %.3f s) over %d runs, %.0f jobs/s;"
            + " CPU time median %.3f s, %.0f jobs per CPU second; peak heap %.0f MB, %d reallocations%n",
        r.policy(), r.arrivals(), r.nodes(), r.coresPerNode(), r.medianSeconds(), r.minSeconds(), runs,
        r.jobsPerSecond(), r.medianCpuSeconds(), r.jobsPerCpuSecond(), r.peakHeapBytes() / 1e6, r.reallocations());
    return ExitStatus.OK;
  }
}
