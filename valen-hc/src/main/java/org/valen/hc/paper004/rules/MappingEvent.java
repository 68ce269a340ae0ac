package org.valen.hc.paper004.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.PriorityQueue;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Plan;

/**
 * One mapping event as paper 004's heuristics see it (section III-A): the mappable tasks, the
 * clusters with their idle cores and their executing tasks, what a task would earn on a cluster
 * (its Util or UPT, {@link Objective}), the preemption flags, and the two actions of the mapping:
 * assign a task to an idle core, or preempt the task a core executes and assign another there.
 * Actions apply at once, so the view always shows their effect; a preempted task becomes mappable
 * at once, bound to its cluster.
 *
 * <p>Remaining execution time (section III-D.2): RET = the task's ETC on the cluster × the share
 * of its work not done — its ETC for a task that never ran, "the ETC entry … minus the amount of
 * time it has spent executing" for one that was preempted or is executing (with deterministic
 * times, as in the paper, these are equal). A preempted task has an RET only on its own cluster.
 */
public final class MappingEvent {
  private final DecisionContext context;
  private final Objective objective;
  private final PreemptionFlags flags;
  private final MappableTasks mappable;
  private final ClusterPlans clusters;
  private final long number;
  private final Optional<TaskIndex> index;
  private final ExecutingTasks executing;
  /** The executing tasks of each cluster as this event sees them, made when first asked for. */
  private final List<List<RunningTask>> running;
  /** Indexed: the RETs and values now of the mappable tasks asked about ({@link #memo}). */
  private final Map<JobView, double[]> memo = new IdentityHashMap<>();
  /** Indexed: of each cluster, its preemptible tasks in the order they are preempted; made when first asked for. */
  private final List<PriorityQueue<RunningTask>> victims;

  MappingEvent(DecisionContext context, Objective objective, PreemptionFlags flags, MappableTasks mappable,
      ClusterPlans clusters, ExecutingTasks executing, long number, Optional<TaskIndex> index) {
    this.context = context;
    this.objective = objective;
    this.flags = flags;
    this.mappable = mappable;
    this.clusters = clusters;
    this.executing = executing;
    this.number = number;
    this.index = index;
    this.running = new ArrayList<>(Collections.nCopies(clusters.clusterCount(), null));
    this.victims = new ArrayList<>(Collections.nCopies(clusters.clusterCount(), null));
  }

  /**
   * The executing tasks of cluster {@code k}. An executing task's estimated completion is fixed
   * when it starts: "the resource manager can use the ETC matrix and the start time of each task to
   * determine the estimated finish time" (section II-E) — the start of its current run plus its RET
   * then; its RET now is the time from now to that completion (never below 0).
   */
  private List<RunningTask> cluster(int k) {
    List<RunningTask> tasks = running.get(k);
    if (tasks == null) {
      tasks = new ArrayList<>();
      for (ExecutingTasks.Executing e : executing.of(k)) {
        double remaining = Math.max(0, e.completionSeconds() - now());
        double value = objective.of(e.utilityIfCompletedAt(now() + remaining), remaining);
        tasks.add(new RunningTask(e.job(), k, e.node(), remaining, value, flags.preemptible(e.job()), false));
      }
      running.set(k, tasks);
    }
    return tasks;
  }

  private RunningTask startedNow(JobView job, int k, int node, double remaining) {
    double value = objective.of(job.valueIfCompletedAt(now() + remaining), remaining);
    return new RunningTask(job, k, node, remaining, value, flags.preemptible(job), true);
  }

  public double now() {
    return context.now();
  }

  /** The mapping events so far, this one included (1 for the first): Random's stream. */
  public long number() {
    return number;
  }

  public Objective objective() {
    return objective;
  }

  /** The index that finds the heuristics' choices fast, if this run keeps one. */
  public Optional<TaskIndex> index() {
    return index;
  }

  // ---- tasks

  /** The mappable tasks in arrival order: a copy, which the caller may walk while it acts. */
  public List<JobView> mappable() {
    return mappable.inArrivalOrder();
  }

  /** The mappable task that arrived first; null if there is none. */
  public JobView firstMappable() {
    return mappable.after(-1);
  }

  /** The mappable task that arrived next after {@code task} (which need not be mappable any more); null if none. */
  public JobView nextMappable(JobView task) {
    return mappable.after(task.index());
  }

  /** Whether {@code task} may preempt other tasks (its flag). */
  public boolean canPreempt(JobView task) {
    return flags.canPreempt(task);
  }

  // ---- clusters

  public int clusterCount() {
    return clusters.clusterCount();
  }

  /** Idle cores of cluster {@code k}. */
  public int idleCores(int k) {
    return context.freeCoresOfType(k);
  }

  /** The RET of mappable {@code task} on cluster {@code k}; +∞ if it cannot run there. */
  public double remainingSeconds(JobView task, int k) {
    if (index.isEmpty()) {
      return clusters.remainingSeconds(task, k);
    }
    double[] of = memo(task); // indexed: computed once per event (it does not change while the task waits)
    if (Double.isNaN(of[2 * k])) {
      of[2 * k] = clusters.remainingSeconds(task, k);
    }
    return of[2 * k];
  }

