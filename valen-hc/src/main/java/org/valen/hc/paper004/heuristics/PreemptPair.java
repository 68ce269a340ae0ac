package org.valen.hc.paper004.heuristics;

import java.util.HashSet;
import java.util.Set;
import org.valen.hc.paper004.rules.Choice;
import org.valen.hc.paper004.rules.Heuristic;
import org.valen.hc.paper004.rules.MappableTasks;
import org.valen.hc.paper004.rules.MappingEvent;
import org.valen.hc.paper004.rules.Objective;
import org.valen.hc.paper004.rules.PreemptionFlags;
import org.valen.hc.paper004.rules.RunningTask;
import org.valen.runtime.policy.JobView;

/**
 * Max Util Preempt Pair and Max UPT Preempt Pair (paper 004, section III-E.4, Algorithm 3): "tries
 * to greedily maximize the net Util earned by two tasks at once".
 *
 * <p>First phase, for a task t that can preempt (lines 3–13): on every core executing a
 * preemptible task r, two orderings — t preempts r, completes, and r resumes after it; or r
 * completes first and t follows — and the one of higher net Util (t's plus r's; of equal nets, no
 * preemption); of all cores, the ordering of highest net Util ({@link #bestPair}). Then the idle
 * core of highest Util for t; the pair is chosen if its net Util is greater than t's Util on that
 * idle core plus r's where it runs (line 9), else the idle core. A task that cannot preempt takes
 * the idle core (lines 14–15). Second phase (lines 16–22): the task of highest Util in its own
 * choice ("only the Util of the task being assigned is considered"); if r runs first in its pair, t
 * is not assigned in this event, else it is assigned, preempting r if its pair says so. With UPT,
 * every Util above is a UPT: a task's Util at its completion in the ordering / its RET.
 *
 * <p><b>Termination.</b> As written, the second phase can pick the same deferred task again and
 * again, for ever. Here a task deferred in an event is not considered again in that event (the
 * issue's fix). And the orderings are not transitive — three tasks can each prefer to run before
 * the next, around a cycle — so a task Pair started in this event is not paired again in it: the
 * pairs consider only tasks that were executing when the event began. Both rules bound the loop:
 * each round assigns a task to an idle core, defers one, or preempts a task that was executing
 * before, and a task assigned in the event is never preempted in it.
 *
 * <p>Ties: of two cores of the same net, the ordering in which t completes first, then the lower
 * cluster index, then the victim order ({@link RunningTask#compareAsVictim}); of two idle cores,
 * the earlier completion, then the lower cluster index; of two tasks, the one that arrived first.
 */
public final class PreemptPair implements Heuristic {
  private final String name;
  private final Objective objective;
  /** The indexed implementation's kinds of mappable tasks ({@link #watch}); null in the readable one. */
  private PairKinds kinds;

