package org.valen.hc.paper002;

import java.util.Arrays;

/**
 * The filters of section 5.6 a heuristic runs with ("none", "en", "rob" and "en+rob" in Figs. 4–6):
 * the energy "fair share" filter, the robustness filter, both, or neither.
 */
public enum Filter {
  NONE("none", false, false),
  ENERGY("en", true, false),
  ROBUSTNESS("rob", false, true),
  BOTH("en+rob", true, true);

  private final String label;
  private final boolean energy;
  private final boolean robustness;

  Filter(String label, boolean energy, boolean robustness) {
    this.label = label;
    this.energy = energy;
    this.robustness = robustness;
  }

  /** The paper's name: none, en, rob, en+rob. */
  public String label() {
    return label;
  }

  public boolean energy() {
    return energy;
  }

  public boolean robustness() {
    return robustness;
  }

  /** The filter named {@code label}. */
  public static Filter of(String label) {
    return Arrays.stream(values()).filter(f -> f.label.equalsIgnoreCase(label.trim())).findFirst().orElseThrow(
        () -> new IllegalArgumentException("filter must be none, en, rob or en+rob, was '" + label + "'"));
  }
}
