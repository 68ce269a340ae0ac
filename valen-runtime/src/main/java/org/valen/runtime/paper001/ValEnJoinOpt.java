package org.valen.runtime.paper001;

import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.Triggers;
import org.valen.runtime.profiles.ProfileBook;

/**
 * Baseline ValEnJoinOpt (paper 001, section V, Table I; ref. [11]): value and energy optimized
 * jointly through the design-time profiles — Algorithm 1 without its adaptation step.
 */
public final class ValEnJoinOpt implements Policy {
  private final BidAllocation allocation;

  public ValEnJoinOpt(ProfileBook profiles) {
    this.allocation = new BidAllocation(new ProfiledOffers(profiles), Offer::valuePerEnergy);
  }

  @Override
  public String name() {
    return "ValEnJoinOpt";
  }

  @Override
  public Triggers triggers() {
    return Triggers.onEventsOnly();
  }

  @Override
  public void decide(DecisionContext context) {
    allocation.allocate(context);
  }
}
