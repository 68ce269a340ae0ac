package org.valen.hc.paper004.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import org.valen.runtime.policy.JobView;

/**
 * The index of the fast implementation: it finds the choices of the readable heuristics without
 * looking at every mappable task, and the tasks to drop without looking at every task. Held equal
 * to the plain scans by {@code ImplementationEquivalenceTest}.
 *
 * <p>A waiting task's RET does not change while it waits, and its utility never rises with time,
 * so its Util or UPT on a cluster, computed at some time, is an upper bound of it at any later
 * time. The index keeps the mappable tasks in heaps ordered by such bounds (highest first, then
 * the lower job index): per cluster, one heap of the tasks that can preempt and one of those that
 * cannot ({@link #best}, for Max Util, Greedy and Diff; the other heuristics do without: Pair's first
 * phase pairs a task with every executing task, and keeps first phases within an event instead,
 * {@code PairRounds}). A heap's top whose bound is older than now is recomputed and put back ("lazy greedy"); once the top is current, no task below can beat it.
 * Tasks that leave the set are dropped from the heaps as they surface.
 */
public final class TaskIndex implements MappableTasks.Listener {
  private final ClusterPlans clusters;
  private final Objective objective;
  private final PreemptionFlags flags;
  private final boolean keepsBest;
  private final List<Tracked> tracked = new ArrayList<>();
  /** How many tasks are mappable now. */
  private int mappable;
  private final List<PriorityQueue<Entry>> canPreempt = new ArrayList<>();
  private final List<PriorityQueue<Entry>> cannotPreempt = new ArrayList<>();
  private final PriorityQueue<Entry> zeroTimes = new PriorityQueue<>((a, b) -> a.key != b.key
      ? Double.compare(a.key, b.key) : Integer.compare(a.task.job.index(), b.task.job.index()));

  /** A task the index has seen: its RET on each cluster while it waits, its flag, and its version. */
  private static final class Tracked {
    final JobView job;
    int version;
    double[] remaining;
    boolean canPreempt;

    Tracked(JobView job) {
      this.job = job;
    }
  }

  /** A task's key in one heap, valid while the task's version is unchanged; {@code cluster} −1: all clusters. */
  private record Entry(Tracked task, int version, int cluster, double key, double keyTime) {
    boolean current() {
      return version == task.version;
    }
  }

  private static final Comparator<Entry> BY_KEY = (a, b) -> a.key != b.key ? Double.compare(b.key, a.key)
      : Integer.compare(a.task.job.index(), b.task.job.index());

  /**
   * @param keepsBest whether to keep the heaps of {@link #best} (for a heuristic with a {@link
   *     ClusterRule}); without them the index finds only the tasks to drop
   */
  public TaskIndex(ClusterPlans clusters, Objective objective, PreemptionFlags flags, boolean keepsBest) {
    this.clusters = clusters;
    this.objective = objective;
    this.flags = flags;
    this.keepsBest = keepsBest;
    for (int k = 0; k < clusters.clusterCount(); k++) {
      canPreempt.add(new PriorityQueue<>(BY_KEY));
      cannotPreempt.add(new PriorityQueue<>(BY_KEY));
    }
  }

  @Override
  public void added(JobView job) {
    while (tracked.size() <= job.index()) {
      tracked.add(null);
    }
    Tracked t = tracked.get(job.index());
    if (t == null) {
      t = new Tracked(job);
      tracked.set(job.index(), t);
    }
    t.version++;
    t.canPreempt = flags.canPreempt(job);
    t.remaining = new double[clusters.clusterCount()];
    double fastest = Double.POSITIVE_INFINITY;
    double since = job.arrivalSeconds(); // a bound from the arrival holds from now on
    for (int k = 0; k < t.remaining.length; k++) {
      t.remaining[k] = clusters.remainingSeconds(job, k);
      fastest = Math.min(fastest, t.remaining[k]);
      double key = keepsBest ? valueAt(t, k, since) : 0;
      if (key > 0) {
        (t.canPreempt ? canPreempt : cannotPreempt).get(k).add(new Entry(t, t.version, k, key, since));
      }
    }
    double zeroAt = job.arrivalSeconds() + job.valueCurve().zeroAfterSeconds() - fastest;
    zeroTimes.add(new Entry(t, t.version, -1, Double.isNaN(zeroAt) ? Double.NEGATIVE_INFINITY : zeroAt, since));
    mappable++;
    dropStaleEntries();
  }

