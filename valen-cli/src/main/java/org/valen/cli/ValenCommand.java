package org.valen.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/** The top-level {@code valen} command; work happens in its subcommands. */
@Command(
    name = "valen",
    mixinStandardHelpOptions = true,
    version = "valen 0.1.0",
    description = "Value- and energy-aware resource allocation for HPC data centres.",
    subcommands = {
      DemoCommand.class,
      SimulateCommand.class,
      ExperimentCommand.class,
      PoliciesCommand.class,
      RuntimeBenchCommand.class,
      Paper000Command.class,
      Paper002Command.class,
      ProfitCommand.class,
      GenerateCommand.class,
      ImportCommand.class,
      PlotCommand.class,
      ProfileCommand.class,
      ValidateCommand.class,
      CommandLine.HelpCommand.class
    })
public final class ValenCommand implements Runnable {

  @Option(names = "--verbose", scope = ScopeType.INHERIT, description = "Print stack traces of errors.")
  boolean verbose;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /** Whether {@code --verbose} was given anywhere on the command line. */
  static boolean isVerbose(CommandLine cli) {
    CommandLine root = cli;
    while (root.getParent() != null) {
      root = root.getParent();
    }
    for (CommandLine.ParseResult r = root.getParseResult(); r != null; r = r.subcommand()) {
      if (r.hasMatchedOption("--verbose")) {
        return true;
      }
    }
    return false;
  }
}
