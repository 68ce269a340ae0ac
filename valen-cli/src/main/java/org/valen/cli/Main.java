package org.valen.cli;

import java.io.PrintWriter;
import java.util.ServiceConfigurationError;
import picocli.CommandLine;

/**
 * Entry point of the {@code valen} command. Exit status ({@link ExitStatus}): 0 ok, 2 bad input or usage, 3 out
 * of memory, 4 a policy made an impossible decision, 1 internal error.
 */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
  }

  /** Runs a command line, writing to {@code out} and {@code err}; returns the exit status. */
  public static int run(String[] args, PrintWriter out, PrintWriter err) {
    CommandLine cli = HelpLayout.apply(ValenCommand.commandLine(args));
    cli.setOut(out);
    cli.setErr(err);
    cli.setExecutionExceptionHandler(new ErrorReporter());
    cli.setParameterExceptionHandler(ErrorReporter::handleParseError);
    cli.setExitCodeExceptionMapper(e -> ExitStatus.USAGE);
    int status;
    try {
      status = cli.execute(args);
    } catch (OutOfMemoryError e) {
      err.println(outOfMemory(Runtime.getRuntime().maxMemory()));
      status = ExitStatus.OUT_OF_MEMORY;
    } catch (ServiceConfigurationError e) { // a plugin's services file names a class that cannot be made
      err.println("valen: a policy plugin on the class path cannot be loaded: " + e.getMessage()
          + " (see its META-INF/services files, plugins/ and VALEN_CLASSPATH)");
      status = ExitStatus.USAGE;
    }
    out.flush();
    err.flush();
    return status;
  }

  /** The line for a run the heap could not hold, the heap's maximum ({@code maxBytes}) in it. */
  static String outOfMemory(long maxBytes) {
    return "valen: out of memory: the run needs more than the Java heap's " + (maxBytes >> 20)
        + " MB and stopped; give it more with VALEN_JAVA_OPTS=-Xmx<size>, e.g. VALEN_JAVA_OPTS=-Xmx8g";
  }
}
