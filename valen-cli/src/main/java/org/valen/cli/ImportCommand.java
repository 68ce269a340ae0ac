package org.valen.cli;

/** {@code valen import stg|wfformat}. */
@picocli.CommandLine.Command(
    name = "import",
    mixinStandardHelpOptions = true,
    description = "Import real task graphs (STG, WfFormat) as a catalogue of job templates.",
    subcommands = {ImportStgCommand.class, ImportWfFormatCommand.class})
final class ImportCommand implements Runnable {
  @picocli.CommandLine.Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