  @Override
  public void removed(JobView job) {
    tracked.get(job.index()).version++;
    mappable--;
  }

  /**
   * The entries of tasks that left the set surface only when they reach a heap's top, which those
   * of low keys may never do: once the heaps hold twice what the mappable tasks can (one entry per
   * cluster and one zero time each), they are cleared of them. No choice depends on the heaps'
   * layout: of the current entries the top is unique (the key, then the job index).
   */
  private void dropStaleEntries() {
    int entries = 0;
    for (int k = 0; k < clusters.clusterCount(); k++) {
      entries += canPreempt.get(k).size() + cannotPreempt.get(k).size();
    }
    if (entries > 2 * clusters.clusterCount() * mappable + 4096) {
      for (int k = 0; k < clusters.clusterCount(); k++) {
        canPreempt.get(k).removeIf(e -> !e.current());
        cannotPreempt.get(k).removeIf(e -> !e.current());
      }
    }
    if (zeroTimes.size() > 2 * mappable + 4096) {
      zeroTimes.removeIf(e -> !e.current());
    }
  }

  /**
   * The mappable tasks that earn nothing anywhere now ({@link MappingEvent#earnsNothingAnywhere}),
   * in arrival order: those whose utility ends before their fastest RET from now could, checked
   * exactly.
   */
  public List<JobView> earningNothing(MappingEvent event) {
    double now = event.now();
    List<JobView> out = new ArrayList<>();
    List<Entry> notYet = new ArrayList<>();
    while (!zeroTimes.isEmpty() && zeroTimes.peek().key <= now + 1e-6) {
      Entry e = zeroTimes.poll();
      if (!e.current()) {
        continue;
      }
      if (event.earnsNothingAnywhere(e.task.job)) {
        out.add(e.task.job);
      } else {
        notYet.add(new Entry(e.task, e.version, -1, Math.nextUp(now), now)); // rounding: look again next event
      }
    }
    zeroTimes.addAll(notYet);
    out.sort(Comparator.comparingInt(JobView::index));
    return out;
  }

  /**
   * The choice of Max Util, Greedy or Diff ({@code rule}) that the plain scan of every task's
   * first phase would take. On each cluster the rule's core is the same for every task that can
   * (or cannot) preempt, and its value rises with the task's own, so the top of the cluster's heap
   * is the best task there; the best of those is the best choice.
   */
  public Choice best(MappingEvent event, ClusterRule rule) {
    if (!keepsBest) {
      throw new IllegalStateException("this index keeps no heaps for a cluster rule");
    }
    double now = event.now();
    Choice best = null;
    for (int k = 0; k < clusters.clusterCount(); k++) {
      for (boolean preempts : new boolean[] {true, false}) {
        ClusterOption option = rule.option(event, k, preempts);
        Entry top = option == null ? null : top((preempts ? canPreempt : cannotPreempt).get(k), now);
        if (top == null) {
          continue;
        }
        double worth = rule.value(top.key, option);
        if (!Double.isNaN(worth)) {
          best = Choice.better(best, Choice.of(top.task.job, k, option.victim(), worth, now + top.task.remaining[k]));
        }
      }
    }
    return best;
  }

  /** The heap's top with a key exact at {@code now}: stale entries dropped, old keys recomputed; null if empty. */
  private Entry top(PriorityQueue<Entry> heap, double now) {
    while (!heap.isEmpty()) {
      Entry top = heap.peek();
      if (!top.current()) {
        heap.poll();
      } else if (top.keyTime < now) {
        heap.poll();
        double key = valueAt(top.task, top.cluster, now);
        if (key > 0) {
          heap.add(new Entry(top.task, top.version, top.cluster, key, now));
        }
      } else {
        break;
      }
    }
    return heap.peek();
  }

  /** The task's Util (UPT) on cluster {@code k} if started at {@code start}. */
  private double valueAt(Tracked t, int k, double start) {
    double ret = t.remaining[k];
    return Double.isInfinite(ret) ? 0 : objective.of(t.job.valueIfCompletedAt(start + ret), ret);
  }
}
