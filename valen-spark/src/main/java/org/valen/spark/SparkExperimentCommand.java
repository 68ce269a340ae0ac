package org.valen.spark;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.valen.experiments.Experiment;
import org.valen.experiments.Experiments;
import org.valen.experiments.runs.ExperimentRequest;
import org.valen.experiments.runs.RunUnits;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code valen-spark experiment}: {@code valen experiment} with the runs on Spark's executors. */
@Command(
    name = "experiment",
    mixinStandardHelpOptions = true,
    description = {
      "Run a named experiment or a scenario file with its runs spread over a Spark cluster's executors,",
      "writing the same runs.csv, summary.csv, plots and report.md as 'valen experiment' into -o.",
      "Everything is checked on the driver before Spark starts."
    })
final class SparkExperimentCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(arity = "0..1", paramLabel = "NAME", description = "A named experiment (valen experiment --list).")
  String name;

  @Option(names = "--scenario", description = "A valen.scenario file instead of a named experiment.")
  String scenario;

  @Option(names = {"--seeds", "--trials"}, description = "Number of seeds or trials (default: the experiment's);"
      + " --trials is the same option.")
  Integer seeds;

  @Option(names = "--days", description = "Length of each workload in days (default: the experiment's).")
  Double days;

  @Option(names = "--profiles", defaultValue = "profiles", description = "Folder of design-time profiles, read on"
      + " the driver and shipped to the executors (default: ${DEFAULT-VALUE}).")
  Path profiles;

  @Option(names = {"-o", "--output"}, required = true, description = "Output folder on the driver.")
  Path output;

  @Option(names = "--jobs-dir", paramLabel = "DIR", description = "Also write each run's jobs.csv into DIR, a folder"
      + " every executor can write (a shared file system).")
  Path jobsDir;

  @Option(names = "--partitions", description = "Spark tasks per stage (default: one per unit, i.e. per run).")
  Integer partitions;

  @Option(names = "--master", description = "Spark master URL (e.g. local[2]); default: what spark-submit sets.")
  String master;

  @Override
  public Integer call() {
    if (seeds != null && seeds < 1 || days != null && !(days > 0 && Double.isFinite(days))
        || partitions != null && partitions < 1) {
      throw new IllegalArgumentException("--seeds and --partitions must be at least 1 and --days a number > 0");
    }
    ExperimentRequest request = new ExperimentRequest(Optional.ofNullable(name), Optional.ofNullable(scenario),
        Optional.ofNullable(seeds), Optional.ofNullable(days), profiles);
    Experiment experiment = request.experiment();
    RunUnits units = experiment.units(request.options(1));
    if (jobsDir != null && units.withJobsFolder(jobsDir).isEmpty()) {
      throw new IllegalArgumentException("--jobs-dir: experiment " + experiment.id() + " cannot write its runs' jobs.csv");
    }
    ShippedExperiment shipped = ShippedExperiment.of(request, Optional.ofNullable(jobsDir));
    SparkConf conf = SparkSession.conf("valen experiment " + experiment.id(), master);
    String command = "valen-spark experiment " + String.join(" ", spec.commandLine().getParseResult().originalArgs());
    int lines;
    try (JavaSparkContext spark = new JavaSparkContext(conf)) {
      lines = SparkExperimentRunner.run(spark, shipped, units, partitions == null ? Integer.MAX_VALUE : partitions, -1,
          output, command);
    }
    PrintWriter out = spec.commandLine().getOut();
    out.printf("%s: %d runs on Spark; wrote %s, %s, plots and %s in %s%n", experiment.id(), lines, Experiments.RUNS,
        Experiments.SUMMARY, Experiments.REPORT, output);
    return 0;
  }
}
