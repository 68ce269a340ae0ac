package org.valen.hc.paper000.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.function.ToDoubleFunction;
import org.valen.hc.paper000.rules.NodeGroups.Group;
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
 * best offer's group ({@link NodeGroups}) is unchanged and that offer still passes the filter.
 *
 * <p>A job is scored on each group's node for each plan — the readable rule's best offer, with its
 * ties (the earlier completion, the lower node, the plan listed first) — queued, group by group by
 * the template's least cost there, until the bound minus that cost cannot reach the best found;
 * where the cost follows speed ({@link Choices#costFollowsSpeed}), only the fastest plan that
 * passes. The bound takes its least time and cost over the plans on whole nodes; a node with fewer
 * free cores (polled) offers nothing faster or cheaper (the kernel's plans on fewer cores are among
 * those on more, or beaten by one of them in both time and energy), which {@link #firstCosts} checks once per plan set.
 * Queued, once no job not yet mapped can use an open group ({@link OfferIndex}), nothing could reach the
 * kernel: the loop ends. A template found without a plan it could use in an event has all its jobs
 * taken out of the running until the next ({@link TemplateHeaps}).
 */
final class ScoreQueue {
  /** Slack on bounds: log values may rise by rounding where a utility function's interval begins. */
  private static final double ROUNDING = 1e-9;

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
  }

  private final OfferIndex index;
  private final ToDoubleFunction<Plan> logCost;
  /** The jobs by key: the highest first, ties by arrival, in a heap per template ({@link TemplateHeaps}). */
  private final TemplateHeaps heap;
  /** Jobs scored in the current event: keyed by bounds again at the next. */
  private final List<Tracked> scored = new ArrayList<>();
  /** Per template, its jobs set aside until an event where it can score ({@link #keyByBound}). */
  private final List<List<Tracked>> parked = new ArrayList<>();
  private final BitSet withParked = new BitSet();
  /**
   * Per template, the event whose beginning it was last checked at ({@link #canScore}), and the last
   * event in which it was found without a plan it could use: its jobs cannot score in that event.
   */
  private final long[] checkedIn;
  private final long[] unableIn;
  /** Per template, the least time, log cost and energy of its plans on whole nodes (NaN: not yet known). */
  private final double[] boundSeconds;
  private final double[] boundLogCost;
  private final double[] boundJoules;
  /** Per template, the fixed groups by its least log cost there. */
  private final List<List<Group>> byCost = new ArrayList<>();
  private long event = -1;

  ScoreQueue(OfferIndex index, ToDoubleFunction<Plan> logCost, int templates) {
    this.index = index;
    this.logCost = logCost;
    this.heap = new TemplateHeaps(templates);
    checkedIn = new long[templates];
    unableIn = new long[templates];
    Arrays.fill(checkedIn, -1);
    Arrays.fill(unableIn, -1);
    boundSeconds = new double[templates];
    boundLogCost = new double[templates];
    boundJoules = new double[templates];
    Arrays.fill(boundSeconds, Double.NaN);
    for (int i = 0; i < templates; i++) {
      parked.add(new ArrayList<>());
      byCost.add(null);
    }
  }

  /** A job joined the mappable set: it is scored first at the next event. */
  void add(Tracked t) {
    heap.set(t, Double.POSITIVE_INFINITY);
  }

  /** A job left the mappable set. */
  void removed(Tracked t) {
    heap.remove(t);
  }

  /** The job of the loop's next assignment (its offer in {@code best}), or null if none is left (see the class comment). */
  Tracked next() {
    if (event != index.event()) { // asked while a choice may be left (Round#anyNodeLeft), else the event is left as it is
      beginEvent();
    }
    if (!index.anyUsesOpen(false)) {
      return null;
    }
    while (!heap.isEmpty()) {
      Tracked t = heap.top();
      Choice best = t.best;
      if (t.exactInEvent != event || best.group.version != best.version
          || !index.round().passes(best.choices.joules[best.plan])) {
        if (t.exactInEvent != event) {
          scored.add(t);
          t.exactInEvent = event;
        }
        if (unableIn[t.template] != event && score(t)) {
          heap.set(t, best.score);
        } else if (unableIn[t.template] == event) {
          heap.takeOff(t.template); // none of its jobs can score in this event
        } else {
          heap.remove(t); // no offer earns anything: out of the heap for this event
        }
      } else {
        heap.remove(t); // assigned now
        return t;
      }
    }
    return null;
  }

  /** The jobs scored in the last event keyed by their bounds again, and those parked whose template can score now. */
  private void beginEvent() {
    event = index.event();
    heap.allOn();
    boolean many = scored.size() > heap.size() / 16;
    scored.forEach(t -> keyByBound(t, many));
    scored.clear();
    for (int i = withParked.nextSetBit(0); i >= 0; i = withParked.nextSetBit(i + 1)) {
      List<Tracked> jobs = parked.get(i);
      jobs.removeIf(t -> !t.live);
      if (jobs.isEmpty() || canScore(jobs.get(0))) {
        withParked.clear(i);
        jobs.forEach(t -> keyByBound(t, many)); // to the heap: their template can score in this event
        jobs.clear();
      }
    }
    heap.restore();
  }

  /**
   * Keys live job {@code t} by its bound again, or sets it aside while its template has no plan
   * within the energy left on a group it could use now: in this event it could not score (nodes
   * only fill and the energy left only falls), and of the jobs that can, the heap returns the same
   * ones in the same order without it.
   */
  private void keyByBound(Tracked t, boolean later) {
    if (!t.live) {
      return;
    } else if (!canScore(t)) {
      heap.remove(t);
      parked.get(t.template).add(t);
      withParked.set(t.template);
    } else {
      double bound = t.log().at(index.context().now() + boundSeconds(t)) - boundLogCost[t.template] + ROUNDING;
      if (later) {
        heap.setLater(t, bound);
      } else {
        heap.set(t, bound);
      }
    }
  }

  /**
   * Whether {@code t}'s template may have a plan within the energy left on a group with nodes that
   * {@link #score} looks at, as the event begins (asked only then, once per template and event).
   * Queued, whether its least energy on any node is within it (a node may be closed: then yes, to
   * be safe); polled, exactly. A template without one is unable for the event.
   */
  private boolean canScore(Tracked t) {
    int i = t.template;
    if (checkedIn[i] != event) {
      checkedIn[i] = event;
      double limit = index.round().energyLimit();
      boolean any = false;
      if (index.round().queued()) {
        boundSeconds(t);
        any = boundJoules[i] <= limit;
      } else {
        for (Group g : index.groups().available()) {
          any |= index.groups().size(g) > 0 && index.choices(t, g).minJoules <= limit; // nodes, and a plan within the limit
        }
      }
      unableIn[i] = any ? unableIn[i] : event;
    }
    return unableIn[i] != event;
  }

  /** Finds job {@code t}'s best offer on the available nodes into {@code t.best}; false if none earns anything. */
  private boolean score(Tracked t) {
    NodeGroups groups = index.groups();
    double limit = index.round().energyLimit();
    double ceiling = t.log().at(index.context().now() + boundSeconds(t)) + ROUNDING; // no offer completes earlier
    boolean queued = index.round().queued();
    Choice best = t.best;
    best.group = null;
    boolean anyPlan = false;
    for (Group g : queued ? byCost(t) : groups.available()) {
      Choices ch = index.choices(t, g);
      double[] cost = ch.logCost != null ? ch.logCost : firstCosts(t, g, ch);
      anyPlan |= groups.size(g) > 0 && ch.minJoules <= limit;
      if (groups.size(g) == 0 || best.group != null && ceiling - ch.minLogCost < best.score - ROUNDING) {
        if (queued && best.group != null) {
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
        int node = groups.node(g, ch.cores[k]);
        if (value != Double.NEGATIVE_INFINITY && (best.group == null || !best.beats(value - cost[k], end, node, k))) {
          best.set(value - cost[k], g, ch, k, node, start);
        }
        if (ch.costFollowsSpeed) {
          break; // on one start, the fastest offer that passes scores at least as much as any slower one
        }
      }
    }
    if (best.group == null && !anyPlan) { // every group looked at: none for this template in this event
      unableIn[t.template] = event;
    }
    return best.group != null;
  }

  /** Plans {@code ch}'s log costs, checked once against the bounds of {@code t}'s template (see the class comment). */
  private double[] firstCosts(Tracked t, Group g, Choices ch) {
    ch.logCosts(logCost);
    if (ch.minSeconds < boundSeconds(t) || ch.minLogCost < boundLogCost[t.template]) {
      throw new IllegalStateException("template " + t.job.template().id() + " has plans on " + g.cores
          + " cores faster or cheaper than all its plans on whole nodes: the score queue's bounds do not hold");
    }
    return ch.logCost;
  }

  /** The least time of template {@code t.template}'s plans on whole nodes (its least log cost and energy beside it). */
  private double boundSeconds(Tracked t) {
    if (Double.isNaN(boundSeconds[t.template])) {
      findBounds(t); // once per template: the method stays small enough for the JIT to inline
    }
    return boundSeconds[t.template];
  }

  /** Template {@code t.template}'s least time, log cost and energy on whole nodes, and its fixed groups by cost. */
  private void findBounds(Tracked t) {
    int i = t.template;
    List<Group> fixed = new ArrayList<>(index.groups().fixed());
    fixed.forEach(g -> index.choices(t, g).logCosts(logCost));
    boundSeconds[i] = fixed.stream().mapToDouble(g -> index.choices(t, g).minSeconds).min().orElseThrow();
    boundLogCost[i] = fixed.stream().mapToDouble(g -> index.choices(t, g).minLogCost).min().orElseThrow();
    boundJoules[i] = fixed.stream().mapToDouble(g -> index.choices(t, g).minJoules).min().orElseThrow();
    fixed.sort(Comparator.comparingDouble((Group g) -> index.choices(t, g).minLogCost).thenComparingInt(g -> g.id));
    byCost.set(i, fixed);
  }

  /** The fixed groups in increasing order of template {@code t.template}'s least log cost there. */
  private List<Group> byCost(Tracked t) {
    boundSeconds(t);
    return byCost.get(t.template);
  }
}
