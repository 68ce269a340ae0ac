package org.valen.runtime.policy;

import java.util.List;
import java.util.Set;

/**
 * Makes a policy by name, and says what it takes and needs. Providers are found with {@link
 * java.util.ServiceLoader}: a user's own policy becomes available to every command by listing its
 * provider in {@code META-INF/services/org.valen.runtime.policy.PolicyProvider} of a jar on the
 * class path (for {@code ./valen}: a jar in {@code plugins/} or on {@code VALEN_CLASSPATH}).
 */
public interface PolicyProvider {

  /** Name on the command line and in reports. */
  String name();

  /** One line: what the policy does and which paper section it implements. */
  String description();

  /** The options it takes; any other is refused before a run starts. */
  default List<PolicyOption> options() {
    return List.of();
  }

  /** What it needs of a run; an unmet need is refused before a run starts. */
  default Set<Need> needs() {
    return Set.of();
  }

  /** Whether it needs design-time profiles. */
  default boolean needsProfiles() {
    return needs().contains(Need.PROFILES);
  }

  /** Makes the policy; the inputs' options are known and valid ({@link Policies#problems}). */
  Policy create(PolicyInputs inputs);
}
