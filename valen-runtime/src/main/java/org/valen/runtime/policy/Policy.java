package org.valen.runtime.policy;

/**
 * A resource-allocation policy: the one extension point of the runtime. The kernel calls {@link
 * #decide} at the instants {@link #triggers()} names, after it has applied everything that
 * happened at that instant (finished jobs released their cores, arrived jobs joined the queue);
 * the policy looks at the {@link DecisionContext} and acts through it. A policy keeps whatever
 * state it likes but must be deterministic: same inputs, same decisions.
 *
 * <p>Three hooks tell a policy what happens between its decisions; each may only read the job it
 * is given: actions belong to {@link #decide}.
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
   */
  default void arrived(JobView job) {}

  /** Told of each job as its last task finishes, before any decision sees it; by default nothing. */
  default void finished(JobView job) {}

  /**
   * The last look at a queued job (node or core queue) the moment it would start: {@code false}
   * cancels it for good (paper 002's start-time cancellation) and the next in the queue is looked
   * at. By default every queued job starts.
   */
  default boolean lastLook(JobView job, double nowSeconds) {
    return true;
  }

  /**
   * Told once when the run is over — every job has left, the stop time came, or the run failed —
   * so that a policy holding something outside the kernel (an external policy's process) lets it
   * go; by default nothing. The kernel calls no other method afterwards.
   */
  default void runEnded() {}
}
