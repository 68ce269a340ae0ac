package org.valen.experiments.table;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.valen.runtime.output.Csv;

/**
 * A measure column of {@code runs.csv}: its name and how its values are written (locale-free and
 * byte-stable, so that same inputs give the same file) and read back.
 *
 * @param name the header
 * @param format how a value is written
 */
public record Column(String name, Format format) {

  /** How a column's values are written. */
  public enum Format {
    /** A number as Java prints it (shortest round-trip form); empty for NaN. */
    NUMBER,
    /** A whole number. */
    INTEGER,
    /** A number with four decimals; empty for NaN. */
    FIXED4,
    /** A number with six decimals; empty for NaN (and for an infinity: "never"). */
    FIXED6,
    /** Text, quoted if it holds a comma. */
    TEXT,
    /** Numbers separated by spaces (e.g. a share per v/f level). */
    NUMBERS
  }

  public Column {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(format, "format");
    if (name.isBlank() || name.contains(",")) {
      throw new IllegalArgumentException("a column name without commas, was '" + name + "'");
    }
  }

  public static Column number(String name) {
    return new Column(name, Format.NUMBER);
  }

  public static Column integer(String name) {
    return new Column(name, Format.INTEGER);
  }

  public static Column fixed4(String name) {
    return new Column(name, Format.FIXED4);
  }

  public static Column fixed6(String name) {
    return new Column(name, Format.FIXED6);
  }

  public static Column text(String name) {
    return new Column(name, Format.TEXT);
  }

  public static Column numbers(String name) {
    return new Column(name, Format.NUMBERS);
  }

  /** {@code value} (a number, text, or a list of numbers for {@link Format#NUMBERS}) as this column writes it. */
  public String write(Object value) {
    return switch (format) {
      case NUMBER -> Csv.number(((Number) value).doubleValue());
      case INTEGER -> Long.toString(((Number) value).longValue());
      case FIXED4 -> Csv.fixed(((Number) value).doubleValue(), 4);
      case FIXED6 -> {
        double x = ((Number) value).doubleValue();
        yield Double.isFinite(x) ? Csv.fixed(x, 6) : "";
      }
      case TEXT -> Csv.text(String.valueOf(value));
      case NUMBERS -> String.join(" ", ((List<?>) value).stream().map(v -> Csv.number(((Number) v).doubleValue())).toList());
    };
  }

  /** A written number read back; NaN for an empty cell. */
  public static double parseNumber(String cell) {
    return cell.isEmpty() ? Double.NaN : Double.parseDouble(cell);
  }

  /** A written list of numbers read back. */
  public static List<Double> parseNumbers(String cell) {
    return cell.isBlank() ? List.of() : Arrays.stream(cell.trim().split(" +")).map(Double::parseDouble).toList();
  }
}
