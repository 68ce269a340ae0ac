package org.valen.runtime.policy;

import java.util.List;

/**
 * Several policies from one class: the variants of one rule (a paper's heuristics, say), found
 * with {@link java.util.ServiceLoader} as {@link PolicyProvider}s are, by one line in {@code
 * META-INF/services/org.valen.runtime.policy.PolicyFamily} rather than a provider class and a line
 * each. {@link Policies#all()} lists them beside the single providers.
 */
public interface PolicyFamily {

  /** The family's policies. */
  List<PolicyProvider> providers();
}
