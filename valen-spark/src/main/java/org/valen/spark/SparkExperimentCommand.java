package org.valen.spark;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.valen.experiments.Experiment;
import org.valen.experiments.RunUnits;
import org.valen.experiments.cli.ExperimentArguments;
import org.valen.experiments.cli.OutputFolder;
import org.valen.experiments.report.ReportFiles;
import org.valen.experiments.run.ScenarioExperiment;
import org.valen.experiments.runs.ExperimentRequest;
import org.valen.experiments.table.RunTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code valen-spark experiment}: {@code valen experiment} with the runs on Spark's executors. */
@Command(
    name = "experiment",
    mixinStandardHelpOptions = true,
    description = {
      "Run a named experiment or a scenario file with its runs spread over a Spark cluster's executors,",
      "writing the same runs.csv, summary.csv, plots and report.md as 'valen experiment' into -o (required).",
      "Everything is checked on the driver before Spark starts."
    })
final class SparkExperimentCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin ExperimentArguments arguments;

  @Option(names = "--partitions", description = "Spark tasks per stage (default: one per unit, i.e. per run).")
  Integer partitions;

  @Option(names = "--master", description = "Spark master URL (e.g. local[2]); default: what spark-submit sets.")
  String master;

  @Override
  public Integer call() {
    List<String> refused = new java.util.ArrayList<>(arguments.problems());
    if (partitions != null && partitions < 1) {
      refused.add("--partitions must be at least 1, was " + partitions);
    }
    if (!refused.isEmpty()) {
      throw new IllegalArgumentException(String.join("; ", refused));
    }
    Path output = arguments.output().orElseThrow(() -> new IllegalArgumentException(
        "-o: no output folder given; expected -o DIR, the output folder on the driver"));
    OutputFolder.refusal(output, "--output", arguments.overwrite()).ifPresent(line -> {
      throw new IllegalArgumentException(line);
    });
    ExperimentRequest request = arguments.request();
    Experiment experiment = request.experiment();
    RunUnits units = experiment.units(request.options(1));
    Optional<Path> jobsDir = arguments.jobsDir();
    if (jobsDir.isPresent() && units.withJobsFolder(jobsDir.get()).isEmpty()) {
      throw new IllegalArgumentException("--jobs-dir: experiment " + experiment.id() + " cannot write its runs' jobs.csv");
    }
    ShippedExperiment shipped = ShippedExperiment.of(request, jobsDir);
    SparkConf conf = SparkSession.conf("valen experiment " + experiment.id(), master);
    String command = "valen-spark experiment " + String.join(" ", spec.commandLine().getParseResult().originalArgs());
    int lines;
    try (JavaSparkContext spark = new JavaSparkContext(conf)) {
      lines = SparkExperimentRunner.run(spark, shipped, units, partitions == null ? Integer.MAX_VALUE : partitions, -1,
          output, command);
    }
    PrintWriter out = spec.commandLine().getOut();
    out.printf("%s: %d runs on Spark; wrote %s, %s, plots and %s in %s%n", experiment.id(), lines, RunTable.FILE,
        ScenarioExperiment.SUMMARY, ReportFiles.MARKDOWN, output);
    return 0;
  }
}
