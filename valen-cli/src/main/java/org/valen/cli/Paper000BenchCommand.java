package org.valen.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.valen.papers.paper000.Configuration;
import org.valen.papers.paper000.MappingBenchmark;
import org.valen.hc.paper000.heuristics.Paper000Heuristics;
import org.valen.hc.paper000.mapping.Environment;
import org.valen.runtime.sim.DecisionTiming;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code valen paper000 bench}: the time of every mapping event over whole trials. */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    description = {
      "Time paper 000's mapping events (each policy decision, as the kernel",
      "measures it) over a whole trial for each heuristic x environment x filter:",
      "mean, median, 99th percentile and maximum, after untimed warm-up runs.",
      "A garbage collection inside an event counts in its time: each configuration",
      "starts after a full collection; give the JVM a young generation that holds",
      "its timed runs, e.g. VALEN_JAVA_OPTS='-Xms3g -Xmn2g -XX:+AlwaysPreTouch';",
      "the GC column says how many collections fell in them. Percentiles are",
      "good to 1 %%. Tasks join the mappable set as they arrive, between events:",
      "the intake column is that time per task (us)."
    })
final class Paper000BenchCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--heuristics", split = ",", description = "Heuristics (default: all twelve).")
  List<String> heuristics;

  @Option(names = "--environments", split = ",", defaultValue = "queued,polled",
      description = "Environments (default: ${DEFAULT-VALUE}).")
  List<String> environments;

  @Option(names = "--filter", split = ",", defaultValue = "off,on", description = "Filter settings (default: ${DEFAULT-VALUE}).")
  List<String> filters;

  @Option(names = "--trial", defaultValue = "1", description = "Trial number = seed (default: ${DEFAULT-VALUE}).")
  long trial;

  @Option(names = "--days", defaultValue = "1", description = "Length of the measured day in days (default: ${DEFAULT-VALUE}).")
  double days;

  @Option(names = "--warmups", defaultValue = "1", description = "Untimed runs of every configuration first (default: ${DEFAULT-VALUE}).")
  int warmups;

  @Option(names = "--runs", defaultValue = "1", description = "Timed runs of every configuration (default: ${DEFAULT-VALUE}).")
  int runs;

  @Option(names = "--kernel-share", description = {"Also time the kernel's share of each event: its actions (start, queue, "
      + "drop jobs) and queries (energy); the policy's own time is the rest. Each such call then takes some 50 ns more."})
  boolean kernelShare;

  @Override
  public Integer call() {
    if (runs < 1 || warmups < 0) {
      throw new UsageException("--runs must be at least 1 and --warmups at least 0");
    }
    List<Configuration> configurations = UsageException.fromOptions(this::configurations);
    List<MappingBenchmark.Timing> timings = MappingBenchmark.run(configurations, trial, days, warmups, runs, kernelShare);
    PrintWriter out = spec.commandLine().getOut();
    out.printf(Locale.ROOT, "%-26s %7s %10s %10s %10s %10s %9s %3s%s%n", "configuration", "events", "mean (us)",
        "p50 (us)", "p99 (us)", "max (us)", "intake", "GC", kernelShare ? "  kernel (us)" : "");
    for (MappingBenchmark.Timing t : timings) {
      print(out, t, String.format(Locale.ROOT, "%3d", t.collections()));
    }
    print(out, MappingBenchmark.Timing.overall("all", timings), "   ");
    return ExitStatus.OK;
  }

  private void print(PrintWriter out, MappingBenchmark.Timing t, String collections) {
    DecisionTiming e = t.events();
    out.printf(Locale.ROOT, "%-26s %7d %10.2f %10.1f %10.1f %10.1f %9.3f %s%s%n", t.label(), e.decisions(),
        e.meanMicros(), e.percentileMicros(50), e.percentileMicros(99), e.maxMicros(), e.intakeMicrosPerArrival(),
        collections, kernelShare ? String.format(Locale.ROOT, " %12.2f", t.kernelMicros()) : "");
  }

  private List<Configuration> configurations() {
    List<String> names = heuristics == null ? Paper000Heuristics.names()
        : heuristics.stream().map(h -> Paper000Heuristics.named(h).name()).toList();
    List<Configuration> all = new ArrayList<>();
    for (String h : names) {
      for (String e : environments) {
        for (String f : filters) {
          if (!f.equals(Configuration.ON) && !f.equals(Configuration.OFF)) {
            throw new IllegalArgumentException("--filter takes on and off, was '" + f + "'");
          }
          all.add(new Configuration(h, Environment.of(e), f));
        }
      }
    }
    return all;
  }
}
