package org.valen.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.valen.model.generate.CatalogueGenerator;
import org.valen.model.generate.CatalogueParameters;
import org.valen.model.generate.DagShape;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code valen generate catalogue}. */
@Command(
    name = "catalogue",
    mixinStandardHelpOptions = true,
    description = {
      "Write a catalogue of DAG job templates (paper 001, section V): jobs of 5-10 dependent tasks",
      "whose times are minutes to hours, in chain, fork-join and layered shapes, each with a",
      "soft-deadline value curve derived from its critical path."
    })
final class GenerateCatalogueCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--name", defaultValue = "paper001-example", description = "Catalogue name (default: ${DEFAULT-VALUE}).")
  String name;

  @Option(names = "--templates", defaultValue = "20", description = "Number of job templates (default: ${DEFAULT-VALUE}).")
  int templates;

  @Option(names = "--tasks", defaultValue = "5..10", converter = Ranges.SpanConverter.class,
      description = "Tasks per job, MIN..MAX (default: ${DEFAULT-VALUE}).")
  Ranges.Span tasks;

  @Option(names = "--shapes", split = ",", defaultValue = "CHAIN,FORK_JOIN,LAYERED",
      description = "DAG shapes, comma-separated: ${COMPLETION-CANDIDATES} (default: all).")
  List<DagShape> shapes;

  @Option(names = "--task-seconds", defaultValue = "120..10800", converter = Ranges.SpanConverter.class,
      description = "Time scale of a job, log-uniform MIN..MAX seconds; its tasks' reference times stay in this range (default: ${DEFAULT-VALUE}).")
  Ranges.Span taskSeconds;

  @Option(names = "--task-spread", defaultValue = "2",
      description = "Each task takes the job's scale x a log-uniform factor in [1/SPREAD, SPREAD] (default: ${DEFAULT-VALUE}).")
  double taskSpread;

  @Mixin ValueCurveOptions valueCurves;

  @Option(names = "--seed", defaultValue = "1", description = "Random seed (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = {"-o", "--output"}, required = true, description = "File to write.")
  Path output;

  @Override
  public Integer call() {
    CatalogueParameters defaults = CatalogueParameters.defaults();
    CatalogueParameters p = UsageException.fromOptions(() -> new CatalogueParameters(name, templates,
        (int) tasks.min(), (int) tasks.max(), shapes, taskSeconds.min(), taskSeconds.max(), taskSpread,
        defaults.minDataBytes(), defaults.maxDataBytes(), defaults.minMigrationBytes(), defaults.maxMigrationBytes(),
        valueCurves.parameters()));
    Catalogue catalogue = CatalogueGenerator.generate(p, seed);
    ValenFiles.write(output, catalogue);
    spec.commandLine().getOut().printf("wrote %s: catalogue %s, %d templates, seed %d%n",
        output, catalogue.name(), catalogue.templates().size(), seed);
    return ExitStatus.OK;
  }
}
