package org.valen.cli;

import picocli.CommandLine.Command;

/** {@code valen paper000 generate|run|bench}: paper 000's trials from the command line. */
@Command(
    name = "paper000",
    mixinStandardHelpOptions = true,
    description = {
      "Paper 000 (energy-constrained utility heuristics, queued and polled environments):",
      "generate a trial's files, run one heuristic on a trial, or time the mapping events.",
      "Its figures are 'valen experiment paper000-fig4|fig5|fig6'."
    },
    subcommands = {Paper000GenerateCommand.class, Paper000RunCommand.class, Paper000BenchCommand.class})
final class Paper000Command implements Runnable {
  @picocli.CommandLine.Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
