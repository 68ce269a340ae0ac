package org.valen.hc.paper000.rules;

import java.util.List;
import org.valen.hc.paper000.mapping.EnergyFilter;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Platform;
import org.valen.runtime.offers.PlanSource;
import org.valen.runtime.policy.Plan;

/**
 * The quantities of paper 000's adaptive energy filter (section III-C, Eqs. 1–3) at a mapping
 * event, on any platform and workload. The paper counts machines and tasks; we count cores and
 * plans, which is the same on its machines of one core and its one-task jobs:
 *
 * <ul>
 *   <li>T = cores × the day's length; τ_rem = Σ over cores of max(0, end of day − when the core is
 *       free of its unmovable jobs) ({@link NodeTimeline});
 *   <li>τ̄ = the mean core-seconds (expected response time × cores) and ē the mean expected energy
 *       of a plan, over every template, every core type of the platform that has nodes (in the
 *       platform's order), and every plan the run offers for the template on a whole node of that
 *       type (its largest), in the order offered: on paper 000's systems, the means of ETC and of
 *       EEC over every valid (task type, machine type, P-state);
 *   <li>e_cons = the energy the kernel metered since the day started; e_unmov = Σ over nodes of what
 *       their running and queued jobs will still use ({@link NodeTimeline#unmovableJoules}).
 * </ul>
 */
final class DayEnergy {
  private final Platform platform;
  private final Catalogue catalogue;
  private final PlanSource plans;
  /** τ̄ and ē, worked out at the first filter: a policy made only to be checked never needs them. */
  private boolean meansKnown;
  private double meanCoreSeconds;
  private double meanJoules;

  /** @param plans the plans the run's offers are made of (the same source as the kernel's) */
  DayEnergy(Platform platform, Catalogue catalogue, PlanSource plans) {
    this.platform = platform;
    this.catalogue = catalogue;
    this.plans = plans;
  }

  private void computeMeans() {
    double coreSeconds = 0;
    double joules = 0;
    int count = 0;
    List<CoreType> types = platform.coreTypes();
    int[] largest = platform.largestNodeCores();
    for (JobTemplate template : catalogue.templates()) {
      for (int i = 0; i < types.size(); i++) {
        for (Plan plan : plans.plans(template, types.get(i), largest[i])) {
          coreSeconds += plan.expectedResponseSeconds() * plan.usedCores();
          joules += plan.expectedEnergyJoules();
          count++;
        }
      }
    }
    meanCoreSeconds = coreSeconds / count;
    meanJoules = joules / count;
    meansKnown = true;
  }

  /**
   * The filter of a mapping event.
   *
   * @param budgetJoules E
   * @param consumedJoules e_cons
   * @param nodes the nodes' timelines at the start of the event
   * @param dayEndSeconds end of the day
   * @param daySeconds the day's length
   * @param cores cores of the platform
   */
  EnergyFilter filter(double budgetJoules, double consumedJoules, List<NodeTimeline> nodes, double dayEndSeconds,
      double daySeconds, int cores) {
    if (!meansKnown) {
      computeMeans();
    }
    double unmovable = 0;
    double remaining = 0;
    for (NodeTimeline node : nodes) {
      unmovable += node.unmovableJoules();
      remaining += node.remainingCoreSeconds(dayEndSeconds);
    }
    return EnergyFilter.compute(budgetJoules, consumedJoules, unmovable, remaining, cores * daySeconds,
        meanCoreSeconds, meanJoules);
  }
}
