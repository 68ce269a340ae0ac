package org.valen.experiments.preset;

import java.util.Map;
import java.util.Objects;
import org.valen.experiments.table.PolicyEntry;

/**
 * One run's coordinates beyond its world: the setup at its sweep point, its seed, its policy entry
 * and the options the policy was made with.
 *
 * @param setup the setup with the swept field at this run's value
 * @param seed the run's seed (the trial's number)
 * @param entry the policy, its label and its own options
 * @param setupOptions every option the setup gives (also those the policy does not take: a measure
 *     may read the day's energy budget, say)
 * @param policyOptions the options the policy was made with (the setup's it takes, then its own)
 */
public record RunContext(SetupValues setup, long seed, PolicyEntry entry, Map<String, String> setupOptions,
    Map<String, String> policyOptions) {
  public RunContext {
    Objects.requireNonNull(setup, "setup");
    Objects.requireNonNull(entry, "entry");
    setupOptions = Map.copyOf(setupOptions);
    policyOptions = Map.copyOf(policyOptions);
  }
}
