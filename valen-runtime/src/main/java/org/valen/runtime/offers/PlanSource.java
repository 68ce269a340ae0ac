package org.valen.runtime.offers;

import java.util.List;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.runtime.policy.Plan;

/**
 * Where the plans of a run's offers come from: for a template on a core type with at most some
 * cores, the plans worth considering, each with the response time and energy its model expects.
 * Plans depend on the template, not on the job, so sources compute them once and keep them.
 */
public interface PlanSource {

  /**
   * The plans of {@code template} on at most {@code maxCores} cores of {@code coreType}; empty if
   * the core type cannot run every task of the template, or {@code maxCores} is 0.
   */
  List<Plan> plans(JobTemplate template, CoreType coreType, int maxCores);
}
