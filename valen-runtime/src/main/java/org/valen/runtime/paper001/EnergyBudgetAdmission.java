package org.valen.runtime.paper001;

import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.Platform;
import org.valen.model.profile.ProfileEntry;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Offer;
import org.valen.runtime.policy.Plan;
import org.valen.runtime.profiles.ProfileBook;
import org.valen.runtime.profiles.TemplateProfile;

/**
 * An energy budget E per period (a day by default) for paper 001's allocators, with paper 000's
 * adaptive energy filter (section III-C, {@link AdaptiveEnergyFilter}) applied to their offers —
 * the combination none of the papers has. At each allocation step (paper 000's mapping event):
 *
 * <ul>
 *   <li>e_cons = the wall energy the kernel metered since the period began ({@code
 *       DecisionContext.energyJoules()}; at the period's start, linear between the two decisions
 *       around it — ours: a decision need not fall on the boundary);
 *   <li>e_unmov = Σ over running jobs of the plan's expected energy × the share of its expected
 *       response still ahead (expected end − now, at least 0), + the idle energy at the wall of
 *       every core from when it is free until the period's end (ours: paper 000's machines draw no
 *       idle power, paper 001's and 002's do, and the budget is of wall energy; the idle energy of
 *       a core a job will take is then counted twice, so the budget errs on the safe side);
 *   <li>τ_rem = Σ over cores of max(0, end of period − when the core is free): now for a free core,
 *       its job's expected end for a held one; T = cores × the period;
 *   <li>τ̄, ē = the mean core-seconds (response × cores) and expected energy of the profiles'
 *       selected plans, over every template, core type with nodes and core budget;
 *   <li>an offer is admitted if its expected energy is at most e_bud (Eq. 2) and at most the energy
 *       left, e_rem less what this step already admitted (paper 000's constraint: every assignment
 *       must fit the day's energy left).
 * </ul>
 *
 * Reallocations at checkpoints (ValEnAdaptOpt) are not filtered: they move work already admitted.
 */
public final class EnergyBudgetAdmission implements Admission {
  private final double budgetJoules;
  private final double periodSeconds;
  private final double meanCoreSeconds;
  private final double meanJoules;
  private final int totalCores;
  private final double[] idleWallWatts;
  private long period = -1;
  private double periodStartJoules;
  private double lastNow;
  private double lastJoules;
  private double leftJoules;
  private double filterJoules;

  /**
   * @param budgetJoules E, per period
   * @param periodSeconds the period's length; periods start at time 0
   */
  public EnergyBudgetAdmission(double budgetJoules, double periodSeconds, ProfileBook profiles, Catalogue catalogue,
      Platform platform) {
    this.budgetJoules = budgetJoules;
    this.periodSeconds = periodSeconds;
    this.totalCores = platform.totalCores();
    this.idleWallWatts = new double[platform.nodes().size()];
    for (int n = 0; n < idleWallWatts.length; n++) {
      var node = platform.nodes().get(n);
      idleWallWatts[n] = platform.coreTypeOf(node).idlePowerWatts() / node.powerSupplyEfficiency();
    }
    double coreSeconds = 0;
    double joules = 0;
    int count = 0;
    for (JobTemplate template : catalogue.templates()) {
      for (int type = 0; type < platform.coreTypes().size(); type++) {
        TemplateProfile profile = profiles.of(template, type);
        if (profile == null) {
          continue;
        }
        for (ProfileEntry e : profile.profile().entries()) {
          Plan plan = profile.planFor(e.maxCores());
          coreSeconds += plan.expectedResponseSeconds() * plan.usedCores();
          joules += plan.expectedEnergyJoules();
          count++;
        }
      }
    }
    this.meanCoreSeconds = coreSeconds / count;
    this.meanJoules = joules / count;
  }

  @Override
  public void begin(DecisionContext context) {
    double now = context.now();
    double joules = context.energyJoules();
    long p = (long) Math.floor(now / periodSeconds);
    if (p != period) {
      double start = p * periodSeconds;
      periodStartJoules = now <= lastNow ? joules : lastJoules + (joules - lastJoules) * (start - lastNow) / (now - lastNow);
      period = p;
    }
    lastNow = now;
    lastJoules = joules;
    AdaptiveEnergyFilter f = filter(context, joules - periodStartJoules, (p + 1) * periodSeconds);
    leftJoules = f.eRemJoules();
    filterJoules = f.eBudJoules();
  }

  /** The filter now, e_cons being {@code consumed} and the period ending at {@code end}. */
  AdaptiveEnergyFilter filter(DecisionContext context, double consumed, double end) {
    double now = context.now();
    double unmovable = 0;
    double tauRem = 0;
    for (int n = 0; n < idleWallWatts.length; n++) {
      double free = context.freeCores(n) * Math.max(0, end - now);
      tauRem += free;
      unmovable += idleWallWatts[n] * free;
    }
    for (JobView job : context.running()) {
      Plan plan = job.plan();
      double jobEnd = Math.max(now, job.planStartSeconds() + plan.expectedResponseSeconds());
      double after = plan.usedCores() * Math.max(0, end - jobEnd);
      unmovable += plan.expectedEnergyJoules() * (jobEnd - now) / plan.expectedResponseSeconds()
          + idleWallWatts[job.node()] * after;
      tauRem += after;
    }
    return AdaptiveEnergyFilter.compute(budgetJoules, consumed, unmovable, tauRem, totalCores * periodSeconds,
        meanCoreSeconds, meanJoules);
  }

  @Override
  public boolean admits(DecisionContext context, Offer offer) {
    return offer.energyJoules() <= filterJoules && offer.energyJoules() <= leftJoules;
  }

  @Override
  public void admitted(Offer offer) {
    leftJoules -= offer.energyJoules();
  }
}
