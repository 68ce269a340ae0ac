package org.valen.cli;

/** {@code valen import stg|wfformat}. */
@picocli.CommandLine.Command(
    name = "import",
    mixinStandardHelpOptions = true,
    description = "Import real task graphs (STG, WfFormat) as a catalogue of job templates, or a job log of the Parallel Workloads Archive (SWF) as platform, catalogue and workload.",
    subcommands = {ImportStgCommand.class, ImportWfFormatCommand.class, ImportSwfCommand.class})
final class ImportCommand implements Runnable {
  @picocli.CommandLine.Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