  public PreemptPair(String name, Objective objective) {
    this.name = name;
    this.objective = objective;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public Objective objective() {
    return objective;
  }

  @Override
  public void watch(MappableTasks tasks, PreemptionFlags flags) {
    kinds = new PairKinds(flags);
    tasks.listen(kinds);
  }

  @Override
  public void map(MappingEvent event) {
    if (event.index().isPresent()) {
      if (kinds == null) {
        throw new IllegalStateException(name + ": the indexed implementation needs the kinds watch() keeps");
      }
      new PairRounds(this, event, kinds).run(); // the same rounds, with first phases cached
      return;
    }
    Set<Integer> deferred = new HashSet<>();
    while (true) {
      Choice best = secondPhase(event, deferred);
      if (best == null) {
        return;
      }
      if (best.deferred()) {
        deferred.add(best.task().index()); // line 19: nothing with t in this event
      } else {
        event.apply(best); // lines 21-22, preempting if needed
      }
    }
  }

  /** Line 16: of every mappable task not deferred in this event, the choice of highest value. */
  private Choice secondPhase(MappingEvent event, Set<Integer> deferred) {
    Choice best = null;
    for (JobView task : event.mappable()) {
      if (!deferred.contains(task.index())) {
        best = Choice.better(best, phaseOne(event, task));
      }
    }
    return best;
  }

  /** Lines 2–15 for one task: its choice, valued by its own Util in it; null if it has none that earns. */
  Choice phaseOne(MappingEvent event, JobView task) {
    return choose(bestIdleCore(event, task), event.canPreempt(task) ? bestPair(event, task) : null);
  }

  /**
   * Lines 9–15: of the best idle core and the best pair (null for a task that cannot preempt, or
   * without a pair), the pair if its net is greater than the task's value on the idle core plus the
   * executing task's; null if the choice earns the task nothing.
   */
  static Choice choose(Choice idle, PairOrdering pair) {
    if (pair == null) {
      return idle;
    }
    if (idle == null || pair.net() > idle.value() + pair.victim().value()) {
      return pair.ownValue() > 0 ? pair.choice() : null;
    }
    return idle;
  }

  /** Lines 8 and 15: the idle core that maximizes the task's value. */
  Choice bestIdleCore(MappingEvent event, JobView task) {
    Choice best = null;
    for (int k = 0; k < event.clusterCount(); k++) {
      double value = event.value(task, k);
      if (event.idleCores(k) > 0 && value > 0) {
        best = Choice.better(best, Choice.of(task, k, null, value, event.now() + event.remainingSeconds(task, k)));
      }
    }
    return best;
  }

  /** Lines 5–7: over every core executing a preemptible task, the ordering of highest net value; null if none. */
  PairOrdering bestPair(MappingEvent event, JobView task) {
    PairOrdering best = null;
    for (int k = 0; k < event.clusterCount(); k++) {
      double first = event.value(task, k);
      if (!(first > 0)) {
        continue; // it would earn nothing on this cluster even now
      }
      for (RunningTask r : event.running(k)) {
        if (r.preemptible() && !r.startedInThisEvent()) {
          PairOrdering o = ordering(event, task, first, r);
          if (best == null || o.beats(best)) {
            best = o;
          }
        }
      }
    }
    return best;
  }

  /**
   * Lines 5–6 for the core of executing task r: the ordering in which the task preempts r and r
   * resumes after it, and the one in which r completes first; the one of higher net value (of equal
   * nets, no preemption). {@code first} is the task's value on r's cluster if it started now.
   */
  PairOrdering ordering(MappingEvent event, JobView task, double first, RunningTask r) {
    double now = event.now();
    double ret = event.remainingSeconds(task, r.cluster());
    double preemptFirst = first + r.valueIfCompletedAt(objective, now + ret + r.remainingSeconds());
    double second = objective.of(task.valueIfCompletedAt(now + r.remainingSeconds() + ret), ret);
    double runFirst = r.value() + second;
    return preemptFirst > runFirst
        ? new PairOrdering(task, r, preemptFirst, first, now + ret, false)
        : new PairOrdering(task, r, runFirst, second, now + r.remainingSeconds() + ret, true);
  }

  /**
   * One ordering of the task and an executing task r on r's core: its net value, the task's own
   * value in it, its completion, and whether r runs first.
   */
  record PairOrdering(JobView task, RunningTask victim, double net, double ownValue, double completionSeconds,
      boolean victimFirst) {

    Choice choice() {
      return new Choice(task, victim.cluster(), victim, ownValue, completionSeconds, victimFirst);
    }

    boolean beats(PairOrdering other) {
      if (net != other.net) {
        return net > other.net;
      }
      if (completionSeconds != other.completionSeconds) {
        return completionSeconds < other.completionSeconds;
      }
      if (victim.cluster() != other.victim.cluster()) {
        return victim.cluster() < other.victim.cluster();
      }
      return victim.compareAsVictim(other.victim) < 0;
    }
  }
}
