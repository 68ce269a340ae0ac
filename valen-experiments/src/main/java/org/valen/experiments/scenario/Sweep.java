package org.valen.experiments.scenario;

import java.util.List;
import java.util.Objects;
import org.valen.experiments.preset.SetupField;
import org.valen.model.Check;

/**
 * What a scenario varies: one setup field of its preset and the values it takes, in order.
 *
 * @param field the swept field
 * @param values its values as the scenario writes them, each once
 */
public record Sweep(SetupField field, List<String> values) {
  public Sweep {
    Objects.requireNonNull(field, "field");
    values = List.copyOf(Check.nonEmpty(values, "values"));
  }
}
