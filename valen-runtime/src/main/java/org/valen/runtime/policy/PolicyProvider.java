package org.valen.runtime.policy;

/**
 * Makes a policy by name. Providers are found with {@link java.util.ServiceLoader}: a user's own
 * policy becomes available to every command by listing its provider in {@code
 * META-INF/services/org.valen.runtime.policy.PolicyProvider} on the class path.
 */
public interface PolicyProvider {

  /** Name on the command line and in reports. */
  String name();

  /** One line: what the policy does and which paper section it implements. */
  String description();

  /** Whether it needs design-time profiles. */
  boolean needsProfiles();

  Policy create(PolicyInputs inputs);
}
