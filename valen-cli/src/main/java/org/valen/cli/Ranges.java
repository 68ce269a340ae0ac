package org.valen.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Option values of the form {@code MIN..MAX} (or a single number for both). */
final class Ranges {
  private Ranges() {}

  /** A closed range of numbers. */
  record Span(double min, double max) {
    @Override
    public String toString() {
      return min + ".." + max;
    }
  }

  /** Parses {@code 5..10} or {@code 7}. */
  static final class SpanConverter implements ITypeConverter<Span> {
    @Override
    public Span convert(String text) {
      String[] parts = text.split("\\.\\.", -1);
      try {
        double min = Double.parseDouble(parts[0].trim());
        double max = parts.length == 1 ? min : Double.parseDouble(parts[1].trim());
        if (parts.length > 2 || !(min <= max)) {
          throw new NumberFormatException();
        }
        return new Span(min, max);
      } catch (NumberFormatException e) {
        throw new TypeConversionException("'" + text + "' is not a range MIN..MAX with MIN <= MAX");
      }
    }
  }
}