  /** {@code task}'s Util or UPT if it started now on a core of cluster {@code k}; 0 if it cannot run there. */
  public double value(JobView task, int k) {
    if (index.isEmpty()) {
      return valueIfStartedAt(task, k, now());
    }
    double[] of = memo(task); // indexed: computed once per event
    if (Double.isNaN(of[2 * k + 1])) {
      of[2 * k + 1] = valueIfStartedAt(task, k, now());
    }
    return of[2 * k + 1];
  }

  /** Indexed: the RET and value now of a mappable task on each cluster, NaN until asked for. */
  private double[] memo(JobView task) {
    double[] v = memo.get(task); // get, then put: no lambda made per call
    if (v == null) {
      v = new double[2 * clusterCount()];
      Arrays.fill(v, Double.NaN);
      memo.put(task, v);
    }
    return v;
  }

  /** {@code task}'s Util or UPT if it started at {@code startSeconds} on a core of cluster {@code k}; 0 if it cannot run there. */
  public double valueIfStartedAt(JobView task, int k, double startSeconds) {
    double ret = remainingSeconds(task, k);
    return Double.isInfinite(ret) ? 0 : objective.of(task.valueIfCompletedAt(startSeconds + ret), ret);
  }

  /** Whether mappable {@code task} would earn nothing on any cluster, started now: it is to be dropped (section III-B). */
  public boolean earnsNothingAnywhere(JobView task) {
    for (int k = 0; k < clusterCount(); k++) {
      if (value(task, k) > 0) {
        return false;
      }
    }
    return true;
  }

  /** The tasks executing on cluster {@code k}, in the order they were seen or started (do not modify). */
  public List<RunningTask> running(int k) {
    return Collections.unmodifiableList(cluster(k));
  }

  /** The preemptible task of cluster {@code k} that is preempted first ({@link RunningTask#compareAsVictim}); null if none. */
  public RunningTask leastPreemptible(int k) {
    if (index.isPresent()) {
      return victimsOf(k).peek(); // the same task from a heap, kept through the event's actions
    }
    RunningTask least = null;
    for (RunningTask r : cluster(k)) {
      if (r.preemptible() && (least == null || r.compareAsVictim(least) < 0)) {
        least = r;
      }
    }
    return least;
  }

  private PriorityQueue<RunningTask> victimsOf(int k) {
    if (victims.get(k) == null) {
      PriorityQueue<RunningTask> heap = new PriorityQueue<>(RunningTask::compareAsVictim);
      for (RunningTask r : cluster(k)) {
        if (r.preemptible()) {
          heap.add(r);
        }
      }
      victims.set(k, heap);
    }
    return victims.get(k);
  }

  // ---- actions

  /** Assigns mappable {@code task} to an idle core of cluster {@code k} (of its first node with one). */
  public void assign(JobView task, int k) {
    for (int node : clusters.nodes(k)) {
      if (context.freeCores(node) > 0) {
        start(task, k, node);
        return;
      }
    }
    throw new IllegalStateException("cluster " + k + " has no idle core for task " + task.id());
  }

  /** Preempts {@code victim} (it becomes mappable, bound to its cluster) and assigns {@code task} to its core. */
  public void preemptAndAssign(JobView task, RunningTask victim) {
    if (!victim.preemptible() || !flags.canPreempt(task)) {
      throw new IllegalStateException("task " + task.id() + " may not preempt " + victim.job().id());
    }
    preempt(victim);
    memo.remove(victim.job()); // mappable again, with its progress and bound to its cluster
    start(task, victim.cluster(), victim.node());
  }

  /** Applies a first-phase choice: the preemption it needs, then the assignment. */
  public void apply(Choice c) {
    if (c.deferred()) {
      throw new IllegalStateException("a deferred choice is not applied: " + c);
    }
    if (c.isIdleCore()) {
      assign(c.task(), c.cluster());
    } else {
      preemptAndAssign(c.task(), c.victim());
    }
  }

  /** Drops mappable {@code task} for good (section III-B). */
  public void drop(JobView task) {
    mappable.remove(task);
    context.drop(task);
  }

  private void preempt(RunningTask victim) {
    if (!cluster(victim.cluster()).remove(victim)) {
      throw new IllegalStateException("task " + victim.job().id() + " is not executing on cluster " + victim.cluster());
    }
    PriorityQueue<RunningTask> heap = victims.get(victim.cluster());
    if (heap != null && !(heap.peek() == victim ? heap.poll() != null : heap.remove(victim))) {
      throw new IllegalStateException("task " + victim.job().id() + " is not preemptible on cluster " + victim.cluster());
    }
    context.preempt(victim.job(), true);
    executing.stopped(victim.job(), victim.cluster());
    mappable.add(victim.job());
  }

  private void start(JobView task, int k, int node) {
    double remaining = remainingSeconds(task, k);
    Plan plan = clusters.plan(task.template(), k);
    if (Double.isInfinite(remaining) || plan == null) {
      throw new IllegalStateException("task " + task.id() + " cannot run on cluster " + k);
    }
    mappable.remove(task);
    context.allocate(task, node, plan);
    executing.started(task, k, node);
    if (running.get(k) != null) {
      RunningTask r = startedNow(task, k, node, remaining);
      running.get(k).add(r);
      if (victims.get(k) != null && r.preemptible()) {
        victims.get(k).add(r);
      }
    }
  }
}
