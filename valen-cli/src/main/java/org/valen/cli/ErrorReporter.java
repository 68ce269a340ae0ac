package org.valen.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;
import org.valen.external.ExternalPolicyException;
import org.valen.model.io.InvalidInputException;
import org.valen.runtime.policy.IllegalDecisionException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/**
 * Turns what a command throws into lines a person can act on and an exit status: every problem
 * of a bad input file on its own line (status 2), every refused policy or option value on its own
 * line (status 2), a bad option with a hint to the help (status 2), a policy's impossible decision
 * (status 4, an external policy's too), an external policy's failure — its process exited, hung or
 * wrote no message — in its one line (status 2), anything else as an internal error (status 1). A stack trace is printed only
 * with {@code --verbose}.
 */
final class ErrorReporter implements IExecutionExceptionHandler {

  @Override
  public int handleExecutionException(Exception e, CommandLine cli, ParseResult parsed) {
    PrintWriter err = cli.getErr();
    boolean verbose = ValenCommand.isVerbose(cli);
    int status;
    if (e instanceof InvalidInputException invalid) {
      ProblemLines.of(invalid.problems()).forEach(err::println);
      status = ExitStatus.USAGE;
    } else if (e instanceof Refusal refusal) {
      refusal.lines().forEach(line -> err.println(prefix(cli) + line));
      status = ExitStatus.USAGE;
    } else if (e instanceof UsageException) {
      err.println(prefix(cli) + e.getMessage());
      err.println("Try '" + prefix(cli).replaceFirst(": $", "") + " --help'.");
      status = ExitStatus.USAGE;
    } else if (causeOf(e, ExternalPolicyException.class) != null) {
      // the user's policy process failed (its own standard error was passed through) or decided the
      // impossible: their policy, not our bug
      ExternalPolicyException x = causeOf(e, ExternalPolicyException.class);
      err.println(prefix(cli) + x.getMessage());
      status = x.impossibleDecision() ? ExitStatus.POLICY_ERROR : ExitStatus.USAGE;
    } else if (causeOf(e, IllegalDecisionException.class) != null) {
      IllegalDecisionException d = causeOf(e, IllegalDecisionException.class);
      err.println(prefix(cli) + "policy " + d.policy().map(p -> p + " made an impossible decision: " + d.decision())
          .orElse("made an impossible decision: " + d.getMessage()) + " (a bug in the policy; docs/policies.md)");
      status = ExitStatus.POLICY_ERROR;
    } else if (e instanceof UncheckedIOException io) {
      err.println(prefix(cli) + io.getMessage());
      status = ExitStatus.USAGE;
    } else {
      err.println(prefix(cli) + "internal error: " + e
          + (verbose ? "" : " (run again with --verbose for the stack trace)"));
      status = ExitStatus.INTERNAL_ERROR;
    }
    if (verbose) {
      e.printStackTrace(err);
    }
    err.flush();
    return status;
  }

  /** {@code e} or the first of its causes that is a {@code type}, or null (runs in threads wrap what they throw). */
  private static <T extends Throwable> T causeOf(Throwable e, Class<T> type) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (type.isInstance(t)) {
        return type.cast(t);
      }
    }
    return null;
  }

  /**
   * An option or argument picocli could not parse: one line naming it, a hint (the likely option
   * meant, or the command's help) on the next, exit status 2; never the whole usage.
   */
  static int handleParseError(CommandLine.ParameterException e, String[] args) {
    CommandLine cli = e.getCommandLine();
    PrintWriter err = cli.getErr();
    String help = "'" + prefix(cli).replaceFirst(": $", "") + " --help'";
    Optional<String> unknown = e instanceof CommandLine.MissingParameterException ? OptionMistakes.unknownOption(cli, args)
        : Optional.empty();
    if (unknown.isPresent()) { // an unknown option, not the required one it stood in for, is the mistake to name
      e = new CommandLine.UnmatchedArgumentException(cli, List.of(unknown.get()));
    }
    Optional<String> split = e instanceof CommandLine.UnmatchedArgumentException u
        ? OptionMistakes.splitNameValue(cli, args, u.getUnmatched()) : Optional.empty();
    if (split.isPresent()) {
      err.println(prefix(cli) + split.get());
      err.println("See " + help + ".");
      err.flush();
      return ExitStatus.USAGE;
    }
    err.println(prefix(cli) + firstLine(e.getMessage()));
    List<String> suggestions = e instanceof CommandLine.UnmatchedArgumentException u ? u.getSuggestions() : List.of();
    err.println(suggestions.isEmpty() ? "Try " + help + "."
        : "Did you mean " + String.join(" or ", suggestions.subList(0, Math.min(3, suggestions.size())))
            + "? See " + help + ".");
    err.flush();
    return ExitStatus.USAGE;
  }

  private static String firstLine(String message) {
    String text = message == null ? "bad command line" : message.strip();
    int newline = text.indexOf('\n');
    return newline < 0 ? text : text.substring(0, newline).strip();
  }

  /** {@code valen paper000 run: }: the whole command path, as the user typed it. */
  static String prefix(CommandLine cli) {
    return ("valen " + qualifiedName(cli)).strip() + ": ";
  }

  private static String qualifiedName(CommandLine cli) {
    return cli.getCommandSpec().qualifiedName(" ").replaceFirst("^valen ?", "");
  }
}
