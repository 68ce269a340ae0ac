package org.valen.runtime.policy;

import java.util.List;

/**
 * Where a policy's offers come from. The decision context answers with the run's own model ({@link
 * #RUN}: profiles where the run has them, else the execution model); paper 001's baselines make
 * their plans their own way (a load-balanced allocation found at run time, a profile's best core
 * count) and say so with a source of their own.
 */
@FunctionalInterface
public interface OfferSource {

  /** The run's offers: {@link DecisionContext#offers(JobView, int, int, double)} starting now. */
  OfferSource RUN = (context, job, node, maxCores) -> context.offers(job, node, maxCores, context.now());

  /**
   * How {@code job} could run if started now on at most {@code maxCores} cores of {@code node};
   * empty if it cannot run there.
   */
  List<Offer> offers(DecisionContext context, JobView job, int node, int maxCores);
}
