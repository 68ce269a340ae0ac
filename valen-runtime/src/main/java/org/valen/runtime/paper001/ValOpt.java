package org.valen.runtime.paper001;

import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.Triggers;

/**
 * Baseline ValOpt (paper 001, section V, Table I; ref. [15]): value only. No profiles: at run time
 * each job's allocation is found load balanced over the cores it may use (earliest-finish, up to
 * one core per task), every core at the highest v/f level; the job that earns the most value is
 * allocated first; no adaptation.
 */
public final class ValOpt implements Policy {
  private final BidAllocation allocation = new BidAllocation(new RuntimeOffers(), Offer::value);

  @Override
  public String name() {
    return "ValOpt";
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
