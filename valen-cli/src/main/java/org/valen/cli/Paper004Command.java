package org.valen.cli;

import picocli.CommandLine.Command;

/** {@code valen paper004 bench}: paper 004's mapping events timed from the command line. */
@Command(
    name = "paper004",
    mixinStandardHelpOptions = true,
    description = {
      "Paper 004 (preemption of serial tasks with utility functions in oversubscribed",
      "heterogeneous systems): generate a trial's files, or time the mapping events.",
      "Its figures are 'valen experiment paper004-fig3|fig4|fig5|fig6|fig7'; its heuristics",
      "run from 'valen simulate --policy P004-…' and scenario files (preset paper004)."
    },
    subcommands = {Paper004GenerateCommand.class, Paper004BenchCommand.class})
final class Paper004Command implements Runnable {
  @picocli.CommandLine.Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
