package org.valen.runtime.paper001;

import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.Node;
import org.valen.model.platform.Platform;
import org.valen.model.profile.ProfileEntry;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Offer;
import org.valen.runtime.policy.Plan;
import org.valen.runtime.profiles.ProfileBook;
import org.valen.runtime.profiles.TemplateProfile;

/**
 * An energy budget E of wall energy per period (a day by default) for paper 001's allocators, with
 * paper 000's adaptive energy filter (section III-C, {@link AdaptiveEnergyFilter}) applied to their
 * offers — the combination none of the papers has.
 *
 * <p><b>Energy above idle</b> (paper 002's accounting: its fair-share filter starts from ζ_max less
 * every core idling for the window, and charges each assignment its energy above idle). Paper
 * 000's machines draw no idle power; paper 001's and 002's cores do, and that energy is spent
 * whatever the allocator does. So the filter's quantities are above idle, at the wall: the budget
 * E − the idle power of every core for the period; e_cons = the wall energy metered since the
 * period began (at its start, linear between the two decisions around it: a decision need not fall
 * on the boundary) − the idle power of every core since then; an offer's energy = (its expected
 * energy − its cores' idle power × its expected response) ÷ the node's supply efficiency, at least
 * 0. With these, at each allocation step (paper 000's mapping event):
 *
 * <ul>
 *   <li>e_unmov = Σ over running jobs of their plan's energy above idle × the share of its expected
 *       response still ahead (expected end − now, at least 0);
 *   <li>τ_rem = Σ over cores of max(0, end of period − when the core is free): now for a free core,
 *       its job's expected end for a held one; T = cores × the period;
 *   <li>τ̄, ē = the mean core-seconds (response × cores) and energy above idle of the profiles'
 *       selected plans, over every template, core type with nodes and core budget;
 *   <li>an offer is admitted if its energy above idle is at most e_bud (Eq. 2) and at most the
 *       energy left, e_rem less what this step already admitted (paper 000's constraint: every
 *       assignment must fit the day's energy left).
 * </ul>
 *
 * If every job runs as expected, the period's wall energy then stays within E. Reallocations at
 * checkpoints (ValEnAdaptOpt) are not filtered: they move work already admitted.
 */
public final class EnergyBudgetAdmission implements Admission {
  private final double budgetAboveIdleJoules;
  private final double periodSeconds;
  private final double meanCoreSeconds;
  private final double meanJoules;
  private final int totalCores;
  private final double idleWallWatts;
  private final double[] coreIdleWatts;
  private final double[] efficiency;
  private long period = -1;
  private double periodStartJoules;
  private double lastNow;
  private double lastJoules;
  private double leftJoules;
  private double filterJoules;

