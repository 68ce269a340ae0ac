package org.valen.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.valen.papers.paper000.Configuration;
import org.valen.papers.paper000.SingleTrial;
import org.valen.hc.paper000.heuristics.Paper000Heuristics;
import org.valen.hc.paper000.mapping.Environment;
import org.valen.runtime.output.RunFiles;
import org.valen.runtime.sim.DecisionTiming;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code valen paper000 run}: one heuristic on one trial. */
@Command(
    name = "run",
    mixinStandardHelpOptions = true,
    description = {
      "Run one of paper 000's heuristics on trial N (seed N): 2 h of warm-up, then the measured day",
      "under the energy constraint E (by default 70%% of what unconstrained Max UPT uses in the day of",
      "this trial). Writes jobs.csv, energy.csv and summary.json; prints the day's figures."
    })
final class Paper000RunCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--heuristic", required = true, description = "One of: ${COMPLETION-CANDIDATES}.",
      completionCandidates = Names.class)
  String heuristic;

  @Option(names = "--environment", defaultValue = "queued", description = "queued or polled (default: ${DEFAULT-VALUE}).")
  String environment;

  @Option(names = "--filter", description = "Use the adaptive energy filter.")
  boolean filter;

  @Option(names = "--unconstrained", description = "No energy constraint (and no filter): section IV-D's calibration.")
  boolean unconstrained;

  @Option(names = "--budget-joules", description = "The day's energy constraint E (default: calibrated on this trial).")
  Double budgetJoules;

  @Option(names = "--trial", defaultValue = "1", description = "Trial number = seed (default: ${DEFAULT-VALUE}).")
  long trial;

  @Option(names = "--days", defaultValue = "1", description = "Length of the measured day in days (default: ${DEFAULT-VALUE}).")
  double days;

  @Option(names = {"-o", "--output"}, required = true, description = "Output folder.")
  Path output;

  @picocli.CommandLine.Mixin OverwriteOption overwrite;

  /** The heuristic names, for the help. */
  static final class Names extends java.util.ArrayList<String> {
    Names() {
      super(Paper000Heuristics.names());
    }
  }

  @Override
  public Integer call() {
    if (filter && unconstrained) {
      throw new UsageException("--filter needs an energy constraint: give one of --filter and --unconstrained");
    }
    if (budgetJoules != null && !(budgetJoules > 0)) {
      throw new UsageException("--budget-joules must be > 0, was " + budgetJoules);
    }
    Configuration c = UsageException.fromOptions(() -> {
      Paper000Heuristics.named(heuristic);
      return new Configuration(Paper000Heuristics.named(heuristic).name(), Environment.of(environment),
          unconstrained ? Configuration.UNCONSTRAINED : filter ? Configuration.ON : Configuration.OFF);
    });
    if (!(days > 0 && Double.isFinite(days))) {
      throw new UsageException("--days must be a number > 0, was " + days);
    }
    overwrite.check(output);
    SingleTrial.Outcome o = new SingleTrial(trial, days).run(c, budgetJoules == null ? Double.NaN : budgetJoules,
        p -> p);
    RunFiles.write(output, o.result(), "paper000 trial " + trial);
    PrintWriter out = spec.commandLine().getOut();
    out.printf(Locale.ROOT, "%s on trial %d: utility %.1f of %.1f in the day, %d tasks completed, %d dropped%n",
        c.label(), trial, o.number("utility"), o.number("max_utility"), (long) o.number("completed"),
        (long) o.number("dropped"));
    double exhausted = o.number("budget_exhausted_h");
    double left = o.number("energy_left_j");
    out.printf(Locale.ROOT, "energy: %.4f GJ used of E = %s; %s%n", o.number("energy_j") / 1e9,
        Double.isInfinite(o.budgetJoules()) ? "none" : String.format(Locale.ROOT, "%.4f GJ", o.budgetJoules() / 1e9),
        Double.isNaN(exhausted) ? "left at the end of the day: "
            + (Double.isNaN(left) ? "-" : String.format(Locale.ROOT, "%.1f MJ", left / 1e6))
            : String.format(Locale.ROOT, "ran out %.1f h into the day", exhausted));
    DecisionTiming timing = o.result().decisionTiming();
    out.printf(Locale.ROOT, "mapping events: %d, mean %.1f us, median %.1f us, p99 %.1f us, max %.1f us;"
        + " intake %.2f us per arrival (wall time, this run)%n", timing.decisions(), timing.meanMicros(),
        timing.percentileMicros(50), timing.percentileMicros(99), timing.maxMicros(), timing.intakeMicrosPerArrival());
    out.printf("wrote %s, %s, %s in %s%n", RunFiles.JOBS, RunFiles.ENERGY, RunFiles.SUMMARY, output);
    return ExitStatus.OK;
  }
}
