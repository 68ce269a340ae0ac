package org.valen.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/** One run of the command line with its exit status and output. */
record CliRun(int status, String out, String err) {

  static CliRun of(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status = Main.run(args, new PrintWriter(out), new PrintWriter(err));
    return new CliRun(status, out.toString(), err.toString());
  }
}
