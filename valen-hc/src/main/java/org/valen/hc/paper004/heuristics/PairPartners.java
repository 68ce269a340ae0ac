package org.valen.hc.paper004.heuristics;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.valen.hc.paper004.rules.MappingEvent;
import org.valen.hc.paper004.rules.RunningTask;
import org.valen.model.value.ValueCurve;

/**
 * The executing tasks Preempt Pair may pair a task with in one mapping event — preemptible, and
 * executing when the event began — for the indexed implementation ({@link PairRounds}): of each
 * cluster, in groups of alike tasks, the groups in order of falling value.
 *
 * <p>Tasks of the same utility function, arrival and RET (the tasks of a burst started together)
 * make the same orderings with any task, so of a group only the one the pair's tie rule takes
 * ({@link RunningTask#compareAsVictim}: of equal values the latest arrival) needs a look; it is the
 * only one of its group that can be preempted, and the next takes its place. And an ordering's net
 * is never above the task's value plus the executing task's (each completes no earlier than if it
 * ran alone, and utility never rises with time), so a search may stop at the first group whose
 * value cannot reach the best net found.
 */
final class PairPartners {
  private final List<List<Group>> byCluster = new ArrayList<>();
  private final List<Map<Kind, Group>> groupsOf = new ArrayList<>();

  /** Alike executing tasks of one cluster, the first the one a pair would preempt. */
  static final class Group {
    private final List<RunningTask> tasks = new ArrayList<>();
    private int next;

    /** The task of the group a pair takes; null once all were preempted. */
    RunningTask first() {
      return next < tasks.size() ? tasks.get(next) : null;
    }

    /** The value (Util or UPT) of every task of the group. */
    double value() {
      return tasks.get(0).value();
    }
  }

  /** What makes executing tasks alike as partners (the utility function by identity: alike tasks share it). */
  private record Kind(ValueCurve curve, double arrivalSeconds, double remainingSeconds) {
    static Kind of(RunningTask r) {
      return new Kind(r.job().valueCurve(), r.job().arrivalSeconds(), r.remainingSeconds());
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Kind k && curve == k.curve && Double.compare(arrivalSeconds, k.arrivalSeconds) == 0
          && Double.compare(remainingSeconds, k.remainingSeconds) == 0;
    }

    @Override
    public int hashCode() {
      return System.identityHashCode(curve) * 31 + Double.hashCode(arrivalSeconds) * 17
          + Double.hashCode(remainingSeconds);
    }
  }

  /** The partners of the event as it begins (before any assignment). */
  PairPartners(MappingEvent event) {
    for (int k = 0; k < event.clusterCount(); k++) {
      Map<Kind, Group> alike = new HashMap<>();
      for (RunningTask r : event.running(k)) {
        if (r.preemptible() && !r.startedInThisEvent()) {
          alike.computeIfAbsent(Kind.of(r), x -> new Group()).tasks.add(r);
        }
      }
      List<Group> groups = new ArrayList<>(alike.values());
      for (Group g : groups) {
        g.tasks.sort(RunningTask::compareAsVictim);
      }
      groups.sort(Comparator.comparingDouble(Group::value).reversed()); // ties in any order: no search depends on it
      byCluster.add(groups);
      groupsOf.add(alike);
    }
  }

  /** The groups of cluster {@code k}, of falling value (do not modify). */
  List<Group> of(int k) {
    return byCluster.get(k);
  }

  /**
   * {@code victim}, the first of its group, was preempted: the next of the group takes its place.
   * Returns that next task (alike in all orderings), or null if the group is gone.
   */
  RunningTask preempted(RunningTask victim) {
    Group g = groupsOf.get(victim.cluster()).get(Kind.of(victim));
    if (g == null || g.first() != victim) {
      throw new IllegalStateException("task " + victim.job().id() + " is not a pair partner");
    }
    g.next++;
    if (g.first() == null) {
      byCluster.get(victim.cluster()).remove(g);
    }
    return g.first();
  }
}
