package org.valen.experiments.scenario;

import java.util.Objects;
import java.util.Optional;

/**
 * The run that value and energy are normalized to: a policy's label, at one sweep value.
 *
 * @param label the policy entry's label
 * @param x the sweep value as the scenario writes it; empty if nothing is swept
 */
public record Baseline(String label, Optional<String> x) {
  public Baseline {
    Objects.requireNonNull(label, "label");
    Objects.requireNonNull(x, "x");
  }
}
