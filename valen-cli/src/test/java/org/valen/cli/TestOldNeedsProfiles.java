package org.valen.cli;

import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyProvider;

/**
 * A provider written for an earlier version of the policy API: it says it needs profiles through
 * the old {@code needsProfiles()} alone, not through {@code needs()}.
 */
public final class TestOldNeedsProfiles implements PolicyProvider {
  @Override
  public String name() {
    return "TestOldNeedsProfiles";
  }

  @Override
  public String description() {
    return "test: needs profiles the old way";
  }

  @Override
  @SuppressWarnings("deprecation")
  public boolean needsProfiles() {
    return true;
  }

  @Override
  public Policy create(PolicyInputs in) {
    throw new AssertionError("never made: its need is not met in the tests");
  }
}
