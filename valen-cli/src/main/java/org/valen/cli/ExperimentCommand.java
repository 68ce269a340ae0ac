package org.valen.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.valen.experiments.Experiment;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.RunUnits;
import org.valen.experiments.catalog.ExperimentCatalog;
import org.valen.experiments.cli.ExperimentArguments;
import org.valen.experiments.report.ReportFiles;
import org.valen.experiments.run.ScenarioExperiment;
import org.valen.experiments.runs.ExperimentRequest;
import org.valen.experiments.runs.Shard;
import org.valen.experiments.runs.ShardFile;
import org.valen.experiments.runs.ShardResult;
import org.valen.experiments.runs.ShardRunner;
import org.valen.experiments.table.RunTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code valen experiment}: a paper's experiment, or a scenario file, with policies of one's own beside. */
@Command(
    name = "experiment",
    mixinStandardHelpOptions = true,
    subcommands = {ExperimentShowCommand.class, ExperimentMergeCommand.class},
    description = {
      "Run an experiment over several trials in parallel and write runs.csv (one row per run),",
      "summary.csv (mean and 95%% CI), plots (PNG and SVG), report.md (ours beside the paper's) and",
      "report.html (the same report as one self-contained page, the plots embedded).",
      "--list names the experiments; every paper's figure is a scenario: 'valen experiment show NAME'",
      "prints it, and --scenario FILE runs a copy of your own. --add-policy puts a policy of your own",
      "beside the paper's in its figure, tables and findings. Policies, options and needs are checked",
      "before the first run: a problem stops it with exit status 2, one line each, nothing written.",
      "--shard i/n runs one of n slices (a batch job array); 'valen experiment merge' joins them."
    })
final class ExperimentCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin ExperimentArguments arguments;

  @Option(names = "--list", description = "List the named experiments.")
  boolean list;

  @Option(names = "--threads", description = "Parallel runs, at least 1 (default: the number of available processors).")
  Integer threads;

  @Option(names = "--from-csv", description = "Make summary, plots and report again from the output folder's runs.csv.")
  boolean fromCsv;

  @Option(names = "--no-progress", description = "No progress bar.")
  boolean noProgress;

  @Option(names = "--shard", paramLabel = "i/n", description = "Run only the i-th of n disjoint slices of the runs"
      + " and write shard-i-of-n.json into the output folder; join the n with 'valen experiment merge'.")
  String shard;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    if (list) {
      out.print(Columns.aligned(ExperimentCatalog.load().all().stream().map(e -> new String[] {e.id(), e.title()}).toList()));
      return ExitStatus.OK;
    }
    List<String> refused = new ArrayList<>();
    if (threads != null && threads < 1) {
      refused.add("--threads must be at least 1, was " + threads);
    }
    refused.addAll(arguments.problems());
    Refusal.refuseAny(refused);
    ExperimentRequest request = arguments.request();
    ExperimentOptions options = request.options(threads != null ? threads : Runtime.getRuntime().availableProcessors());
    Experiment experiment = request.experiment();
    Path folder = arguments.output().orElse(Path.of("results", experiment.id()));
    String command = "valen " + String.join(" ", spec.commandLine().getParseResult().originalArgs());
    if (fromCsv) {
      if (!Files.isRegularFile(folder.resolve(RunTable.FILE))) {
        throw new UsageException("no " + RunTable.FILE + " in " + folder + " to make the report from");
      }
      experiment.rebuild(options, folder, command);
      out.printf("%s: made summary, plots and report again from %s%n", experiment.id(), folder.resolve(RunTable.FILE));
      return ExitStatus.OK;
    }
    if (shard == null) {
      OverwriteOption.check(folder, "--output", arguments.overwrite());
    }
    experiment.check(options);
    if (shard != null) {
      return runShard(out, request, experiment, options, folder);
    }
    int runs = experiment.runCount(options);
    try (ProgressDisplay bar = ProgressDisplay.start(experiment.id(), runs, !noProgress)) {
      if (arguments.jobsDir().isEmpty()) {
        experiment.run(options, (done, total) -> bar.stepTo(done), folder, command);
      } else {
        org.valen.experiments.UnitRunner.runAndFinish(withJobs(experiment, options), options.threads(), runs,
            (done, total) -> bar.stepTo(done), folder, command);
      }
    }
    out.printf("%s: %d runs%s; wrote %s, %s, plots, %s and %s in %s%n", experiment.id(), runs,
        options.added().isEmpty() ? "" : " (" + options.added().size() + " added "
            + (options.added().size() == 1 ? "policy" : "policies") + ")",
        RunTable.FILE, ScenarioExperiment.SUMMARY, ReportFiles.MARKDOWN, ReportFiles.HTML, folder);
    return ExitStatus.OK;
  }

  /** The experiment's units writing each run's jobs.csv into --jobs-dir; refused if it cannot. */
  private RunUnits withJobs(Experiment experiment, ExperimentOptions options) {
    Path jobs = arguments.jobsDir().orElseThrow();
    return experiment.units(options).withJobsFolder(jobs).orElseThrow(() -> new UsageException(
        "--jobs-dir: experiment " + experiment.id() + " cannot write its runs' jobs.csv; the scenarios (every"
            + " paper's figure but paper 003's, and scenario files) can"));
  }

  private int runShard(PrintWriter out, ExperimentRequest request, Experiment experiment, ExperimentOptions options,
      Path folder) {
    Shard slice = UsageException.fromOptions(() -> Shard.parse(shard));
    // the shards of one experiment share a folder: only this shard's own file is refused
    OverwriteOption.checkFile(folder.resolve(ShardFile.name(slice)), arguments.overwrite());
    RunUnits units = arguments.jobsDir().isEmpty() ? experiment.units(options) : withJobs(experiment, options);
    ShardResult result;
    try (ProgressDisplay bar = ProgressDisplay.start(experiment.id() + " " + slice, ShardRunner.work(units, slice),
        !noProgress)) {
      result = ShardRunner.run(request, slice, units, options.threads(), (done, total) -> bar.stepTo(done));
    }
    Path file = ShardFile.write(folder, result);
    out.printf("%s: shard %s, %d units; wrote %s%n", experiment.id(), slice, result.units().size(), file);
    return ExitStatus.OK;
  }
}
