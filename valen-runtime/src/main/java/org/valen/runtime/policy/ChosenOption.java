package org.valen.runtime.policy;

import java.util.Objects;

/**
 * A value a policy takes for an option the run did not give, chosen for the run's workload ({@link
 * PolicyProvider#chosenOptions}): commands print it and record it with the run, so that no result
 * depends on something unsaid.
 *
 * @param name the option's name
 * @param value its value, as {@code --option NAME=VALUE} would give it
 * @param reason why this value, in a few words (e.g. "paper 000's day end, on paper 000's trial")
 */
public record ChosenOption(String name, String value, String reason) {
  public ChosenOption {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(value, "value");
    Objects.requireNonNull(reason, "reason");
  }

  /** {@code NAME=VALUE (reason)}. */
  @Override
  public String toString() {
    return name + "=" + value + " (" + reason + ")";
  }
}
