package org.valen.model.io;

import java.util.function.DoublePredicate;

/** What a number in a file must be, and how to say it. */
public record NumberRule(String description, DoublePredicate test) {

  public static final NumberRule FINITE = new NumberRule("a finite number", Double::isFinite);
  public static final NumberRule NON_NEGATIVE =
      new NumberRule("a finite number >= 0", v -> v >= 0 && Double.isFinite(v));
  public static final NumberRule POSITIVE =
      new NumberRule("a finite number > 0", v -> v > 0 && Double.isFinite(v));
  public static final NumberRule FRACTION =
      new NumberRule("a number in (0, 1]", v -> v > 0 && v <= 1);

  public boolean accepts(double value) {
    return test.test(value);
  }
}
