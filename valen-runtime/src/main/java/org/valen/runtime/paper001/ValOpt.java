package org.valen.runtime.paper001;

import org.valen.runtime.policy.Offer;

/**
 * Baseline ValOpt (paper 001, section V, Table I; ref. [15]): value only. No profiles: at run time
 * each job's allocation is found load balanced over the cores it may use (earliest-finish, up to
 * one core per task), every core at the highest v/f level; the job that earns the most value is
 * allocated first; no adaptation.
 */
public final class ValOpt extends AllocationOnlyPolicy {
  public ValOpt() {
    super("ValOpt", new BidAllocation(new LoadBalancedOffers(), Offer::value));
  }
}
