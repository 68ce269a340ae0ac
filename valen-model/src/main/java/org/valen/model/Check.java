package org.valen.model;

import java.util.Collection;

/**
 * Preconditions for the compact constructors of the model's records. Each method returns what it
 * checked, so that a constructor can check and assign in one expression (as JGraphT's
 * {@code GraphTests.requireDirected} and jMetal's {@code Check}).
 */
public final class Check {
  private Check() {}

  /** Requires a finite number {@code >= 0}; returns it. */
  public static double nonNegative(double value, String name) {
    if (!(value >= 0) || Double.isInfinite(value)) {
      throw new IllegalArgumentException(name + " must be a finite number >= 0, was " + value);
    }
    return value;
  }

  /** Requires a finite number {@code > 0}; returns it. */
  public static double positive(double value, String name) {
    if (!(value > 0) || Double.isInfinite(value)) {
      throw new IllegalArgumentException(name + " must be a finite number > 0, was " + value);
    }
    return value;
  }

  /** Requires an integer {@code >= min}; returns it. */
  public static int atLeast(int value, int min, String name) {
    if (value < min) {
      throw new IllegalArgumentException(name + " must be >= " + min + ", was " + value);
    }
    return value;
  }

  /** Requires {@code min <= value <= max}; returns it. */
  public static double inRange(double value, double min, double max, String name) {
    if (!(value >= min && value <= max)) {
      throw new IllegalArgumentException(
          name + " must be in [" + min + ", " + max + "], was " + value);
    }
    return value;
  }

  /** Requires a non-blank identifier; returns it. */
  public static String id(String value, String name) {
    if (value == null || value.isBlank()) {
      throw new IllegalArgumentException(name + " must be a non-blank identifier, was " + value);
    }
    return value;
  }

  /** Requires a non-empty collection; returns it. */
  public static <C extends Collection<?>> C nonEmpty(C values, String name) {
    if (values == null || values.isEmpty()) {
      throw new IllegalArgumentException(name + " must not be empty");
    }
    return values;
  }
}
