package org.valen.experiments.table;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.valen.model.io.InvalidInputException;

/**
 * Reads back a CSV file that valen wrote ({@code runs.csv}), checking its header and the number of
 * fields of every line; a bad line is reported with its number.
 */
public final class CsvInput {
  private CsvInput() {}

  /** A parser of one line's fields; throws on a field it cannot read. */
  @FunctionalInterface
  public interface Row<T> {
    T parse(String[] fields);
  }

  /** Every data line of {@code file} parsed by {@code row}. */
  public static <T> List<T> read(Path file, String header, Row<T> row) {
    List<String> lines;
    try {
      lines = Files.readAllLines(file);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
    }
    if (lines.isEmpty() || !lines.get(0).equals(header)) {
      throw InvalidInputException.of(file.toString(), "line 1",
          lines.isEmpty() ? "an empty file" : "\"" + lines.get(0) + "\"", "the header " + header);
    }
    return parse(file.toString(), header, lines.subList(1, lines.size()), 2, row);
  }

  /**
   * Data lines (no header) parsed by {@code row}, checked against the fields of {@code header};
   * {@code firstLine} is the line number of the first, for messages naming {@code source}.
   */
  public static <T> List<T> parse(String source, String header, List<String> lines, int firstLine, Row<T> row) {
    int columns = header.split(",", -1).length;
    List<T> rows = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      String[] fields = lines.get(i).split(",", -1);
      try {
        if (fields.length != columns) {
          throw new IllegalArgumentException(fields.length + " fields");
        }
        rows.add(row.parse(fields));
      } catch (IllegalArgumentException e) {
        throw InvalidInputException.of(source, "line " + (i + firstLine),
            "\"" + lines.get(i) + "\" (" + e.getMessage() + ")", columns + " comma-separated fields as in the header");
      }
    }
    return rows;
  }
}
