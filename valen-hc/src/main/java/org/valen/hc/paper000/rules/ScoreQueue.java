package org.valen.hc.paper000.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.function.ToDoubleFunction;
import org.valen.hc.paper000.rules.NodeGroups.Group;
import org.valen.hc.paper000.rules.OfferIndex.Tracked;
import org.valen.hc.paper000.rules.PlanTable.Choices;
import org.valen.runtime.policy.Plan;

/**
 * Max Utility, UPT and UPE's loop (the Min-Min of {@code heuristics.MinMinRule}) in the indexed
 * implementation: the same assignment at each step without scoring every job.
 *
 * <p>A score is log value − log cost (0, or log of the plan's expected time or energy). A job's
 * offers complete no earlier than now + the fastest of its plans, and its value never rises with
 * time, so its log value there minus the least log cost of its plans bounds any score it can reach
 * from now on. One heap holds every mappable job (highest key first, ties by arrival): keyed by its
 * exact score if it was scored in this event, else by such a bound ("lazy greedy"). The top is
 * scored if its key is only a bound, and assigned if its exact score is still current: no job below
 * can do better, and of equal scores it arrived first. Within an event ready times only grow, nodes
 * only fill and the energy left only falls, so a job's score only falls; it stays current while its
 * best offer's group ({@link NodeGroups}) is unchanged and that offer still passes the filter. A job
 * is scored on each group's node for each plan: the readable rule's best offer, and its ties (the
 * earlier completion, the lower node, the plan listed first). A group whose best possible score
 * cannot reach the best found is skipped.
 *
 * <p>A bound takes its least time and cost over the plans on whole nodes; a node with fewer free
 * cores (polled) offers nothing faster or cheaper (the kernel's plans on fewer cores are among those
 * on more, or beaten by one of them in both time and energy), which {@link #score} checks.
 *
 * <p><b>Focus.</b> When the index may focus ({@link OfferIndex#mayFocus}) and the jobs that can use
 * an open group are few, the next assignment to an open group is that of the job whose best offer
 * on open groups scores highest: every job ahead of it in the loop scores less there, so its own
 * best is on a group that is not open, and its assignment changes nothing on open groups. If that
 * offer also beats the job's offers elsewhere, it is made now; the others wait (see {@link
 * OfferIndex}). If no job can use an open group, nothing left in the round could reach the kernel,
 * and the loop ends.
 */
final class ScoreQueue {
  /** Slack on bounds: log values may rise by rounding where a utility function's interval begins. */
  private static final double ROUNDING = 1e-9;
  private static final int ALL = 0;
  private static final int OPEN = 1;
  private static final int CLOSED = 2;

  /** A job's best offer as a scan found it: score, group (and its version then), plan, node, start. */
  static final class Choice {
    double score;
    Group group;
    int version;
    Choices choices;
    int plan;
    int node;
    double start;

    double end() {
      return start + choices.seconds[plan];
    }

    /** Whether this comes before an offer of ({@code sc}, {@code end}, {@code n}, {@code k}): MinMinRule's ties. */
    boolean beats(double sc, double end, int n, int k) {
      return sc < score || sc == score && (end() < end || end() == end && (node < n || node == n && plan < k));
    }

    void set(double sc, Group g, Choices ch, int k, int n, double startSeconds) {
      score = sc;
      group = g;
      version = g.version;
      choices = ch;
      plan = k;
      node = n;
      start = startSeconds;
    }

    void copy(Choice o) {
      score = o.score;
      group = o.group;
      version = o.version;
      choices = o.choices;
      plan = o.plan;
      node = o.node;
      start = o.start;
    }
  }

  private record Entry(Tracked tracked, long stamp, double key) {}

