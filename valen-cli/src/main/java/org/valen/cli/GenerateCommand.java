package org.valen.cli;

import picocli.CommandLine.Command;

/** {@code valen generate platform|catalogue|workload}. */
@Command(
    name = "generate",
    mixinStandardHelpOptions = true,
    description = "Generate a platform, a catalogue of DAG jobs or a workload of arrivals.",
    subcommands = {
      GeneratePlatformCommand.class,
      GenerateCatalogueCommand.class,
      GenerateWorkloadCommand.class
    })
final class GenerateCommand implements Runnable {
  @picocli.CommandLine.Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