  /**
   * @param budgetJoules E, wall energy per period
   * @param periodSeconds the period's length; periods start at time 0
   * @throws IllegalArgumentException if E is not above the idle cores' energy over the period
   */
  public EnergyBudgetAdmission(double budgetJoules, double periodSeconds, ProfileBook profiles, Catalogue catalogue,
      Platform platform) {
    this.periodSeconds = periodSeconds;
    this.totalCores = platform.totalCores();
    int nodes = platform.nodes().size();
    this.coreIdleWatts = new double[nodes];
    this.efficiency = new double[nodes];
    double idle = 0;
    double[] inverseEfficiencyOfType = new double[platform.coreTypes().size()];
    int[] nodesOfType = new int[inverseEfficiencyOfType.length];
    for (int n = 0; n < nodes; n++) {
      Node node = platform.nodes().get(n);
      coreIdleWatts[n] = platform.coreTypeOf(node).idlePowerWatts();
      efficiency[n] = node.powerSupplyEfficiency();
      idle += node.cores() * coreIdleWatts[n] / efficiency[n];
      int type = platform.coreTypes().indexOf(platform.coreTypeOf(node));
      inverseEfficiencyOfType[type] += 1 / efficiency[n];
      nodesOfType[type]++;
    }
    this.idleWallWatts = idle;
    this.budgetAboveIdleJoules = budgetJoules - idle * periodSeconds;
    if (!(budgetAboveIdleJoules > 0)) {
      throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "option budgetJoules was %.6g J, expected"
          + " more than the %.6g J the platform's idle cores use over a period of %.6g s: nothing could run",
          budgetJoules, idle * periodSeconds, periodSeconds));
    }
    double coreSeconds = 0;
    double joules = 0;
    int count = 0;
    for (JobTemplate template : catalogue.templates()) {
      for (int type = 0; type < platform.coreTypes().size(); type++) {
        TemplateProfile profile = profiles.of(template, type);
        if (profile == null || nodesOfType[type] == 0) {
          continue;
        }
        double idleWatts = platform.coreTypes().get(type).idlePowerWatts();
        for (ProfileEntry e : profile.profile().entries()) {
          Plan plan = profile.planFor(e.maxCores());
          coreSeconds += plan.expectedResponseSeconds() * plan.usedCores();
          joules += aboveIdle(plan, idleWatts) * inverseEfficiencyOfType[type] / nodesOfType[type];
          count++;
        }
      }
    }
    this.meanCoreSeconds = coreSeconds / count;
    this.meanJoules = joules / count;
  }

  /** A plan's expected energy above its cores' idle power, before the supply's losses; at least 0. */
  private static double aboveIdle(Plan plan, double coreIdleWatts) {
    return Math.max(0, plan.expectedEnergyJoules() - coreIdleWatts * plan.usedCores() * plan.expectedResponseSeconds());
  }

  /** {@code plan}'s energy above idle at the wall on node {@code node}. */
  private double aboveIdleWall(Plan plan, int node) {
    return aboveIdle(plan, coreIdleWatts[node]) / efficiency[node];
  }

  @Override
  public void begin(DecisionContext context) {
    double now = context.now();
    double joules = context.energyJoules();
    long p = (long) Math.floor(now / periodSeconds);
    double start = p * periodSeconds;
    if (p != period) {
      periodStartJoules = now <= lastNow ? joules : lastJoules + (joules - lastJoules) * (start - lastNow) / (now - lastNow);
      period = p;
    }
    lastNow = now;
    lastJoules = joules;
    double consumed = joules - periodStartJoules - idleWallWatts * (now - start);
    AdaptiveEnergyFilter f = filter(context, consumed, start + periodSeconds);
    leftJoules = f.eRemJoules();
    filterJoules = f.eBudJoules();
  }

  /** The filter now, e_cons (above idle) being {@code consumed} and the period ending at {@code end}. */
  AdaptiveEnergyFilter filter(DecisionContext context, double consumed, double end) {
    double now = context.now();
    double unmovable = 0;
    double tauRem = 0;
    int held = 0;
    for (JobView job : context.running()) {
      Plan plan = job.plan();
      double jobEnd = Math.max(now, job.planStartSeconds() + plan.expectedResponseSeconds());
      unmovable += aboveIdleWall(plan, job.node()) * (jobEnd - now) / plan.expectedResponseSeconds();
      tauRem += plan.usedCores() * Math.max(0, end - jobEnd);
      held += plan.usedCores();
    }
    tauRem += (totalCores - held) * Math.max(0, end - now);
    return AdaptiveEnergyFilter.compute(budgetAboveIdleJoules, consumed, unmovable, tauRem, totalCores * periodSeconds,
        meanCoreSeconds, meanJoules);
  }

  @Override
  public boolean admits(DecisionContext context, Offer offer) {
    double joules = aboveIdleWall(offer.plan(), offer.node());
    return joules <= filterJoules && joules <= leftJoules;
  }

  @Override
  public void admitted(Offer offer) {
    leftJoules -= aboveIdleWall(offer.plan(), offer.node());
  }
}
