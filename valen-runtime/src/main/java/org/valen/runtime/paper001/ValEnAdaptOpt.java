package org.valen.runtime.paper001;

import org.valen.runtime.policy.Offer;

import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.Triggers;
import org.valen.runtime.profiles.ProfileBook;

/**
 * Paper 001's proposed approach, Algorithm 1 (section IV-B): at every instant jobs arrive or
 * finish, allocate waiting jobs from their design-time profiles for the best value per energy
 * (lines 18–28, {@link BidAllocation}); at every checkpoint first adapt running jobs that deviate
 * from their profile by reallocating them to more or fewer cores or another node (lines 7–17,
 * {@link Adaptation}), then allocate.
 */
public final class ValEnAdaptOpt implements Policy {
  private final AdaptationSettings settings;
  private final Adaptation adaptation;
  private final BidAllocation allocation;

  public ValEnAdaptOpt(ProfileBook profiles, AdaptationSettings settings) {
    this(profiles, settings, PointRule.MIN_TIME_ENERGY);
  }

  /**
   * Allocating the profile point {@code rule} picks of each entry; adaptation runs the design-time
   * selections, as the paper's.
   */
  public ValEnAdaptOpt(ProfileBook profiles, AdaptationSettings settings, PointRule rule) {
    this(profiles, settings, rule, Admission.ALL);
  }

  /**
   * Allocating only the offers {@code admission} admits (an energy budget, a robustness threshold:
   * beyond the paper); adaptation is not filtered.
   */
  public ValEnAdaptOpt(ProfileBook profiles, AdaptationSettings settings, PointRule rule, Admission admission) {
    this.settings = settings;
    this.adaptation = new Adaptation(profiles, settings);
    this.allocation = new BidAllocation(new ProfiledOffers(profiles, rule), Offer::valuePerJoule, admission);
  }

  @Override
  public String name() {
    return "ValEnAdaptOpt";
  }

  @Override
  public Triggers triggers() {
    return Triggers.onEventsAndCheckpoints(settings.checkpointSeconds());
  }

  @Override
  public void decide(DecisionContext context) {
    if (context.atCheckpoint()) {
      adaptation.adapt(context);
    }
    allocation.allocate(context);
  }
}
