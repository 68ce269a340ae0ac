package org.valen.runtime.offers;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.runtime.policy.Plan;
import org.valen.runtime.profiles.ProfileBook;
import org.valen.runtime.profiles.TemplateProfile;

/**
 * Plans from design-time profiles (paper 001, section IV-A): for every core budget whose selected
 * (minimum response time × energy) allocation fits in {@code maxCores}, that allocation with its
 * profiled response time and energy; repeats, and plans another beats in both response time and
 * energy, left out; fastest first, as the model's plans of a DAG. A core type the profiles do not
 * cover offers nothing.
 */
public final class ProfilePlans implements PlanSource {
  private final ProfileBook profiles;
  private final Map<String, List<Plan>> plans = new HashMap<>();

  public ProfilePlans(ProfileBook profiles) {
    this.profiles = profiles;
  }

  /** Whether the profiles cover {@code template} on {@code coreType}. */
  public boolean covers(JobTemplate template, CoreType coreType) {
    return profiles.covers(template, coreType);
  }

  @Override
  public List<Plan> plans(JobTemplate template, CoreType coreType, int maxCores) {
    if (maxCores <= 0 || !covers(template, coreType)) {
      return List.of();
    }
    return plans.computeIfAbsent(template.id() + "\u0000" + coreType.id() + "\u0000" + maxCores, k -> {
      TemplateProfile profile = profiles.of(template, coreType);
      List<Plan> within = new ArrayList<>();
      for (int budget : profile.budgets()) {
        Plan plan = profile.planFor(budget);
        if (plan != null && plan.usedCores() <= maxCores && within.stream().noneMatch(p -> p.sameAllocationAs(plan))) {
          within.add(plan);
        }
      }
      return ModelPlans.nonDominated(within);
    });
  }
}
