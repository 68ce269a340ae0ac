package org.valen.runtime.paper001;

import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;

/** Where an allocator's plans come from: design-time profiles, or a search at run time. */
interface OfferSource {

  /**
   * How {@code job} would run if started now on at most {@code maxCores} cores of {@code node};
   * null if it cannot run there.
   */
  Offer offer(DecisionContext context, JobView job, int node, int maxCores);
}
