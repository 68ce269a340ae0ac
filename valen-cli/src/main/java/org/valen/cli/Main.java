package org.valen.cli;

import java.io.PrintWriter;
import picocli.CommandLine;

/** Entry point of the {@code valen} command. Exit status: 0 ok, 2 bad input or usage, 1 internal error. */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
  }

  /** Runs a command line, writing to {@code out} and {@code err}; returns the exit status. */
  public static int run(String[] args, PrintWriter out, PrintWriter err) {
    CommandLine cli = HelpLayout.apply(new CommandLine(new ValenCommand()));
    cli.setOut(out);
    cli.setErr(err);
    cli.setExecutionExceptionHandler(new ErrorReporter());
    cli.setParameterExceptionHandler(ErrorReporter::handleParseError);
    cli.setExitCodeExceptionMapper(e -> ExitStatus.USAGE);
    int status = cli.execute(args);
    out.flush();
    err.flush();
    return status;
  }
}
