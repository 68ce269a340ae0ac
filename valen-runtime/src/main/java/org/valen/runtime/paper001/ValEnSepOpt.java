package org.valen.runtime.paper001;

import org.valen.runtime.policy.Offer;

/**
 * Baseline ValEnSepOpt (paper 001, section V, Table I; ref. [14]): value and energy optimized
 * separately, without profiles. At run time the allocation is found for minimum response time
 * (earliest-finish, load balanced, all cores fastest), then the v/f levels of its cores are fixed
 * one by one by the greedy loop of ref. [14] ({@link GreedyLevels}); jobs are chosen for value per
 * energy by Algorithm 1's allocation step; no adaptation.
 */
public final class ValEnSepOpt extends AllocationOnlyPolicy {
  public ValEnSepOpt() {
    super("ValEnSepOpt", new BidAllocation(new LoadBalancedOffers(new GreedyLevels()), Offer::valuePerJoule));
  }
}
