package org.valen.model.importer.swf;

import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.GZIPInputStream;
import org.valen.model.io.Problems;

/**
 * Reads a log of the Standard Workload Format (Chapin et al., the Parallel Workloads Archive's
 * format, version 2.2), plain or gzip-compressed (recognized by its content, not its name), line
 * by line so that a log of millions of jobs costs only its job records.
 *
 * <ul>
 *   <li>Lines starting with {@code ;} are the header ({@link SwfHeader}); blank lines are skipped.
 *   <li>Every other line is a job: 18 whitespace-separated numbers, {@code -1} meaning unknown.
 *   <li>A malformed line is one problem naming its line: the wrong number of fields, a field that
 *       is not a number, a negative time or count other than {@code -1}. The first {@value
 *       #MAX_REPORTED} are reported one per line, then their number; binary data stops reading at
 *       its first line.
 * </ul>
 */
public final class SwfReader {
  /** Malformed lines reported one by one; the rest are counted. */
  public static final int MAX_REPORTED = 20;

  private static final String JOB_LINE = "a job line of 18 numbers separated by blanks (job number, submit time,"
      + " wait time, run time, …)";

  private SwfReader() {}

  /**
   * Reads {@code file}.
   *
   * @throws org.valen.model.io.InvalidInputException with every problem of the file
   */
  public static SwfTrace read(String file) {
    Problems problems = new Problems(file);
    Optional<SwfTrace> trace = readFile(file, problems);
    problems.throwIfAny();
    return trace.orElseThrow();
  }

  private static Optional<SwfTrace> readFile(String file, Problems problems) {
    Path path = Path.of(file);
    if (Files.isDirectory(path)) {
      problems.add("", "a folder", "an SWF file (.swf or .swf.gz)");
      return Optional.empty();
    }
    try (InputStream in = open(path); BufferedReader lines = new BufferedReader(
        new InputStreamReader(in, StandardCharsets.ISO_8859_1), 1 << 16)) {
      return Optional.of(parse(file, lines, problems));
    } catch (NoSuchFileException e) {
      problems.add("", "no such file (" + file + ")", "an existing SWF file");
    } catch (IOException e) {
      problems.add("line 1", "a file that cannot be read (" + e.getMessage() + ")",
          "a readable SWF file, plain or gzip-compressed");
    }
    return Optional.empty();
  }

  /** The file's bytes, unzipped if they start with the gzip magic number. */
  private static InputStream open(Path path) throws IOException {
    BufferedInputStream in = new BufferedInputStream(Files.newInputStream(path), 1 << 16);
    in.mark(2);
    int b0 = in.read();
    int b1 = in.read();
    in.reset();
    return b0 == 0x1f && b1 == 0x8b ? new GZIPInputStream(in, 1 << 16) : in;
  }

  private static SwfTrace parse(String file, BufferedReader reader, Problems problems) throws IOException {
    Map<String, String> header = new LinkedHashMap<>();
    String lastKey = null;
    List<SwfJob> jobs = new ArrayList<>();
    int malformed = 0;
    int number = 0;
    for (String text = reader.readLine(); text != null; text = reader.readLine()) {
      number++;
      String where = "line " + number;
      Optional<String> binary = binary(text);
      if (binary.isPresent()) {
        problems.add(where, "binary data (" + binary.get() + ")", "a text file in the Standard Workload Format"
            + " (a .swf log, or one compressed with gzip)");
        return new SwfTrace(file, new SwfHeader(header), jobs);
      }
      String line = text.trim();
      if (line.isEmpty()) {
        continue;
      }
      if (line.startsWith(";")) {
        lastKey = headerLine(line.substring(1).trim(), lastKey, header);
        continue;
      }
      try {
        jobs.add(job(number, line));
      } catch (BadLine e) {
        if (++malformed <= MAX_REPORTED) {
          problems.add(where, e.found, e.expected);
        }
      }
    }
    if (malformed > MAX_REPORTED) {
      problems.add("line " + number, (malformed - MAX_REPORTED) + " more malformed job lines", JOB_LINE);
    }
    return new SwfTrace(file, new SwfHeader(header), jobs);
  }

  /** A header line {@code Key: value}, or a continuation of the previous key; returns the key now open. */
  private static String headerLine(String comment, String lastKey, Map<String, String> header) {
    int colon = comment.indexOf(':');
    if (colon > 0 && comment.substring(0, colon).matches("[A-Za-z][A-Za-z0-9]*")) {
      String key = comment.substring(0, colon);
      String value = comment.substring(colon + 1).trim();
      header.merge(key, value, (a, b) -> a + " | " + b);
      return key;
    }
    if (lastKey != null && !comment.isEmpty()) {
      header.merge(lastKey, comment, (a, b) -> a + " " + b);
      return lastKey;
    }
    return null;
  }

  /** What makes a line binary: a control character other than tab, or a byte above ASCII. */
  private static Optional<String> binary(String line) {
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if ((c < 0x20 && c != '\t' && c != '\r' && c != '\f') || c >= 0x7f) {
        return Optional.of(String.format("byte 0x%02x at column %d", (int) c, i + 1));
      }
    }
    return Optional.empty();
  }

  /** A malformed job line: what was found and what was expected. */
  private static final class BadLine extends RuntimeException {
    final String found;
    final String expected;

    BadLine(String found, String expected) {
      super(found, null, false, false);
      this.found = found;
      this.expected = expected;
    }
  }

  /** A job line; a malformed one throws a {@link BadLine}. */
  static SwfJob job(int line, String text) {
    String[] f = text.split("\\s+");
    if (f.length != SwfJob.FIELDS.length) {
      throw new BadLine(f.length + " fields in \"" + cut(text) + "\"", JOB_LINE);
    }
    double[] v = new double[f.length];
    for (int i = 0; i < f.length; i++) {
      String field = "field " + (i + 1) + " (" + SwfJob.FIELDS[i] + ") ";
      try {
        v[i] = Double.parseDouble(f[i]);
      } catch (NumberFormatException e) {
        throw new BadLine(field + "\"" + cut(f[i]) + "\"", "a number");
      }
      if (!Double.isFinite(v[i]) || (v[i] < 0 && v[i] != SwfJob.UNKNOWN)) {
        throw new BadLine(field + f[i], "a number >= 0, or -1 for unknown");
      }
    }
    return new SwfJob(line, (long) v[0], v[1], v[2], v[3], (long) v[4], v[5], v[6], (long) v[7], v[8], v[9],
        (int) v[10], (long) v[11], (long) v[12], (long) v[13], (long) v[14], (long) v[15], (long) v[16], v[17]);
  }

  private static String cut(String text) {
    return text.length() <= 60 ? text : text.substring(0, 60) + "…";
  }
}
