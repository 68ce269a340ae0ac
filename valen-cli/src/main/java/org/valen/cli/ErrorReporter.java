package org.valen.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.Problem;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/**
 * Turns what a command throws into lines a person can act on and an exit status: every problem
 * of a bad input file on its own line (status 2), every refused policy or option value on its own
 * line (status 2), a bad option with a hint to the help (status 2), anything else as an internal
 * error (status 1). A stack trace is printed only with {@code --verbose}.
 */
final class ErrorReporter implements IExecutionExceptionHandler {

  @Override
  public int handleExecutionException(Exception e, CommandLine cli, ParseResult parsed) {
    PrintWriter err = cli.getErr();
    boolean verbose = ValenCommand.isVerbose(cli);
    int status;
    if (e instanceof InvalidInputException invalid) {
      for (Problem p : invalid.problems()) {
        err.println(p);
      }
      status = ExitStatus.USAGE;
    } else if (e instanceof Refusal refusal) {
      refusal.lines().forEach(line -> err.println("valen " + cli.getCommandName() + ": " + line));
      status = ExitStatus.USAGE;
    } else if (e instanceof UsageException) {
      err.println("valen " + cli.getCommandName() + ": " + e.getMessage());
      err.println("Try 'valen " + qualifiedName(cli) + " --help'.");
      status = ExitStatus.USAGE;
    } else if (e instanceof UncheckedIOException io) {
      err.println("valen " + cli.getCommandName() + ": " + io.getMessage());
      status = ExitStatus.USAGE;
    } else {
      err.println("valen " + cli.getCommandName() + ": internal error: " + e
          + (verbose ? "" : " (run again with --verbose for the stack trace)"));
      status = ExitStatus.INTERNAL_ERROR;
    }
    if (verbose) {
      e.printStackTrace(err);
    }
    err.flush();
    return status;
  }

  private static String qualifiedName(CommandLine cli) {
    return cli.getCommandSpec().qualifiedName(" ").replaceFirst("^valen ", "");
  }
}
