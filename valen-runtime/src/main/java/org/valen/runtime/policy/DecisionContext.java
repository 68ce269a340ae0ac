package org.valen.runtime.policy;

import java.util.List;
import org.valen.model.job.Catalogue;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Platform;

/**
 * What a policy sees and does when the kernel asks it to decide: a read-only view of the data
 * centre, the offers of its model, and the actions it may take. Actions apply at once, so the view
 * always shows their effect (paper 001's "update platform resources" after each decision). The
 * kernel refuses an impossible action with an {@link IllegalDecisionException}.
 *
 * <p>Queries that a policy asks often answer without copying: the waiting jobs in a chosen order
 * ({@link #waiting(WaitingOrder)}), free cores per node and per core type, the next node with free
 * cores. Only {@link #waiting()}, {@link #running()} and {@link #queue(int)} copy.
 */
public interface DecisionContext {

  /** Simulated time in seconds. */
  double now();

  /** Whether this decision is at a periodic checkpoint (or mapping event). */
  boolean atCheckpoint();

  Platform platform();

  Catalogue catalogue();

  // ---- offers

  /**
   * How {@code job} could run on {@code node} with at most {@code maxCores} cores if it started at
   * {@code startSeconds}, as the run's model answers, in this order:
   *
   * <ul>
   *   <li>from the design-time profiles of the job's template on the node's core type, where the run
   *       has them: each core budget's selected plan that fits, repeats and plans another beats in
   *       both response time and energy left out, <b>fastest first</b>;
   *   <li>from the execution model, a one-task job: every P-state, <b>in level order</b> (level 0
   *       first; a generated matrix may make a higher level faster than a lower one);
   *   <li>from the execution model, a DAG job: the earliest-finish plan at each core count and v/f
   *       level, plans another beats in both left out, <b>fastest first</b>.
   * </ul>
   *
   * Empty if the node's core type cannot run the job, never an exception.
   */
  List<Offer> offers(JobView job, int node, int maxCores, double startSeconds);

  /** {@link #offers(JobView, int, int, double)} on the node's free cores, starting now. */
  default List<Offer> offers(JobView job, int node) {
    return offers(job, node, freeCores(node), now());
  }

  // ---- nodes and cores

  int nodeCount();

  /** Cores of node {@code node} that no job holds. */
  int freeCores(int node);

  /** All cores of node {@code node}. */
  int totalCores(int node);

  /** Index of {@code node}'s core type in {@code platform().coreTypes()}. */
  int coreTypeOf(int node);

  /** The core type of {@code node}. */
  default CoreType coreType(int node) {
    return platform().coreTypes().get(coreTypeOf(node));
  }

  /** Free cores over all nodes of core type {@code coreType} (an index in {@code platform().coreTypes()}). */
  int freeCoresOfType(int coreType);

  /** The first node at or after {@code from} with a free core, or -1: walk them with {@code n = nextNodeWithFreeCores(n + 1)}. */
  int nextNodeWithFreeCores(int from);

  /** Whether core {@code core} (0 … totalCores − 1) of {@code node} is held by a job. */
  boolean isCoreHeld(int node, int core);

  // ---- jobs

  /** Jobs that arrived and wait for cores, in arrival order: a copy. */
  List<? extends JobView> waiting();

  /**
   * The waiting jobs in {@code order}, without copying: a live view, which a policy may walk while
   * it acts on the jobs it is given (a job that stops waiting is skipped; one that waits again
   * takes its place in the order).
   */
  Iterable<JobView> waiting(WaitingOrder order);

  /** The first waiting job in {@code order}, or null if none waits. */
  JobView firstWaiting(WaitingOrder order);

  /**
   * The waiting jobs that core type {@code coreType} can run (every task of the job, and a
   * preempted job not bound to another core type), in {@code order}: a live view as {@link
   * #waiting(WaitingOrder)}. On a heterogeneous platform a policy finds the job for a free node of
   * that type without walking the jobs it cannot run.
   */
  Iterable<JobView> waiting(WaitingOrder order, int coreType);

  /** The first waiting job in {@code order} that core type {@code coreType} can run, or null. */
  JobView firstWaiting(WaitingOrder order, int coreType);

  /** Number of waiting jobs. */
  int waitingCount();

  /** Jobs that hold cores, in the order they were allocated: a copy. */
  List<? extends JobView> running();

  /**
   * Jobs queued on node {@code node}, in queue order: a copy. The head starts the moment the node
   * has enough free cores for its plan, without waiting for a decision (the "pending task" of paper
   * 000's queued environment).
   */
  List<? extends JobView> queue(int node);

  /** Jobs queued on core {@code core} of {@code node}, in queue order: a copy. */
  List<? extends JobView> coreQueue(int node, int core);

  /** Wall energy the platform has used from time 0 until now, every kind included. */
  double energyJoules();

  // ---- actions

  /**
   * Starts a waiting job on {@code plan.usedCores()} free cores of {@code node} (the
   * lowest-numbered free ones). A job that was preempted resumes with the work it had done.
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
   * as soon as the node has room (at once if it has room now), unless the policy's {@link
   * Policy#lastLook} cancels it then.
   */
  void enqueue(JobView job, int node, Plan plan);

  /**
   * Appends a waiting job to the queue of one core, {@code core} of {@code node}, with a one-core
   * {@code plan} (paper 002's per-core FIFO queues): it starts on that core in queue order as soon
   * as the core is free, unless the policy's {@link Policy#lastLook} cancels it then.
   */
  void enqueueOnCore(JobView job, int node, int core, Plan plan);

  /** Takes a queued job (node or core queue) out of its queue; it waits again. */
  void withdraw(JobView job);

  /**
   * Stops a running job and frees its cores; it waits again, keeping the work its tasks have done
   * (paper 004's preemption: no overhead). A later {@link #allocate} resumes it; if {@code
   * sameCoreType}, only on a node of the core type it ran on.
   */
  void preempt(JobView job, boolean sameCoreType);

  /** Removes a waiting or queued job for good: it is rejected. */
  void drop(JobView job);
}
