package org.valen.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.valen.experiments.Experiment;
import org.valen.experiments.ExperimentCatalog;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.Experiments;
import org.valen.experiments.ScenarioFile;
import org.valen.experiments.SweepExperiment;
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
      "--list names the experiments (paper001-fig5, paper001-fig6, paper001-fig7, paper001-table2, ...);",
      "or give --scenario FILE (format valen.scenario) for a sweep of your own."
    })
final class ExperimentCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(arity = "0..1", paramLabel = "NAME", description = "A named experiment; see --list.")
  String name;

  @Option(names = "--list", description = "List the named experiments.")
  boolean list;

  @Option(names = "--scenario", description = "A valen.scenario file instead of a named experiment.")
  String scenario;

  @Option(names = "--seeds", description = "Number of seeds or trials (default: the experiment's).")
  Integer seeds;

  @Option(names = "--days", description = "Length of each workload in days (default: the experiment's).")
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
    PrintWriter out = spec.commandLine().getOut();
    if (list) {
      ExperimentCatalog.all().forEach(e -> out.printf("%-18s %s%n", e.id(), e.title()));
      return ExitStatus.OK;
    }
    Experiment experiment = experiment();
    Path folder = output != null ? output : Path.of("results", experiment.id());
    String command = "valen " + String.join(" ", spec.commandLine().getParseResult().originalArgs());
    if (fromCsv) {
      if (!Files.isRegularFile(folder.resolve(Experiments.RUNS))) {
        throw new UsageException("no " + Experiments.RUNS + " in " + folder + " to make the report from");
      }
      experiment.rebuild(folder, command);
      out.printf("%s: made summary, plots and report again from %s%n", experiment.id(), folder.resolve(Experiments.RUNS));
      return ExitStatus.OK;
    }
    int n = threads > 0 ? threads : Runtime.getRuntime().availableProcessors();
    ExperimentOptions options = UsageException.fromOptions(
        () -> new ExperimentOptions(Optional.ofNullable(seeds), Optional.ofNullable(days), n, profiles));
    int runs = experiment.runCount(options);
    try (ProgressDisplay bar = ProgressDisplay.start(experiment.id(), runs, !noProgress)) {
      experiment.run(options, (done, total) -> bar.stepTo(done), folder, command);
    }
    out.printf("%s: %d runs; wrote %s, %s, plots and %s in %s%n", experiment.id(), runs,
        Experiments.RUNS, Experiments.SUMMARY, Experiments.REPORT, folder);
    return ExitStatus.OK;
  }

  private Experiment experiment() {
    if ((name == null) == (scenario == null)) {
      throw new UsageException("give either an experiment NAME (see --list) or --scenario FILE");
    }
    if (scenario != null) {
      return new SweepExperiment(ScenarioFile.read(scenario));
    }
    return ExperimentCatalog.named(name).orElseThrow(() -> new UsageException(
        "unknown experiment '" + name + "'; known: " + String.join(", ", ExperimentCatalog.ids())));
  }
}
