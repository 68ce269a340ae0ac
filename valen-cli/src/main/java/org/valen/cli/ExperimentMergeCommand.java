package org.valen.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.valen.experiments.Experiment;
import org.valen.experiments.run.ScenarioExperiment;
import org.valen.experiments.table.RunTable;
import org.valen.experiments.report.ReportFiles;
import org.valen.experiments.runs.ShardMerge;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code valen experiment merge DIR...}: the shards of one experiment joined into its outputs. */
@Command(
    name = "merge",
    mixinStandardHelpOptions = true,
    description = {
      "Join the shard-i-of-n.json files of 'valen experiment ... --shard i/n' runs into the files an",
      "unsharded run writes (runs.csv, summary.csv, plots, report.md). Every shard of 1 … n must be",
      "there once, all of the same experiment and options; otherwise one line says what is wrong."
    })
final class ExperimentMergeCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(arity = "1..*", paramLabel = "DIR", description = "Folders holding the shard files (or the files).")
  List<Path> places;

  @Option(names = {"-o", "--output"}, description = "Output folder (default: results/NAME).")
  Path output;

  @picocli.CommandLine.Mixin OverwriteOption overwrite;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    ShardMerge.Merged merged = ShardMerge.merge(places);
    Experiment experiment = merged.request().experiment();
    Path folder = output != null ? output : Path.of("results", experiment.id());
    if (places.stream().noneMatch(p -> p.toAbsolutePath().normalize().equals(folder.toAbsolutePath().normalize()))) {
      overwrite.check(folder); // the shards' own folder may receive the merged files
    }
    String command = "valen experiment " + merged.request().arguments() + " (merged from shards)";
    experiment.units(merged.request().options(1)).finish(merged.lines(), folder, command);
    out.printf("%s: merged %d lines; wrote %s, %s, plots, %s and %s in %s%n", experiment.id(), merged.lines().size(),
        RunTable.FILE, ScenarioExperiment.SUMMARY, ReportFiles.MARKDOWN, ReportFiles.HTML, folder);
    return ExitStatus.OK;
  }
}
