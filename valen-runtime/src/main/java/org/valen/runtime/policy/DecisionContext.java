package org.valen.runtime.policy;

import java.util.List;
import org.valen.model.job.Catalogue;
import org.valen.model.platform.Platform;

/**
 * What a policy sees and does when the kernel asks it to decide: a read-only view of the data
 * centre and the actions it may take. Actions apply at once, so the view always shows their
 * effect (paper 001's "update platform resources" after each decision). The kernel refuses an
 * impossible action with an {@link IllegalDecisionException}.
 */
public interface DecisionContext {

  /** Simulated time in seconds. */
  double now();

  /** Whether this decision is at a periodic checkpoint (or mapping event). */
  boolean atCheckpoint();

  Platform platform();

  Catalogue catalogue();

  int nodeCount();

  /** Cores of node {@code node} that no job holds. */
  int freeCores(int node);

  /** All cores of node {@code node}. */
  int totalCores(int node);

  /** Jobs that arrived and wait for cores, in arrival order. */
  List<? extends JobView> waiting();

  /** Jobs that hold cores, in the order they were allocated. */
  List<? extends JobView> running();

  /**
   * Jobs queued on node {@code node}, in queue order. The head starts the moment the node has
   * enough free cores for its plan, without waiting for a decision (the "pending task" of paper
   * 000's queued environment).
   */
  List<? extends JobView> queue(int node);

  /** Wall energy the platform has used from time 0 until now, every kind included. */
  double energyJoules();

  /**
   * Starts a waiting job on {@code plan.usedCores()} free cores of {@code node} (the
   * lowest-numbered free ones).
   */
  void allocate(JobView job, int node, Plan plan);

  /**
   * Moves a running job to a new plan on {@code node} (its own node or another). Finished tasks
   * stay finished; a running task keeps the work it has done (checkpoint and restart). The job
   * holds its new cores, paused, for {@code overheadSeconds}, drawing their busy power at the
   * fastest level, then goes on with the remaining work.
   */
  void reallocate(JobView job, int node, Plan plan, double overheadSeconds);

  /**
   * Appends a waiting job to the queue of {@code node} with {@code plan}; it starts in queue order
   * as soon as the node has room (at once if it has room now).
   */
  void enqueue(JobView job, int node, Plan plan);

  /** Takes a queued job out of its queue; it waits again. */
  void withdraw(JobView job);

  /** Removes a waiting or queued job for good: it is rejected. */
  void drop(JobView job);
}
