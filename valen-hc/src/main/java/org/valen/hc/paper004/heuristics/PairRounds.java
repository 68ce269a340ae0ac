package org.valen.hc.paper004.heuristics;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.TreeMap;
import org.valen.hc.paper004.heuristics.PreemptPair.PairOrdering;
import org.valen.hc.paper004.rules.Choice;
import org.valen.hc.paper004.rules.MappingEvent;
import org.valen.hc.paper004.rules.RunningTask;
import org.valen.runtime.policy.JobView;

/**
 * Preempt Pair's loop ({@link PreemptPair#map}) in the indexed implementation: the same rounds and
 * the same choices, from first phases kept from round to round instead of computed again for every
 * task. Within a mapping event the idle cores only get fewer, and so do the executing tasks Pair
 * pairs with (those executing when the event began; each preemption takes one away). A best of a
 * set stays the best of any subset that holds it (the tie rules make a total order), so
 *
 * <ul>
 *   <li>a task's best idle core ({@link PreemptPair#bestIdleCore}) stays its best while that
 *       core's cluster has an idle core left;
 *   <li>a task's best pair ({@link PreemptPair#bestPair}, here over {@link PairPartners}) stays its
 *       best while its executing task is not preempted;
 *   <li>its choice ({@link PreemptPair#choose}, lines 9–15) follows from the two, and is looked at
 *       again only when one of them is gone.
 * </ul>
 *
 * <p>Tasks alike in all their first phase depends on (a kind, {@link PairKinds}, kept through the
 * run: the tasks of a burst that have not run) share one. The second phase (line 16) takes the best
 * of the kinds' choices, each for the kind's first task in arrival order not deferred in this event
 * — the task that wins the tie of equal choices — from a queue of the kinds' choices. A deferral
 * changes nothing but the deferred set, so when a kind's choice is deferred, every task of the kind
 * that ranks above the best other choice in the queue would be deferred next, one after the other:
 * they are deferred at once. An event's cost then follows the kinds (hundreds), not the mappable
 * tasks (thousands). Held equal to the readable loop by {@code ImplementationEquivalenceTest}.
 */
final class PairRounds {
  private final PreemptPair rule;
  private final MappingEvent event;
  private final PairPartners partners;
  private final PairKinds kinds;
  /** This event's view of each kind of tasks that had a mappable task in it. */
  private final Map<PairKinds.Waiting, Kind> byKind = new IdentityHashMap<>();
  private final PriorityQueue<Candidate> ranked = new PriorityQueue<>((x, y) -> x.choice().compareTo(y.choice()));
  /** Of each cluster, the kinds whose best idle core is there: looked at again when its idle cores run out. */
  private final List<List<Kind>> idleOn = new ArrayList<>();
  /** Of each executing task, the kinds whose best pair is with it: looked at again when it is preempted. */
  private final Map<RunningTask, List<Kind>> pairedWith = new IdentityHashMap<>();

  /**
   * A kind's mappable tasks not deferred in this event, and its first phase. Its tasks are those of
   * the run's index ({@link PairKinds.Waiting}, which loses a task as it is assigned) above {@code
   * deferredThrough} — the tasks deferred in this event are always the kind's first ones —, and
   * those that rejoined it in this event (preempted) below that.
   */
  private static final class Kind {
    final JobView sample;
    final boolean canPreempt;
    final PairKinds.Waiting tasks;
    /** The highest job index of the kind's tasks deferred in this event; −1 if none. */
    int deferredThrough = -1;
    /** Tasks preempted in this event that joined the kind below {@code deferredThrough}, by job index. */
    TreeMap<Integer, JobView> rejoined;
    boolean known;
    Choice idle;
    PairOrdering pair;
    int version;

    Kind(PairKinds.Waiting tasks, JobView sample) {
      this.tasks = tasks;
      this.sample = sample;
      this.canPreempt = tasks.canPreempt;
    }

    /** The first task in arrival order not deferred; null if none is left. */
    JobView first() {
      Map.Entry<Integer, JobView> above = tasks.tasks.higherEntry(deferredThrough);
      Map.Entry<Integer, JobView> below = rejoined == null ? null : rejoined.firstEntry();
      if (below == null || above != null && above.getKey() < below.getKey()) {
        return above == null ? null : above.getValue();
      }
      return below.getValue();
    }

    /** A task preempted in this event joined the kind. */
    void rejoin(JobView task) {
      if (task.index() <= deferredThrough) {
        if (rejoined == null) {
          rejoined = new TreeMap<>();
        }
        rejoined.put(task.index(), task);
      }
    }

    /** {@code task}, the first, is assigned. */
    void assigned(JobView task) {
      if (rejoined != null) {
        rejoined.remove(task.index());
      }
    }

    /** Defers every task of job index below {@code bound} (line 19, for each). */
    void deferBelow(int bound) {
      if (rejoined != null) {
        rejoined.headMap(bound).clear();
      }
      Integer last = tasks.tasks.lowerKey(bound);
      if (last != null && last > deferredThrough) {
        deferredThrough = last;
      }
    }
  }

  /** A kind's choice for its first task not deferred, valid while the kind's version is {@code version}. */
  private record Candidate(Choice choice, Kind kind, int version) {}

  PairRounds(PreemptPair rule, MappingEvent event, PairKinds kinds) {
    this.rule = rule;
    this.event = event;
    this.partners = new PairPartners(event);
    for (int k = 0; k < event.clusterCount(); k++) {
      idleOn.add(new ArrayList<>());
    }
    List<Kind> started = new ArrayList<>();
    for (PairKinds.Waiting w : kinds.nonEmpty()) {
      Kind k = new Kind(w, w.tasks.firstEntry().getValue());
      byKind.put(w, k);
      started.add(k);
    }
    this.kinds = kinds;
    started.forEach(k -> look(k, null));
  }

