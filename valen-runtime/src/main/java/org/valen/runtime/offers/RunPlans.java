package org.valen.runtime.offers;

import java.util.List;
import java.util.Optional;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Platform;
import org.valen.runtime.policy.Plan;
import org.valen.runtime.profiles.ProfileBook;

/**
 * A run's plans: from its design-time profiles where they cover the template on the core type,
 * from the execution model otherwise (and always, for a run without profiles).
 */
public final class RunPlans implements PlanSource {
  private final Optional<ProfilePlans> profiles;
  private final ModelPlans model;

  public RunPlans(Platform platform, Catalogue catalogue, Optional<ProfileBook> profiles) {
    this.profiles = profiles.map(ProfilePlans::new);
    this.model = new ModelPlans(catalogue.executionModel(), platform.interconnect());
  }

  @Override
  public List<Plan> plans(JobTemplate template, CoreType coreType, int maxCores) {
    if (profiles.isPresent() && profiles.get().covers(template, coreType)) {
      return profiles.get().plans(template, coreType, maxCores);
    }
    return model.plans(template, coreType, maxCores);
  }
}
