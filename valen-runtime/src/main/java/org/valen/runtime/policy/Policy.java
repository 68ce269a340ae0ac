package org.valen.runtime.policy;

/**
 * A resource-allocation policy: the one extension point of the runtime. The kernel calls {@link
 * #decide} at the instants {@link #triggers()} names, after it has applied everything that
 * happened at that instant (finished jobs released their cores, arrived jobs joined the queue);
 * the policy looks at the {@link DecisionContext} and acts through it. A policy keeps whatever
 * state it likes but must be deterministic: same inputs, same decisions.
 */
public interface Policy {

  /** Short name for reports, e.g. {@code ValEnAdaptOpt}. */
  String name();

  Triggers triggers();

  void decide(DecisionContext context);

  /**
   * Told of each job as it arrives, before any decision sees it; by default nothing. A policy that
   * keeps its own index of waiting jobs (paper 000's mappable tasks set) adds the job here, as a
   * resource manager takes submissions in between its decisions, so that a decision only decides.
   * The job may only be read: actions belong to {@link #decide}.
   */
  default void arrived(JobView job) {}
}
