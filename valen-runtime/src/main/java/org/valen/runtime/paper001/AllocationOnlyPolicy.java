package org.valen.runtime.paper001;

import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.Triggers;

/**
 * The shape of paper 001's baselines: Algorithm 1 without its adaptation step, deciding whenever
 * jobs arrive or finish. Subclasses say where plans come from and how offers are scored.
 */
abstract class AllocationOnlyPolicy implements Policy {
  private final String name;
  private final BidAllocation allocation;

  AllocationOnlyPolicy(String name, BidAllocation allocation) {
    this.name = name;
    this.allocation = allocation;
  }

  @Override
  public final String name() {
    return name;
  }

  @Override
  public final Triggers triggers() {
    return Triggers.onEventsOnly();
  }

  @Override
  public final void decide(DecisionContext context) {
    allocation.allocate(context);
  }
}
