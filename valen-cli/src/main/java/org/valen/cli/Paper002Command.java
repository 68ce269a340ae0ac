package org.valen.cli;

import picocli.CommandLine.Command;

/** {@code valen paper002 generate|bench}: paper 002's trials from the command line. */
@Command(
    name = "paper002",
    mixinStandardHelpOptions = true,
    description = {
      "Paper 002 (stochastic execution times, robustness, deadline- and energy-constrained immediate mode):",
      "generate a trial's files (then 'valen simulate --policy SQ|MECT|LL|RAND'), or time the decisions.",
      "Its figures are 'valen experiment paper002-fig4|fig5|fig6'."
    },
    subcommands = {Paper002GenerateCommand.class, Paper002BenchCommand.class})
final class Paper002Command implements Runnable {
  @picocli.CommandLine.Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
