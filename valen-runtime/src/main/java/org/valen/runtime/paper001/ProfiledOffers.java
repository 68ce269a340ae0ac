package org.valen.runtime.paper001;

import java.util.List;
import org.valen.model.profile.ProfileEntry;
import org.valen.model.profile.ProfilePoint;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Offer;
import org.valen.runtime.policy.OfferSource;
import org.valen.runtime.profiles.ProfileBook;
import org.valen.runtime.profiles.TemplateProfile;

/**
 * Offers from design-time profiles (ValEnJoinOpt, ValEnAdaptOpt), Algorithm 1 line 22: a job uses
 * {@code min(maxBid, its best core count)} cores, the best count being the profile entry with the
 * largest value per energy for this arrival at the allocation time — its own value curve at {@code
 * now + } the entry's response time, over the entry's energy (ties to fewer cores) — so that an
 * arrival with a tight deadline gets the cores it needs. The point of an entry it runs is the
 * {@link PointRule}'s: by default the design-time selection (minimum time × energy). A node whose
 * core type the profiles do not cover offers nothing.
 */
public final class ProfiledOffers implements OfferSource {
  private final ProfileBook profiles;
  private final PointRule rule;

  public ProfiledOffers(ProfileBook profiles) {
    this(profiles, PointRule.MIN_TIME_ENERGY);
  }

  public ProfiledOffers(ProfileBook profiles, PointRule rule) {
    this.profiles = profiles;
    this.rule = rule;
  }

  @Override
  public List<Offer> offers(DecisionContext context, JobView job, int node, int maxCores) {
    TemplateProfile profile = profiles.of(job.template(), context.coreTypeOf(node));
    if (profile == null) {
      return List.of();
    }
    double now = context.now();
    int cores = Math.min(maxCores, bestCores(profile, job, now));
    ProfileEntry entry = profile.entryFor(cores);
    if (entry == null) {
      return List.of();
    }
    return List.of(Offer.of(job, node, rule == PointRule.MIN_TIME_ENERGY ? profile.planFor(cores)
        : profile.frontPlan(rule.pick(entry, job, now)), now));
  }

  /** The budget whose point (by the rule) gives this arrival the most value per energy now; ties to fewer cores. */
  private int bestCores(TemplateProfile profile, JobView job, double now) {
    if (rule == PointRule.MIN_TIME_ENERGY) {
      return profile.bestCoresFor(job::valueIfCompletedAt, now);
    }
    ProfileEntry best = null;
    double bestRatio = Double.NEGATIVE_INFINITY;
    for (ProfileEntry e : profile.profile().entries()) {
      ProfilePoint p = rule.pick(e, job, now);
      double ratio = job.valueIfCompletedAt(now + p.responseTimeSeconds()) / p.energyJoules();
      if (ratio > bestRatio) {
        best = e;
        bestRatio = ratio;
      }
    }
    return best.maxCores();
  }
}