  private final OfferIndex index;
  private final ToDoubleFunction<Plan> logCost;
  private final PriorityQueue<Entry> heap = new PriorityQueue<>((a, b) -> a.key != b.key ? Double.compare(b.key, a.key)
      : Integer.compare(a.tracked.job.index(), b.tracked.job.index()));
  /** Jobs scored in the current event: keyed by bounds again at the next. */
  private final List<Tracked> scored = new ArrayList<>();
  private double[] boundSeconds = new double[0];
  /** Per template, the fixed groups by its least log cost there ({@link #byCost}). */
  private final List<List<Group>> byCost = new ArrayList<>();
  private double[] boundLogCost = new double[0];
  private final Choice live = new Choice();
  private final Choice other = new Choice();
  private final Choice scratch = new Choice();
  /** The job whose best offer was not on an open group, at the last focus: the loop places it first. */
  private Tracked blocked;
  private Choice chosen;
  private long event = -1;
  private long notNarrowIn = -1;
  private int notNarrowAt;

  ScoreQueue(OfferIndex index, ToDoubleFunction<Plan> logCost) {
    this.index = index;
    this.logCost = logCost;
  }

  /** A job joined the mappable set: it is scored first at the next event. */
  void add(Tracked t) {
    heap.add(new Entry(t, ++t.stamp, Double.POSITIVE_INFINITY));
  }

  /** The choice of the job {@link #next} returned. */
  Choice chosen() {
    return chosen;
  }

  /**
   * The job of the loop's next assignment (its offer in {@link #chosen}), or null if no job earns
   * anything on an available node, or none could reach the kernel.
   */
  Tracked next() {
    if (event != index.event()) {
      event = index.event();
      blocked = null;
      for (Tracked t : scored) {
        if (t.live) {
          heap.add(new Entry(t, ++t.stamp, bound(t)));
        }
      }
      scored.clear();
    }
    if (index.mayFocus() && (blocked == null || !inRound(blocked))) {
      blocked = null;
      Tracked star = focus();
      if (star == null) {
        return null;
      } else if (star != blocked && star.job != null) {
        if (star.exactInEvent != event) {
          scored.add(star); // keyed again at the next event
          star.exactInEvent = event;
        }
        chosen = live;
        return star;
      }
    }
    for (Entry e = heap.peek(); e != null; e = heap.peek()) {
      Tracked t = e.tracked;
      Choice best = t.best;
      if (e.stamp != t.stamp || !t.live) {
        heap.poll();
      } else if (t.exactInEvent != event || best.group.version != best.version
          || !index.round().passes(best.choices.joules[best.plan])) {
        heap.poll();
        if (t.exactInEvent != event) {
          scored.add(t);
          t.exactInEvent = event;
        }
        if (score(t, ALL, best)) {
          heap.add(new Entry(t, ++t.stamp, best.score));
        } else {
          t.stamp++;
        }
      } else {
        chosen = best;
        return t;
      }
    }
    return null;
  }

  private static final Tracked NOT_NARROW = new Tracked(null, -1);

  /**
   * One focused step (see the class comment): the job whose best offer on open groups scores highest
   * (its offer in {@link #live}) if that offer beats its others; {@link #blocked} if not; {@link
   * #NOT_NARROW} if too many jobs can use an open group for a focused step to pay; null if no job can.
   */
  private Tracked focus() {
    NodeGroups groups = index.groups();
    if (groups.openGroups() == groups.fixed().size() || notNarrowIn == event && notNarrowAt == groups.openGroups()) {
      return NOT_NARROW;
    }
    List<Set<Tracked>> usable = new ArrayList<>();
    int jobs = 0;
    for (int i = 0; i < index.templateCount(); i++) {
      Set<Tracked> of = index.ofTemplate(i);
      if (!of.isEmpty() && index.usesOpen(of.iterator().next(), false)) {
        usable.add(of);
        jobs += of.size();
      }
    }
    if (jobs * 4 > index.inRound() && jobs > 0) {
      notNarrowIn = event; // until a group closes
      notNarrowAt = groups.openGroups();
      return NOT_NARROW;
    }
    Tracked star = null;
    for (Set<Tracked> of : usable) {
      for (Tracked t : of) {
        if (inRound(t) && score(t, OPEN, scratch) && (star == null || scratch.score > live.score
            || scratch.score == live.score && t.job.index() < star.job.index())) {
          star = t;
          live.copy(scratch);
        }
      }
    }
    if (star != null && score(star, CLOSED, other) && !live.beats(other.score, other.end(), other.node, other.plan)) {
      blocked = star;
    }
    return star;
  }

