package org.valen.hc.paper004.heuristics;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.valen.hc.paper004.rules.MappableTasks;
import org.valen.hc.paper004.rules.PreemptionFlags;
import org.valen.model.job.JobTemplate;
import org.valen.model.value.ValueCurve;
import org.valen.runtime.policy.JobView;

/**
 * Preempt Pair's index in the indexed implementation: the mappable tasks grouped by {@link
 * TaskKind}, kept through the run as tasks join and leave the set, so that a mapping event ({@link
 * PairRounds}) starts from the kinds instead of walking every mappable task. With utility functions
 * that last hours the set holds thousands of tasks, a few hundred kinds (the tasks of a burst that
 * have not run are one).
 *
 * <p>A kind's task does not change what its first phase depends on while it waits: it is added
 * when it arrives or is preempted and removed when it starts or is dropped. A kind left empty stays
 * until the next event begins ({@link #nonEmpty}), so that an event sees one object per kind.
 */
final class PairKinds implements MappableTasks.Listener {
  private final PreemptionFlags flags;
  private final Map<TaskKind, Waiting> byKind = new LinkedHashMap<>();
  /** Of each mappable task (by job index), its kind's tasks. */
  private final List<Waiting> ofTask = new ArrayList<>();

  /** The mappable tasks of one kind, in arrival order. */
  static final class Waiting {
    final boolean canPreempt;
    final TreeMap<Integer, JobView> tasks = new TreeMap<>();

    Waiting(boolean canPreempt) {
      this.canPreempt = canPreempt;
    }
  }

  PairKinds(PreemptionFlags flags) {
    this.flags = flags;
  }

  @Override
  public void added(JobView job) {
    Waiting w = byKind.computeIfAbsent(TaskKind.of(job, flags.canPreempt(job)), k -> new Waiting(k.canPreempt()));
    w.tasks.put(job.index(), job);
    while (ofTask.size() <= job.index()) {
      ofTask.add(null);
    }
    ofTask.set(job.index(), w);
  }

  @Override
  public void removed(JobView job) {
    ofTask.get(job.index()).tasks.remove(job.index());
    ofTask.set(job.index(), null);
  }

  /** The kind of mappable {@code job}. */
  Waiting of(JobView job) {
    return ofTask.get(job.index());
  }

  /** The kinds with a mappable task, in the order they first appeared; the empty ones are forgotten. */
  List<Waiting> nonEmpty() {
    byKind.values().removeIf(w -> w.tasks.isEmpty());
    return new ArrayList<>(byKind.values());
  }

  /**
   * What a task's first phase depends on, beside the cores: its type, utility function (both by
   * identity: alike tasks share them), arrival, progress, resume cluster and flag. The tasks of a
   * burst that have not run are all alike.
   */
  private record TaskKind(JobTemplate template, ValueCurve curve, double arrivalSeconds, double doneWorkFraction,
      int resumeCluster, boolean canPreempt) {
    static TaskKind of(JobView task, boolean canPreempt) {
      return new TaskKind(task.template(), task.valueCurve(), task.arrivalSeconds(), task.doneWorkFraction(),
          task.resumeCoreType(), canPreempt);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof TaskKind k && template == k.template && curve == k.curve
          && Double.compare(arrivalSeconds, k.arrivalSeconds) == 0
          && Double.compare(doneWorkFraction, k.doneWorkFraction) == 0 && resumeCluster == k.resumeCluster
          && canPreempt == k.canPreempt;
    }

    @Override
    public int hashCode() {
      return System.identityHashCode(template) * 31 + Double.hashCode(arrivalSeconds) * 17
          + Double.hashCode(doneWorkFraction) + resumeCluster;
    }
  }
}
