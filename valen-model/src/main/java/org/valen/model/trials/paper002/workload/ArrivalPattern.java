package org.valen.model.trials.paper002.workload;

import java.util.Locale;

/**
 * The three arrival patterns of Fig. 3: evenly spaced bursts of equal length with lulls of the
 * same length between them, at a low, medium or high frequency. The paper's figure is not in its
 * text; the number of bursts in the 12 hours is our choice — 2, 4 and 8, each frequency twice the
 * one below — and a parameter ({@link ArrivalParameters#bursts()}).
 */
public enum ArrivalPattern {
  /** Fig. 4. */
  LOW(2),
  /** Fig. 5. */
  MEDIUM(4),
  /** Fig. 6. */
  HIGH(8);

  private final int bursts;

  ArrivalPattern(int bursts) {
    this.bursts = bursts;
  }

  /** Bursts in the window. */
  public int bursts() {
    return bursts;
  }

  /** The name in files and on the command line: low, medium, high. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The pattern named {@code label}. */
  public static ArrivalPattern of(String label) {
    for (ArrivalPattern p : values()) {
      if (p.label().equalsIgnoreCase(label.trim())) {
        return p;
      }
    }
    throw new IllegalArgumentException("arrival pattern must be low, medium or high, was '" + label + "'");
  }
}
