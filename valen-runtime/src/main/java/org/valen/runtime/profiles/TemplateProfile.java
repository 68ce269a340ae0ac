package org.valen.runtime.profiles;

import java.util.ArrayList;
import java.util.List;
import org.valen.model.job.JobTemplate;
import org.valen.model.profile.CoreTypeProfile;
import org.valen.model.profile.ProfileEntry;
import org.valen.model.profile.ProfilePoint;
import org.valen.model.schedule.Allocations;
import org.valen.runtime.policy.Plan;

/**
 * The profile of one template on one core type, indexed for the run-time allocator: the entry to
 * use for any number of available cores, and the core count with the best value per energy.
 */
public final class TemplateProfile {
  private final JobTemplate template;
  private final CoreTypeProfile profile;
  private final ProfileEntry[] forCores; // [c] = entry with the largest budget <= c, or null
  private final Plan[] plans;
  /** [c] = number of the allocation of plans[c]: equal for plans with the same allocation; -1 where no plan. */
  private final int[] allocations;
  private final java.util.Map<ProfilePoint, Plan> frontPlans = new java.util.IdentityHashMap<>();
  private final int bestCores;

  TemplateProfile(JobTemplate template, CoreTypeProfile profile, int largestNode) {
    this.template = template;
    this.profile = profile;
    int max = Math.max(largestNode, profile.entries().get(profile.entries().size() - 1).maxCores());
    this.forCores = new ProfileEntry[max + 1];
    this.plans = new Plan[max + 1];
    for (int c = 1; c <= max; c++) {
      forCores[c] = profile.bestWithin(c).orElse(null);
      if (forCores[c] != null) {
        plans[c] = planOf(forCores[c].selected());
      }
    }
    this.allocations = numberAllocations(plans);
    this.bestCores = bestValuePerEnergy(profile.entries());
    for (ProfileEntry e : profile.entries()) {
      frontPlans.put(e.selected(), planOf(e.selected())); // equal to a front point, maybe not the same object
      for (ProfilePoint p : e.front()) {
        frontPlans.put(p, planOf(p));
      }
    }
  }

  /** The plan of a point of an entry's front or its selected point (made once, at load). */
  public Plan frontPlan(ProfilePoint point) {
    Plan plan = frontPlans.get(point);
    if (plan == null) {
      throw new IllegalArgumentException("the point is not on a front of " + template.id() + "'s profile");
    }
    return plan;
  }

  private static Plan planOf(ProfilePoint p) {
    Allocations.Canonical c = Allocations.canonical(p.taskToCore(), p.coreLevels());
    return Plan.ordered(c.taskToCore(), c.coreLevels(), p.taskOrder(), p.responseTimeSeconds(), p.energyJoules());
  }

  /** The number of each plan's allocation: the index of the first plan with the same one ({@link Plan#sameAllocationAs}). */
  private static int[] numberAllocations(Plan[] plans) {
    int[] numbers = new int[plans.length];
    for (int c = 0; c < plans.length; c++) {
      numbers[c] = -1;
      for (int d = 0; d <= c && plans[c] != null && numbers[c] < 0; d++) {
        numbers[c] = plans[d] != null && plans[d].sameAllocationAs(plans[c]) ? d : -1;
      }
    }
    return numbers;
  }

  /** Budget of the entry with the largest value at arrival per energy; ties to fewer cores. */
  private static int bestValuePerEnergy(List<ProfileEntry> entries) {
    ProfileEntry best = null;
    for (ProfileEntry e : entries) {
      double ratio = e.valueAtArrival() / e.selected().energyJoules();
      if (best == null || ratio > best.valueAtArrival() / best.selected().energyJoules()) {
        best = e;
      }
    }
    return best.maxCores();
  }

  public JobTemplate template() {
    return template;
  }

  /** The profile of the core type, as read. */
  public CoreTypeProfile profile() {
    return profile;
  }

  /**
   * The core budget with the maximum value per energy of the template's reference value curve at
   * its arrival; the allocators use {@link #bestCoresFor}, the arrival's own curve at the allocation
   * time.
   */
  public int bestCores() {
    return bestCores;
  }

  /** The entry for at most {@code cores} cores (the largest budget that fits); null if none fits. */
  public ProfileEntry entryFor(int cores) {
    return cores < forCores.length ? forCores[Math.max(0, cores)] : forCores[forCores.length - 1];
  }

  /** The plan of {@link #entryFor(int)}. */
  public Plan planFor(int cores) {
    return cores < plans.length ? plans[Math.max(0, cores)] : plans[plans.length - 1];
  }

  /**
   * The number of the allocation of {@link #planFor(int)}, -1 if there is none: two core counts
   * have the same number exactly when their plans have the same allocation ({@link
   * Plan#sameAllocationAs}), so that a run-time allocator compares numbers, not plans.
   */
  public int allocationFor(int cores) {
    return cores < allocations.length ? allocations[Math.max(0, cores)] : allocations[allocations.length - 1];
  }

  /**
   * The number {@link #allocationFor} gives {@code plan}'s allocation, or -1 if no plan of this
   * profile has it (a plan of another profile, say).
   */
  public int allocationOf(Plan plan) {
    for (int c = 0; c < plans.length; c++) {
      if (plans[c] == plan) {
        return allocations[c];
      }
    }
    for (int c = 0; c < plans.length; c++) {
      if (plans[c] != null && plans[c].sameAllocationAs(plan)) {
        return allocations[c];
      }
    }
    return -1;
  }

  /**
   * The core budget with the maximum value per energy for one arrival allocated at {@code now}:
   * {@code valueAt(now + response time) / energy} of each entry's selected point, ties to fewer
   * cores (paper 001, Algorithm 1: "its value at the allocation time").
   *
   * @param valueAt the arrival's value if it completes at a time
   */
  public int bestCoresFor(java.util.function.DoubleUnaryOperator valueAt, double now) {
    ProfileEntry best = null;
    double bestRatio = Double.NEGATIVE_INFINITY;
    for (ProfileEntry e : profile.entries()) {
      double ratio = valueAt.applyAsDouble(now + e.selected().responseTimeSeconds()) / e.selected().energyJoules();
      if (ratio > bestRatio) {
        best = e;
        bestRatio = ratio;
      }
    }
    return best.maxCores();
  }

  /** Budgets of the entries, increasing. */
  public List<Integer> budgets() {
    List<Integer> budgets = new ArrayList<>();
    profile.entries().forEach(e -> budgets.add(e.maxCores()));
    return budgets;
  }
}
