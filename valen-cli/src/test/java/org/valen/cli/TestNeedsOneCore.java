package org.valen.cli;

import java.util.Set;
import org.valen.runtime.policy.Need;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyProvider;

/** A provider for the command line's tests: it needs nodes of one core, so the bundled platform cannot serve it. */
public final class TestNeedsOneCore implements PolicyProvider {
  @Override
  public String name() {
    return "TestNeedsOneCore";
  }

  @Override
  public String description() {
    return "test: needs nodes of one core";
  }

  @Override
  public Set<Need> needs() {
    return Set.of(Need.ONE_CORE_PER_NODE, Need.ONE_TASK_JOBS);
  }

  @Override
  public Policy create(PolicyInputs in) {
    throw new AssertionError("never made: its needs are not met in the tests");
  }
}
