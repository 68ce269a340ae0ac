package org.valen.runtime.paper001;

import java.util.List;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Offer;
import org.valen.runtime.policy.OfferSource;
import org.valen.runtime.policy.Plan;
import org.valen.runtime.profiles.ProfileBook;
import org.valen.runtime.profiles.TemplateProfile;

/**
 * Offers from design-time profiles (ValEnJoinOpt, ValEnAdaptOpt), Algorithm 1 line 22: a job uses
 * {@code min(maxBid, its best core count)} cores, the best count being the profile entry with the
 * largest value per energy for this arrival at the allocation time — its own value curve at {@code
 * now + } the entry's response time, over the entry's energy (ties to fewer cores) — so that an
 * arrival with a tight deadline gets the cores it needs; allocation and v/f levels are the entry's
 * selected (minimum time × energy) point. A node whose core type the profiles do not cover offers
 * nothing.
 */
public final class ProfiledOffers implements OfferSource {
  private final ProfileBook profiles;

  public ProfiledOffers(ProfileBook profiles) {
    this.profiles = profiles;
  }

  @Override
  public List<Offer> offers(DecisionContext context, JobView job, int node, int maxCores) {
    TemplateProfile profile = profiles.of(job.template(), context.coreTypeOf(node));
    if (profile == null) {
      return List.of();
    }
    int cores = Math.min(maxCores, profile.bestCoresFor(job::valueIfCompletedAt, context.now()));
    if (profile.entryFor(cores) == null) {
      return List.of();
    }
    Plan plan = profile.planFor(cores);
    return List.of(Offer.of(job, node, plan, context.now()));
  }
}
