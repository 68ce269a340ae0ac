package org.valen.model.platform;

import org.valen.model.Check;

/**
 * One voltage/frequency level (ACPI performance state) of a core type. Paper 001 calls these "v/f
 * levels"; papers 000, 002 and 004 call them P-states. Index 0 of a {@link CoreType}'s list is the
 * fastest level (highest frequency and power), following the ACPI convention.
 *
 * @param frequencyHertz clock frequency at this level
 * @param voltageVolts supply voltage at this level
 * @param dynamicPowerWatts power a busy core draws at this level on top of the core type's static
 *     power
 */
public record PState(double frequencyHertz, double voltageVolts, double dynamicPowerWatts) {
  public PState {
    Check.positive(frequencyHertz, "frequencyHertz");
    Check.positive(voltageVolts, "voltageVolts");
    Check.nonNegative(dynamicPowerWatts, "dynamicPowerWatts");
  }
}
