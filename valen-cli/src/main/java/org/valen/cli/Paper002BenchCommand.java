package org.valen.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.valen.model.trials.paper002.workload.ArrivalPattern;
import org.valen.papers.paper002.Paper002Benchmark;
import org.valen.papers.paper002.Variant;
import org.valen.runtime.sim.DecisionTiming;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code valen paper002 bench}: the time of every mapping decision over whole trials, per variant. */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    description = {
      "Time paper 002's mapping decisions (one arriving task against every core x P-state, with the",
      "filters, as the kernel measures it) over whole trials for each of the 32 variants, after an",
      "untimed warm-up run: mean, 99th percentile and maximum per decision, and wall and CPU time per",
      "trial (on a shared machine the CPU time is the steadier figure)."
    })
final class Paper002BenchCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--heuristics", split = ",", defaultValue = "SQ,MECT,LL,RAND",
      description = "Heuristics (default: ${DEFAULT-VALUE}).")
  List<String> heuristics;

  @Option(names = "--pattern", defaultValue = "medium", description = "Arrival pattern (default: ${DEFAULT-VALUE}).")
  String pattern;

  @Option(names = "--trials", defaultValue = "1", description = "Timed trials per variant (default: ${DEFAULT-VALUE}).")
  int trials;

  @Option(names = "--warmups", defaultValue = "1", description = "Untimed runs of every variant first (default: ${DEFAULT-VALUE}).")
  int warmups;

  @Option(names = "--evaluation", defaultValue = "cached",
      description = "cached: from each core's cached completion pmf; plain: by convolution (default: ${DEFAULT-VALUE}).")
  String evaluation;

  @Override
  public Integer call() {
    if (trials < 1 || warmups < 0) {
      throw new UsageException("--trials must be at least 1 and --warmups at least 0");
    }
    if (!evaluation.equals("cached") && !evaluation.equals("plain")) {
      throw new UsageException("--evaluation takes cached or plain, was '" + evaluation + "'");
    }
    ArrivalPattern p = UsageException.fromOptions(() -> ArrivalPattern.of(pattern));
    List<String> names = heuristics.stream().map(h -> h.toUpperCase(Locale.ROOT)).toList();
    for (String h : names) {
      if (!org.valen.hc.paper002.Paper002Policies.NAMES.contains(h)) {
        throw new UsageException("--heuristics takes SQ, MECT, LL, RAND, was '" + h + "'");
      }
    }
    List<Variant> variants = Variant.all().stream().filter(v -> names.contains(v.heuristic())).toList();
    List<Paper002Benchmark.Timing> timings = Paper002Benchmark.run(variants, p, trials, warmups,
        evaluation.equals("cached"));
    PrintWriter out = spec.commandLine().getOut();
    out.printf(Locale.ROOT, "%-22s %9s %10s %10s %10s %12s %12s %9s%n", "variant", "decisions", "mean (us)",
        "p99 (us)", "max (us)", "ms per trial", "CPU ms/trial", "missed %");
    DecisionTiming all = DecisionTiming.none();
    double millis = 0;
    double cpuMillis = 0;
    for (Paper002Benchmark.Timing t : timings) {
      DecisionTiming e = t.decisions();
      out.printf(Locale.ROOT, "%-22s %9d %10.1f %10.1f %10.0f %12.0f %12.0f %9.1f%n", t.variant().label(),
          e.decisions(), e.meanMicros(), e.percentileMicros(99), e.maxMicros(), t.millisPerRun(), t.cpuMillisPerRun(),
          t.missedPercent());
      all = all.plus(e);
      millis += t.millisPerRun();
      cpuMillis += t.cpuMillisPerRun();
    }
    out.printf(Locale.ROOT, "%-22s %9d %10.1f %10.1f %10.0f %12.0f %12.0f%n", "all", all.decisions(), all.meanMicros(),
        all.percentileMicros(99), all.maxMicros(), millis / Math.max(1, timings.size()),
        cpuMillis / Math.max(1, timings.size()));
    return ExitStatus.OK;
  }
}
