package org.valen.cli;

import picocli.CommandLine.Command;

/** {@code valen profit generate|run|bench}: paper 003's profit maximization of a bag of tasks. */
@Command(
    name = "profit",
    mixinStandardHelpOptions = true,
    description = {
      "Paper 003 (energy-aware profit maximization of bags of tasks): generate a system and bag of",
      "the paper's size, find the most profitable allocation of a bag (LP (10), Algorithms 1 and 2)",
      "with its upper and lower bounds, or time the algorithm on bags of 10k to 1M tasks.",
      "Its figures are 'valen experiment paper003-fig1' to 'paper003-fig5'."
    },
    subcommands = {ProfitGenerateCommand.class, ProfitRunCommand.class, ProfitBenchCommand.class})
final class ProfitCommand implements Runnable {
  @picocli.CommandLine.Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