  private boolean inRound(Tracked t) {
    return t.live && t.mappedInEvent != event;
  }

  /**
   * Finds job {@code t}'s best offer on the available nodes — of every group, the open ones or the
   * others ({@code which}) — into {@code best}; false if none earns anything.
   */
  private boolean score(Tracked t, int which, Choice best) {
    NodeGroups groups = index.groups();
    double limit = index.round().energyLimit();
    double ceiling = t.log().at(index.context().now() + boundSeconds(t)) + ROUNDING; // no offer completes earlier
    best.group = null;
    boolean queued = index.round().queued();
    List<Group> available = queued ? byCost(t) : groups.available();
    for (Group g : available) {
      if (groups.size(g) == 0 || which != ALL && groups.isOpen(g) != (which == OPEN)) {
        continue;
      }
      Choices ch = index.choices(t, g);
      double[] cost = ch.logCosts(logCost);
      if (ch.minSeconds < boundSeconds(t) || ch.minLogCost < boundLogCost[t.template]) {
        throw new IllegalStateException("template " + t.job.template().id() + " has plans on " + g.cores
            + " cores faster or cheaper than all its plans on whole nodes: the score queue's bounds do not hold");
      }
      if (best.group != null && ceiling - ch.minLogCost < best.score - ROUNDING) {
        if (queued) {
          break; // the groups come by their least cost: none after this one can reach the best found
        }
        continue;
      }
      for (int k : ch.bySpeed) {
        if (ch.joules[k] > limit || best.group != null && ceiling - cost[k] < best.score - ROUNDING) {
          continue; // filtered out, more than the energy left, or cannot reach the best found
        }
        double start = groups.start(g, ch.cores[k]);
        double end = start + ch.seconds[k];
        double value = t.log().at(end);
        if (value != Double.NEGATIVE_INFINITY) {
          double sc = value - cost[k];
          int node = groups.node(g, ch.cores[k]);
          if (best.group == null || !best.beats(sc, end, node, k)) {
            best.set(sc, g, ch, k, node, start);
          }
        }
        if (ch.costFollowsSpeed) {
          break; // on one start, the fastest offer that passes scores at least as much as any slower one
        }
      }
    }
    return best.group != null;
  }

  /** The fixed groups in increasing order of template {@code t.template}'s least log cost there. */
  private List<Group> byCost(Tracked t) {
    int i = t.template;
    if (i >= byCost.size() || byCost.get(i) == null) {
      boundSeconds(t);
      while (byCost.size() <= i) {
        byCost.add(null);
      }
      List<Group> order = new ArrayList<>(index.groups().fixed());
      order.sort(java.util.Comparator.comparingDouble((Group g) -> index.choices(t, g).minLogCost)
          .thenComparingInt(g -> g.id));
      byCost.set(i, order);
    }
    return byCost.get(i);
  }


  /** An upper bound of any score job {@code t} can reach from now on (see the class comment). */
  private double bound(Tracked t) {
    return t.log().at(index.context().now() + boundSeconds(t)) - boundLogCost[t.template] + ROUNDING;
  }

  /** The least time of template {@code t.template}'s plans on whole nodes (its least log cost beside it). */
  private double boundSeconds(Tracked t) {
    int i = t.template;
    if (i >= boundSeconds.length) {
      int n = Math.max(i + 1, 2 * boundSeconds.length);
      int old = boundSeconds.length;
      boundSeconds = Arrays.copyOf(boundSeconds, n);
      boundLogCost = Arrays.copyOf(boundLogCost, n);
      Arrays.fill(boundSeconds, old, n, Double.NaN);
    }
    if (Double.isNaN(boundSeconds[i])) {
      double seconds = Double.POSITIVE_INFINITY;
      double cost = Double.POSITIVE_INFINITY;
      for (Group g : index.groups().fixed()) {
        Choices ch = index.choices(t, g);
        ch.logCosts(logCost);
        seconds = Math.min(seconds, ch.minSeconds);
        cost = Math.min(cost, ch.minLogCost);
      }
      boundSeconds[i] = seconds;
      boundLogCost[i] = cost;
    }
    return boundSeconds[i];
  }
}
