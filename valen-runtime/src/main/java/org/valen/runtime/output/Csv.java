package org.valen.runtime.output;

import java.util.Locale;

/** Number and text formatting shared by the CSV writers: locale-independent, byte-stable. */
public final class Csv {
  private Csv() {}

  /** A number as Java prints it (shortest round-trip form); empty for NaN. */
  public static String number(double value) {
    return Double.isNaN(value) ? "" : Double.toString(value);
  }

  /** A number rounded to {@code decimals} places; empty for NaN. */
  public static String fixed(double value, int decimals) {
    return Double.isNaN(value) ? "" : String.format(Locale.ROOT, "%." + decimals + "f", value);
  }

  /** Text quoted if it holds a comma, a quote or a line break. */
  public static String text(String value) {
    if (value.indexOf(',') < 0 && value.indexOf('"') < 0 && value.indexOf('\n') < 0) {
      return value;
    }
    return '"' + value.replace("\"", "\"\"") + '"';
  }
}
