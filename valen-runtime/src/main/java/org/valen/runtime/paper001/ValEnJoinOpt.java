package org.valen.runtime.paper001;

import org.valen.runtime.policy.Offer;

import org.valen.runtime.profiles.ProfileBook;

/**
 * Baseline ValEnJoinOpt (paper 001, section V, Table I; ref. [11]): value and energy optimized
 * jointly through the design-time profiles — Algorithm 1 without its adaptation step.
 */
public final class ValEnJoinOpt extends AllocationOnlyPolicy {
  public ValEnJoinOpt(ProfileBook profiles) {
    this(profiles, PointRule.MIN_TIME_ENERGY);
  }

  /** Running the profile point {@code rule} picks of each entry. */
  public ValEnJoinOpt(ProfileBook profiles, PointRule rule) {
    this(profiles, rule, Admission.ALL);
  }

  /** Taking only the offers {@code admission} admits (an energy budget, a robustness threshold: beyond the paper). */
  public ValEnJoinOpt(ProfileBook profiles, PointRule rule, Admission admission) {
    super("ValEnJoinOpt", new BidAllocation(new ProfiledOffers(profiles, rule), Offer::valuePerJoule, admission));
  }
}
