package org.valen.runtime.paper001;

import org.valen.model.profile.ProfileEntry;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Plan;
import org.valen.runtime.profiles.ProfileBook;
import org.valen.runtime.profiles.TemplateProfile;

/**
 * Offers from design-time profiles (ValEnJoinOpt, ValEnAdaptOpt): a job uses {@code min(maxBid,
 * its best core count)} cores, the best count being the profile entry with the largest value per
 * energy; allocation and v/f levels are the entry's selected (minimum time × energy) point.
 */
final class ProfiledOffers implements OfferSource {
  private final ProfileBook profiles;

  ProfiledOffers(ProfileBook profiles) {
    this.profiles = profiles;
  }

  @Override
  public Offer offer(DecisionContext context, JobView job, int node, int maxCores) {
    TemplateProfile profile = profiles.of(job.template());
    int cores = Math.min(maxCores, profile.bestCores());
    ProfileEntry entry = profile.entryFor(cores);
    if (entry == null) {
      return null;
    }
    Plan plan = profile.planFor(cores);
    double value = job.valueIfCompletedAt(context.now() + plan.expectedResponseSeconds());
    return new Offer(job, plan, value, plan.expectedEnergyJoules());
  }
}
