package org.valen.runtime.paper001;

import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.Triggers;

/**
 * The shape of paper 001's baselines, and of any policy that only allocates waiting jobs whenever
 * jobs arrive or finish: Algorithm 1 without its adaptation step. A subclass says where offers come
 * from and how they are scored through its {@link BidAllocation}.
 */
public abstract class AllocationOnlyPolicy implements Policy {
  private final String name;
  private final BidAllocation allocation;

  protected AllocationOnlyPolicy(String name, BidAllocation allocation) {
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
