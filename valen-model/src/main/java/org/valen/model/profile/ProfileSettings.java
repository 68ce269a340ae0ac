package org.valen.model.profile;

import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;
import org.valen.model.Check;

/**
 * What produced a profile, beyond its inputs: the algorithm, its seed and its other parameters.
 * They enter the profile's source hash, so changing any of them makes the profile stale.
 *
 * @param algorithm e.g. {@code "nsga2"} or {@code "exhaustive"}
 * @param seed random seed of the run
 * @param parameters every other setting as text, sorted by name (population size, evaluations,
 *     profiler version, …)
 */
public record ProfileSettings(String algorithm, long seed, SortedMap<String, String> parameters) {
  /** The parameter that lists the core budgets profiled, e.g. {@code "1,2,4"}: one entry each. */
  public static final String CORE_BUDGETS = "coreBudgets";

  public ProfileSettings {
    Check.id(algorithm, "algorithm");
    parameters = Collections.unmodifiableSortedMap(new TreeMap<>(parameters));
  }
}