  /** Rounds until no task is left to assign: each defers tasks until it assigns one (lines 16–22). */
  void run() {
    for (Candidate c = ranked.poll(); c != null; c = ranked.poll()) {
      Kind k = c.kind();
      if (c.version() != k.version) {
        continue; // the kind's choice changed since
      }
      if (c.choice().deferred()) {
        // line 19: nothing with this task in this event; the kind's next tasks have the same choice
        // and come out of the queue one after the other, each deferred, until one ranks below the
        // best other choice: all those are deferred at once
        Candidate next = nextCurrent();
        k.deferBelow(next == null || c.choice().value() != next.choice().value() ? Integer.MAX_VALUE
            : next.choice().task().index());
        JobView first = k.first();
        if (first != null) {
          ranked.add(new Candidate(c.choice().forTask(first), k, k.version));
        }
      } else {
        k.assigned(c.choice().task());
        apply(c.choice(), k);
      }
    }
  }

  /** The queue's best candidate still valid, the outdated ones above it dropped; null if none. */
  private Candidate nextCurrent() {
    while (!ranked.isEmpty() && ranked.peek().version() != ranked.peek().kind().version) {
      ranked.poll();
    }
    return ranked.peek();
  }

  /** Lines 21–22: the assignment (and preemption) of the round; the choices it changes looked at again. */
  private void apply(Choice choice, Kind kind) {
    event.apply(choice);
    look(kind, null);
    if (choice.isIdleCore()) {
      if (event.idleCores(choice.cluster()) == 0) {
        List<Kind> affected = new ArrayList<>(idleOn.get(choice.cluster()));
        idleOn.get(choice.cluster()).clear();
        affected.forEach(k -> look(k, null));
      }
    } else {
      RunningTask victim = choice.victim();
      RunningTask next = partners.preempted(victim);
      List<Kind> affected = pairedWith.remove(victim);
      if (affected != null) {
        for (Kind k : affected) {
          look(k, next); // the next of the victim's group makes the same orderings: a good start
        }
      }
      look(rejoined(victim.job()), null); // it is mappable now
    }
  }

  /**
   * The kind's choice now, its best idle core and best pair computed again only if they are gone;
   * a search for the best pair starts from the one with {@code start}, if not null.
   */
  private void look(Kind k, RunningTask start) {
    k.version++;
    JobView first = k.first();
    if (first == null) {
      return;
    }
    if (!k.known || k.idle != null && event.idleCores(k.idle.cluster()) == 0) {
      k.idle = rule.bestIdleCore(event, k.sample);
      if (k.idle != null) {
        idleOn.get(k.idle.cluster()).add(k);
      }
    }
    if (k.canPreempt && (!k.known || k.pair != null && !pairedWith.containsKey(k.pair.victim()))) {
      k.pair = bestPair(k.sample, start);
      if (k.pair != null) {
        pairedWith.computeIfAbsent(k.pair.victim(), r -> new ArrayList<>()).add(k);
      }
    }
    k.known = true;
    Choice c = PreemptPair.choose(k.idle, k.pair);
    if (c != null) {
      ranked.add(new Candidate(c.forTask(first), k, k.version));
    }
  }

  /**
   * {@link PreemptPair#bestPair} over the partners, one of each group: the clusters in order of
   * falling bound (the task's value there plus the highest value of a group there), a cluster's
   * groups in order of falling value; a bound below the best net found ends the search (of the
   * cluster, or of all). It starts from the ordering with {@code start} (a partner), if not null:
   * the best is the same, found with fewer looks if the start is good.
   */
  private PairOrdering bestPair(JobView task, RunningTask start) {
    PairOrdering best = start == null ? null
        : rule.ordering(event, task, event.value(task, start.cluster()), start);
    int clusters = event.clusterCount();
    double[] first = new double[clusters];
    double[] bound = new double[clusters];
    for (int k = 0; k < clusters; k++) {
      first[k] = event.value(task, k);
      List<PairPartners.Group> groups = partners.of(k);
      bound[k] = first[k] > 0 && !groups.isEmpty() ? first[k] + groups.get(0).value() : Double.NaN;
    }
    for (int k = highest(bound); k >= 0 && (best == null || !(bound[k] < best.net())); k = highest(bound)) {
      bound[k] = Double.NaN; // looked at
      for (PairPartners.Group g : partners.of(k)) {
        if (best != null && first[k] + g.value() < best.net()) {
          break;
        }
        PairOrdering o = rule.ordering(event, task, first[k], g.first());
        if (best == null || o.beats(best)) {
          best = o;
        }
      }
    }
    return best;
  }

  /** The index of the highest number that is not NaN; −1 if all are NaN. */
  private static int highest(double[] bound) {
    int at = -1;
    for (int k = 0; k < bound.length; k++) {
      if (!Double.isNaN(bound[k]) && (at < 0 || bound[k] > bound[at])) {
        at = k;
      }
    }
    return at;
  }

  /** A task preempted in this event, mappable again: its kind, which it joins. */
  private Kind rejoined(JobView task) {
    PairKinds.Waiting w = kinds.of(task);
    Kind k = byKind.computeIfAbsent(w, x -> new Kind(x, task));
    k.rejoin(task);
    return k;
  }
}
