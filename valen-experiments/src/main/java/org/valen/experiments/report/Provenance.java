package org.valen.experiments.report;

import java.io.IOException;
import java.io.InputStream;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Properties;

/**
 * What made a report: the command, valen's version and the commit it was built from, and the
 * date. The report opens with it; it is the one part of an experiment's files that differs from run
 * to run (every other file is the same for the same inputs).
 *
 * @param command the command line, e.g. {@code valen experiment paper004-fig4 --trials 2}
 * @param version valen's version
 * @param commit the commit it was built from ({@code unknown} outside a git checkout)
 * @param date the day the report was made (UTC)
 */
public record Provenance(String command, String version, String commit, LocalDate date) {

  /** {@code command}, made now by this build. */
  public static Provenance of(String command) {
    Properties build = new Properties();
    try (InputStream in = Provenance.class.getResourceAsStream("/org/valen/experiments/build.properties")) {
      if (in != null) {
        build.load(in);
      }
    } catch (IOException e) {
      // the version line then says unknown
    }
    String commit = value(build, "commit") + ("true".equals(build.getProperty("dirty")) ? " with uncommitted changes" : "");
    return new Provenance(command, value(build, "version"), commit, LocalDate.now(ZoneOffset.UTC));
  }

  private static String value(Properties p, String key) {
    String v = p.getProperty(key, "");
    return v.isBlank() || v.startsWith("${") ? "unknown" : v.trim();
  }

  /** The report's first line. */
  public String line() {
    return "Made by `" + command + "` with valen " + version + " (commit " + commit + ") on " + date + ".";
  }
}
