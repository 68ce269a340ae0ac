package org.valen.spark;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.concurrent.Callable;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.Problem;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The Spark application's entry point, given to {@code spark-submit --class org.valen.spark.ValenSpark}.
 * Its commands take the options of {@code valen experiment} and {@code valen profile}; bad input is
 * refused on the driver before Spark starts, one line each, exit status 2, as the command line does.
 */
@Command(
    name = "valen-spark",
    mixinStandardHelpOptions = true,
    subcommands = {SparkExperimentCommand.class, SparkProfileCommand.class},
    description = {
      "valen's experiments and profiling on an Apache Spark cluster, with the same outputs as a local run.",
      "Submit with: spark-submit --class org.valen.spark.ValenSpark valen-spark-app.jar experiment NAME ..."
    })
public final class ValenSpark implements Callable<Integer> {
  static final int USAGE = 2;
  static final int INTERNAL_ERROR = 1;

  @Option(names = "--verbose", scope = CommandLine.ScopeType.INHERIT, description = "Print stack traces of errors.")
  boolean verbose;

  @Override
  public Integer call() {
    throw new CommandLine.ParameterException(new CommandLine(this), "name a command: experiment or profile");
  }

  public static void main(String[] args) {
    System.exit(run(args));
  }

  /** Runs a command line; returns the exit status (tests call this, not {@link #main}). */
  public static int run(String... args) {
    CommandLine cli = new CommandLine(new ValenSpark());
    cli.setExecutionExceptionHandler((e, line, parsed) -> report(e, line, line.getParent() == null ? line
        : line.getParent()));
    return cli.execute(args);
  }

  private static int report(Exception e, CommandLine cli, CommandLine root) {
    PrintWriter err = cli.getErr();
    boolean verbose = ((ValenSpark) root.getCommand()).verbose;
    int status = USAGE;
    if (e instanceof InvalidInputException invalid) {
      invalid.problems().stream().map(Problem::toString).forEach(err::println);
    } else if (e instanceof IllegalArgumentException || e instanceof UncheckedIOException) {
      err.println("valen-spark " + cli.getCommandName() + ": " + e.getMessage());
    } else {
      err.println("valen-spark " + cli.getCommandName() + ": internal error: " + e
          + (verbose ? "" : " (run again with --verbose for the stack trace)"));
      status = INTERNAL_ERROR;
    }
    if (verbose) {
      e.printStackTrace(err);
    }
    err.flush();
    return status;
  }
}
