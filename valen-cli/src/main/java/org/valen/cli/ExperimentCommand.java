package org.valen.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.valen.experiments.Experiment;
import org.valen.experiments.ExperimentCatalog;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.Experiments;
import org.valen.experiments.runs.ExperimentRequest;
import org.valen.experiments.runs.RunUnits;
import org.valen.experiments.runs.UnitRunner;
import org.valen.experiments.runs.Shard;
import org.valen.experiments.runs.ShardFile;
import org.valen.experiments.runs.ShardResult;
import org.valen.experiments.runs.ShardRunner;
import org.valen.experiments.ReportFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code valen experiment}: a paper's experiment, or a scenario file. */
@Command(
    name = "experiment",
    mixinStandardHelpOptions = true,
    subcommands = ExperimentMergeCommand.class,
    description = {
      "Run an experiment over several seeds in parallel and write runs.csv (one row per run),",
      "summary.csv (mean and 95%% CI), plots (PNG and SVG), report.md (ours beside the paper's) and",
      "report.html (the same report as one self-contained page, the plots embedded).",
      "--list names the experiments (paper001-fig5, paper001-fig6, paper001-fig7, paper001-table2, ...);",
      "or give --scenario FILE (format valen.scenario) for a sweep of your own, with",
      "options per policy. Policies, options and needs are checked before the first",
      "run: a problem stops it with exit status 2, one line each, nothing written.",
      "--shard i/n runs one of n slices (a batch job array); 'valen experiment merge' joins them."
    })
final class ExperimentCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(arity = "0..1", paramLabel = "NAME", description = "A named experiment; see --list.")
  String name;

  @Option(names = "--list", description = "List the named experiments.")
  boolean list;

  @Option(names = "--scenario", description = "A valen.scenario file instead of a named experiment.")
  String scenario;

  @Option(names = {"--seeds", "--trials"}, description = "Number of seeds or trials (default: the experiment's);"
      + " --trials is the same option.")
  Integer seeds;

  @Option(names = "--days", description = "Length of each workload in days (default: the experiment's).")
  Double days;

  @Option(names = "--threads", description = "Parallel runs, at least 1 (default: the number of available processors).")
  Integer threads;

  @Option(names = "--profiles", defaultValue = "profiles",
      description = "Folder of design-time profiles (default: ${DEFAULT-VALUE}). Read if a policy needs them, and for"
          + " any policy if it holds an up-to-date profile of every template of the catalogue: the runs' offers then"
          + " come from the profiles, else from the execution model.")
  Path profiles;

  @Option(names = {"-o", "--output"}, description = "Output folder (default: results/NAME).")
  Path output;

  @picocli.CommandLine.Mixin OverwriteOption overwrite;

  @Option(names = "--from-csv", description = "Make summary, plots and report again from the output folder's runs.csv.")
  boolean fromCsv;

  @Option(names = "--no-progress", description = "No progress bar.")
  boolean noProgress;

  @Option(names = "--jobs-dir", paramLabel = "DIR", description = "Also write each run's jobs.csv into DIR"
      + " (NAME.jobs.csv, NAME from the run's coordinates).")
  Path jobsDir;

  @Option(names = "--shard", paramLabel = "i/n", description = "Run only the i-th of n disjoint slices of the runs"
      + " and write shard-i-of-n.json into the output folder; join the n with 'valen experiment merge'.")
  String shard;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    if (list) {
      out.print(Columns.aligned(ExperimentCatalog.all().stream().map(e -> new String[] {e.id(), e.title()}).toList()));
      return ExitStatus.OK;
    }
    ExperimentOptions options = options();
    ExperimentRequest request = request();
    Experiment experiment = request.experiment();
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
    if (shard == null) {
      overwrite.check(folder);
    }
    experiment.check(options);
    if (shard != null) {
      return runShard(out, request, experiment, options, folder);
    }
    int runs = experiment.runCount(options);
    try (ProgressDisplay bar = ProgressDisplay.start(experiment.id(), runs, !noProgress)) {
      if (jobsDir == null) {
        experiment.run(options, (done, total) -> bar.stepTo(done), folder, command);
      } else {
        UnitRunner.runAndFinish(withJobs(experiment, options), options.threads(), runs,
            (done, total) -> bar.stepTo(done), folder, command);
      }
    }
    out.printf("%s: %d runs; wrote %s, %s, plots, %s and %s in %s%n", experiment.id(), runs,
        Experiments.RUNS, Experiments.SUMMARY, Experiments.REPORT, ReportFiles.HTML, folder);
    return ExitStatus.OK;
  }

  /** The options; a value out of range is refused in one line each. */
  private ExperimentOptions options() {
    List<String> refused = new ArrayList<>();
    if (threads != null && threads < 1) {
      refused.add("--threads must be at least 1, was " + threads);
    }
    if (seeds != null && seeds < 1) {
      refused.add("--seeds must be at least 1, was " + seeds);
    }
    if (days != null && !(days > 0 && Double.isFinite(days))) {
      refused.add("--days must be a number > 0, was " + days);
    }
    Refusal.refuseAny(refused);
    int n = threads != null ? threads : Runtime.getRuntime().availableProcessors();
    return new ExperimentOptions(Optional.ofNullable(seeds), Optional.ofNullable(days), n, profiles);
  }

  private ExperimentRequest request() {
    return UsageException.fromOptions(() -> new ExperimentRequest(Optional.ofNullable(name), Optional.ofNullable(scenario),
        Optional.ofNullable(seeds), Optional.ofNullable(days), profiles));
  }

  /** The experiment's units writing each run's jobs.csv into --jobs-dir; refused if it cannot. */
  private RunUnits withJobs(Experiment experiment, ExperimentOptions options) {
    return experiment.units(options).withJobsFolder(jobsDir).orElseThrow(() -> new UsageException(
        "--jobs-dir: experiment " + experiment.id() + " cannot write its runs' jobs.csv; the sweeps (paper 001's,"
            + " scenario files) and paper 000's experiments can"));
  }

  private int runShard(PrintWriter out, ExperimentRequest request, Experiment experiment, ExperimentOptions options,
      Path folder) {
    Shard slice = UsageException.fromOptions(() -> Shard.parse(shard));
    // the shards of one experiment share a folder: only this shard's own file is refused
    overwrite.checkFile(folder.resolve(ShardFile.name(slice)));
    RunUnits units = jobsDir == null ? experiment.units(options) : withJobs(experiment, options);
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
