package org.valen.hc.paper000;

import java.util.Locale;

/**
 * Which code runs paper 000's heuristics (option {@code implementation}): the readable rules over
 * offers ({@code org.valen.hc.paper000.rules}), which serve any workload, or the accelerated
 * engine ({@code org.valen.hc.paper000.mapping}), which serves paper 000's own workloads and makes
 * the same decisions there, far faster.
 */
public enum Implementation {
  /** The engine where it serves the workload, the readable rules elsewhere. */
  AUTO,
  /** The readable rules, on any workload. */
  READABLE,
  /** The engine; refused on a workload it does not serve. */
  FAST;

  /** The name on the command line. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The implementation named {@code label} (case-insensitive). */
  public static Implementation of(String label) {
    for (Implementation i : values()) {
      if (i.label().equalsIgnoreCase(label.trim())) {
        return i;
      }
    }
    throw new IllegalArgumentException("option implementation must be auto, readable or fast, was '" + label + "'");
  }
}
