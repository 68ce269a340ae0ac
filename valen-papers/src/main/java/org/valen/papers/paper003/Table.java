package org.valen.papers.paper003;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.valen.experiments.table.CsvInput;

/**
 * A tidy table of paper 003's experiments ({@code runs.csv}, {@code summary.csv}): named columns,
 * one row per observation, numbers printed as Java prints doubles (same inputs, same bytes) and
 * read back the same.
 */
final class Table {
  private final List<String> columns;
  private final List<String[]> rows = new ArrayList<>();

  Table(String... columns) {
    this.columns = List.of(columns);
  }

  /** Adds a row of values (numbers, text or booleans), one per column. */
  Table add(Object... values) {
    if (values.length != columns.size()) {
      throw new IllegalArgumentException("a row of " + columns + " needs " + columns.size() + " values");
    }
    String[] row = new String[values.length];
    for (int k = 0; k < values.length; k++) {
      row[k] = values[k] instanceof Double d ? Double.toString(d) : String.valueOf(values[k]);
    }
    rows.add(row);
    return this;
  }

  int size() {
    return rows.size();
  }

  /** Text of column {@code column} in row {@code row}. */
  String text(int row, String column) {
    return rows.get(row)[index(column)];
  }

  double number(int row, String column) {
    return Double.parseDouble(text(row, column));
  }

  private int index(String column) {
    int k = columns.indexOf(column);
    if (k < 0) {
      throw new IllegalArgumentException("no column " + column + " in " + columns);
    }
    return k;
  }

  /** The rows whose {@code column} is {@code value}. */
  List<Integer> where(String column, String value) {
    List<Integer> found = new ArrayList<>();
    for (int r = 0; r < rows.size(); r++) {
      if (rows.get(r)[index(column)].equals(value)) {
        found.add(r);
      }
    }
    return found;
  }

  /** The distinct values of {@code column} in row order. */
  List<String> distinct(String column) {
    List<String> values = new ArrayList<>();
    for (String[] row : rows) {
      if (!values.contains(row[index(column)])) {
        values.add(row[index(column)]);
      }
    }
    return values;
  }

  String header() {
    return String.join(",", columns);
  }

  String csv() {
    StringBuilder out = new StringBuilder(header()).append('\n');
    lines().forEach(line -> out.append(line).append('\n'));
    return out.toString();
  }

  /** The rows as lines of {@code runs.csv}, without the header. */
  List<String> lines() {
    return rows.stream().map(row -> String.join(",", row)).toList();
  }

  /** The table as a Markdown table, numbers to four significant digits. */
  String markdown() {
    StringBuilder out = new StringBuilder("| " + String.join(" | ", columns) + " |\n|");
    out.append("---|".repeat(columns.size())).append('\n');
    for (String[] row : rows) {
      out.append('|');
      for (String cell : row) {
        out.append(' ').append(shortNumber(cell)).append(" |");
      }
      out.append('\n');
    }
    return out.toString();
  }

  private static String shortNumber(String cell) {
    try {
      double v = Double.parseDouble(cell);
      return v == Math.rint(v) && Math.abs(v) < 1e7 ? String.format(Locale.ROOT, "%.0f", v)
          : String.format(Locale.ROOT, "%.4g", v);
    } catch (NumberFormatException e) {
      return cell;
    }
  }

  /** Reads a table written by {@link #csv()} whose header is {@code like}'s. */
  static Table read(Path file, Table like) {
    Table t = new Table(like.columns.toArray(String[]::new));
    CsvInput.read(file, like.header(), fields -> t.rows.add(fields));
    return t;
  }
}
