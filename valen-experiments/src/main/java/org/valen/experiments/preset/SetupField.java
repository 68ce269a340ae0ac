package org.valen.experiments.preset;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One field of a preset's setup, as a scenario file gives it ({@code "setup": {"nodes": 4}}) and a
 * sweep varies it ({@code "sweep": {"parameter": "nodes", ...}}): its kind, default, bounds and
 * help. Values are kept as text, as written in the scenario file, so that a run's coordinates in
 * {@code runs.csv} are the user's own.
 *
 * @param name the field's name in scenario files (camelCase, e.g. {@code coresPerNode})
 * @param kind what values it takes
 * @param defaultValue its value when the scenario does not give one
 * @param min smallest number it takes (numbers only)
 * @param max largest number it takes (numbers only)
 * @param words the words it takes: a choice's values, or words a number field takes beside numbers
 *     (e.g. {@code calibrate})
 * @param label what it is in words, for plot axes and reports
 * @param columnId how {@code runs.csv}'s {@code parameter} column names it when a sweep varies it
 *     (e.g. {@code cores-per-node}); version 1 scenario files name the swept parameter so
 */
public record SetupField(String name, Kind kind, String defaultValue, double min, double max, List<String> words,
    String label, String columnId) {

  /** What values a field takes. */
  public enum Kind {
    /** A whole number in [min, max]. */
    INTEGER,
    /** A number in [min, max] (or one of the words). */
    NUMBER,
    /** One of the words. */
    CHOICE,
    /** Any text (a file name, say). */
    TEXT
  }

  /** The {@code min} of a number field that takes any number greater than zero. */
  public static final double POSITIVE = Double.MIN_VALUE;

  public SetupField {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(defaultValue, "defaultValue");
    words = List.copyOf(words);
    Objects.requireNonNull(label, "label");
    Objects.requireNonNull(columnId, "columnId");
    if (problem(kind, min, max, words, defaultValue)) {
      throw new IllegalArgumentException("field " + name + ": default " + defaultValue + " is not a value it takes");
    }
  }

  /** A whole-number field. */
  public static SetupField integer(String name, int defaultValue, int min, int max, String label) {
    return new SetupField(name, Kind.INTEGER, Integer.toString(defaultValue), min, max, List.of(), label, name);
  }

  /** A number field in [min, max]. */
  public static SetupField number(String name, double defaultValue, double min, double max, String label) {
    return new SetupField(name, Kind.NUMBER, plain(defaultValue), min, max, List.of(), label, name);
  }

  /** A number field that also takes the given words; the default is the first word. */
  public static SetupField numberOrWord(String name, double min, double max, String label, String... words) {
    return new SetupField(name, Kind.NUMBER, words[0], min, max, List.of(words), label, name);
  }

  /** A field that takes one of {@code words}; the default is the first. */
  public static SetupField choice(String name, String label, List<String> words) {
    return new SetupField(name, Kind.CHOICE, words.get(0), 0, 0, words, label, name);
  }

  /** A text field. */
  public static SetupField text(String name, String defaultValue, String label) {
    return new SetupField(name, Kind.TEXT, defaultValue, 0, 0, List.of(), label, name);
  }

  /** The same field, named {@code id} in {@code runs.csv}'s parameter column. */
  public SetupField withColumnId(String id) {
    return new SetupField(name, kind, defaultValue, min, max, words, label, id);
  }

  /** The same field with another default. */
  public SetupField withDefault(String value) {
    return new SetupField(name, kind, value, min, max, words, label, columnId);
  }

  /** Whether a scenario gives it as a JSON number (else as a string). */
  public boolean numeric() {
    return kind == Kind.INTEGER || kind == Kind.NUMBER;
  }

  /** What is wrong with {@code value}, as the values it expects; empty if it is one of them. */
  public Optional<String> problem(String value) {
    return problem(kind, min, max, words, value) ? Optional.of(expected()) : Optional.empty();
  }

  private static boolean problem(Kind kind, double min, double max, List<String> words, String value) {
    if (words.contains(value)) {
      return false;
    }
    return switch (kind) {
      case TEXT -> value.isBlank();
      case CHOICE -> true;
      case INTEGER, NUMBER -> {
        try {
          double x = Double.parseDouble(value);
          boolean whole = kind == Kind.NUMBER || x == Math.rint(x);
          yield !(whole && x >= min && x <= max && Double.isFinite(x));
        } catch (NumberFormatException e) {
          yield true;
        }
      }
    };
  }

  /** The values it takes, in words. */
  public String expected() {
    String range = switch (kind) {
      case INTEGER -> "a whole number in [" + plain(min) + ", " + plain(max) + "]";
      case NUMBER -> (min == POSITIVE ? "a number > 0" : "a number >= " + plain(min))
          + (max == Double.MAX_VALUE ? "" : " and <= " + plain(max));
      case CHOICE -> "one of " + String.join(", ", words);
      case TEXT -> "a text";
    };
    return kind != Kind.CHOICE && !words.isEmpty() ? range + " or " + String.join(", ", words) : range;
  }

  /** A number as people write it: 3, 0.25 (never 3.0 or 2.5E-1 for such values). */
  public static String plain(double x) {
    if (x == Math.rint(x) && Math.abs(x) < 1e15) {
      return Long.toString((long) x);
    }
    return java.math.BigDecimal.valueOf(x).toPlainString();
  }
}
