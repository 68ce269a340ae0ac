package org.valen.cli;

import java.util.Arrays;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/** The top-level {@code valen} command; work happens in its subcommands. */
@Command(
    name = "valen",
    mixinStandardHelpOptions = true,
    version = "valen 0.1.0",
    description = "Value- and energy-aware resource allocation for HPC data centres.")
public final class ValenCommand implements Runnable {
  /** The subcommands, in the order {@code valen --help} lists them ({@code help} comes last). */
  static final List<Class<?>> SUBCOMMANDS = List.of(DemoCommand.class, SimulateCommand.class, ExperimentCommand.class,
      PoliciesCommand.class, RuntimeBenchCommand.class, Paper000Command.class, Paper002Command.class,
      ProfitCommand.class, Paper004Command.class, GenerateCommand.class, ImportCommand.class, PlotCommand.class,
      ProfileCommand.class, ValidateCommand.class);

  @Option(names = "--verbose", scope = ScopeType.INHERIT, description = "Print stack traces of errors.")
  boolean verbose;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /**
   * The command line for {@code args}. Picocli reads every option of every command it builds, which
   * took most of a short run's start, so only the subcommand the arguments name is built in full;
   * with none named ({@code valen}, {@code valen --help}), each stands in by its name and description,
   * all the usage lists; arguments that name no known subcommand, or {@code help}, get them all.
   */
  static CommandLine commandLine(String[] args) {
    CommandLine cli = new CommandLine(new ValenCommand());
    String named = Arrays.stream(args).filter(a -> !a.startsWith("-")).findFirst().orElse(null);
    boolean known = SUBCOMMANDS.stream().anyMatch(c -> c.getAnnotation(Command.class).name().equals(named));
    for (Class<?> c : SUBCOMMANDS) {
      Command about = c.getAnnotation(Command.class);
      if (named == null) {
        CommandLine.Model.CommandSpec spec = CommandLine.Model.CommandSpec.create().name(about.name());
        spec.usageMessage().description(about.description()).header(about.header()).hidden(about.hidden());
        cli.addSubcommand(about.name(), new CommandLine(spec));
      } else if (!known || about.name().equals(named)) {
        cli.addSubcommand(c);
      }
    }
    return cli.addSubcommand(new CommandLine.HelpCommand());
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
