package org.valen.experiments.table;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.valen.runtime.offers.OfferOrigin;

/**
 * Where a run sits in its experiment: the columns every row of {@code runs.csv} has in some form.
 *
 * @param experiment the experiment's id
 * @param parameter the swept setup field's id in {@code runs.csv} ({@code nodes}, {@code burst_size}),
 *     empty if nothing is swept
 * @param x the swept field's value in this run, as the scenario writes it; empty if nothing is swept
 * @param seed the run's seed: the trial's number
 * @param entry the policy entry that ran; its label names the run
 * @param setup the setup's fields at this run's sweep value, by name (a preset may write one in a key column)
 * @param offers where the policy's offers came from: design-time profiles or the execution model
 */
public record RunKey(String experiment, Optional<String> parameter, Optional<String> x, long seed, PolicyEntry entry,
    Map<String, String> setup, OfferOrigin offers) {
  public RunKey {
    Objects.requireNonNull(offers, "offers");
    Objects.requireNonNull(experiment, "experiment");
    Objects.requireNonNull(parameter, "parameter");
    Objects.requireNonNull(x, "x");
    Objects.requireNonNull(entry, "entry");
    setup = Map.copyOf(setup);
  }

  public String label() {
    return entry.label();
  }
}
