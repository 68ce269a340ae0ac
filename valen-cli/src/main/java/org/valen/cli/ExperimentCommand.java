package org.valen.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.valen.experiments.ExperimentSpec;
import org.valen.experiments.Experiments;
import org.valen.experiments.Paper001Experiments;
import org.valen.experiments.ScenarioFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code valen experiment}: a paper's experiment, or a scenario file. */
@Command(
    name = "experiment",
    mixinStandardHelpOptions = true,
    description = {
      "Run an experiment over several seeds in parallel and write runs.csv (one row per run),",
      "summary.csv (mean and 95%% CI), plots (PNG and SVG) and report.md (ours beside the paper's).",
      "Named experiments of paper 001: fig5 (checkpoint interval), fig6 (nodes 2-6), fig7 (cores",
      "10-20), table2 (rejected jobs). Or give --scenario FILE (format valen.scenario)."
    })
final class ExperimentCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(arity = "0..1", paramLabel = "NAME", description = "fig5, fig6, fig7 or table2.")
  String name;

  @Option(names = "--scenario", description = "A valen.scenario file instead of a named experiment.")
  String scenario;

  @Option(names = "--seeds", description = "Number of seeds (default: 5, or the scenario's).")
  Integer seeds;

  @Option(names = "--days", description = "Length of each workload in days (default: 30).")
  Double days;

  @Option(names = "--threads", defaultValue = "0", description = "Parallel runs; 0 = available processors (default: ${DEFAULT-VALUE}).")
  int threads;

  @Option(names = "--profiles", defaultValue = "profiles", description = "Folder of design-time profiles (default: ${DEFAULT-VALUE}).")
  Path profiles;

  @Option(names = {"-o", "--output"}, description = "Output folder (default: results/NAME).")
  Path output;

  @Option(names = "--from-csv", description = "Make summary, plots and report again from the output folder's runs.csv.")
  boolean fromCsv;

  @Option(names = "--no-progress", description = "No progress bar.")
  boolean noProgress;

  @Override
  public Integer call() {
    ExperimentSpec experiment = experiment();
    if (seeds != null) {
      ExperimentSpec e = experiment;
      experiment = UsageException.fromOptions(() -> e.withSeeds(seeds));
    }
    if (days != null) {
      double d = days;
      ExperimentSpec e = experiment;
      experiment = UsageException.fromOptions(() -> e.withSetup(e.setup().withDays(d)));
    }
    Path folder = output != null ? output : Path.of("results", experiment.id());
    String command = "valen " + String.join(" ", spec.commandLine().getParseResult().originalArgs());
    PrintWriter out = spec.commandLine().getOut();
    if (fromCsv) {
      if (!Files.isRegularFile(folder.resolve(Experiments.RUNS))) {
        throw new UsageException("no " + Experiments.RUNS + " in " + folder + " to make the report from");
      }
      Experiments.rebuild(experiment, folder, command);
    } else {
      int n = threads > 0 ? threads : Runtime.getRuntime().availableProcessors();
      ExperimentSpec e = experiment;
      try (ProgressDisplay bar = ProgressDisplay.start(e.id(), e.runCount(), !noProgress)) {
        Experiments.run(e, Optional.of(profiles), n, (done, total) -> bar.stepTo(done), folder, command);
      }
    }
    out.printf("%s: %d runs; wrote %s, %s, plots and %s in %s%n", experiment.id(), experiment.runCount(),
        Experiments.RUNS, Experiments.SUMMARY, Experiments.REPORT, folder);
    return ExitStatus.OK;
  }

  private ExperimentSpec experiment() {
    if ((name == null) == (scenario == null)) {
      throw new UsageException("give either an experiment NAME (fig5, fig6, fig7, table2) or --scenario FILE");
    }
    if (scenario != null) {
      return ScenarioFile.read(scenario);
    }
    return Paper001Experiments.named(name).orElseThrow(() -> new UsageException(
        "unknown experiment '" + name + "'; known: fig5, fig6, fig7, table2"));
  }
}
