package org.valen.hc.paper000.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;
import java.util.function.ToDoubleFunction;
import org.valen.hc.paper000.rules.NodeGroups.Group;
import org.valen.hc.paper000.rules.OfferIndex.Tracked;
import org.valen.hc.paper000.rules.PlanTable.Choices;
import org.valen.runtime.policy.Offer;
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
 * earlier completion, the lower node, the plan listed first).
 *
 * <p>A bound takes its least time and cost over the plans on whole nodes; a node with fewer free
 * cores (polled) offers nothing faster or cheaper (the kernel's plans on fewer cores are among those
 * on more, or beaten by one of them in both time and energy), which {@link #score} checks.
 */
final class ScoreQueue {
  /** Slack on bounds: log values may rise by rounding where a utility function's interval begins. */
  private static final double ROUNDING = 1e-9;

  private record Entry(Tracked tracked, long stamp, double key) {}

  private final OfferIndex index;
  private final ToDoubleFunction<Plan> logCost;
  private final PriorityQueue<Entry> heap = new PriorityQueue<>((a, b) -> a.key != b.key ? Double.compare(b.key, a.key)
      : Integer.compare(a.tracked.job.index(), b.tracked.job.index()));
  /** Jobs scored in the current event: keyed by bounds again at the next. */
  private final List<Tracked> scored = new ArrayList<>();
  private double[] boundSeconds = new double[0];
  private double[] boundLogCost = new double[0];
  private long event = -1;

  ScoreQueue(OfferIndex index, ToDoubleFunction<Plan> logCost) {
    this.index = index;
    this.logCost = logCost;
  }

  /** A job joined the mappable set: it is scored first at the next event. */
  void add(Tracked t) {
    heap.add(new Entry(t, ++t.stamp, Double.POSITIVE_INFINITY));
  }

  /** The next assignment of the loop, or null if no job earns anything on an available node. */
  Offer next() {
    if (event != index.event()) {
      event = index.event();
      for (Tracked t : scored) {
        if (t.live) {
          heap.add(new Entry(t, ++t.stamp, bound(t)));
        }
      }
      scored.clear();
    }
    for (Entry e = heap.peek(); e != null; e = heap.peek()) {
      Tracked t = e.tracked;
      if (e.stamp != t.stamp || !t.live) {
        heap.poll();
      } else if (t.exactInEvent != event || t.group.version != t.version
          || !index.round().passes(t.choices.joules[t.plan])) {
        heap.poll();
        if (t.exactInEvent != event) {
          scored.add(t);
          t.exactInEvent = event;
        }
        if (score(t)) {
          heap.add(new Entry(t, ++t.stamp, t.score));
        } else {
          t.stamp++;
        }
      } else {
        return Offer.of(t.job, t.node, t.choices.plans[t.plan], t.start);
      }
    }
    return null;
  }

  /** Finds job {@code t}'s best offer on the available nodes into its fields; false if none earns anything. */
  private boolean score(Tracked t) {
    NodeGroups groups = index.groups();
    Round round = index.round();
    t.group = null;
    for (Group g : groups.available()) {
      if (groups.isEmpty(g)) {
        continue;
      }
      Choices ch = index.choices(t, g);
      double[] cost = ch.logCosts(logCost);
      if (ch.minSeconds < boundSeconds(t) || ch.minLogCost < boundLogCost[t.template]) {
        throw new IllegalStateException("template " + t.job.template().id() + " has plans on " + g.cores
            + " cores faster or cheaper than all its plans on whole nodes: the score queue's bounds do not hold");
      }
      for (int k = 0; k < ch.plans.length; k++) {
        if (!round.passes(ch.joules[k])) {
          continue;
        }
        double start = groups.start(g, ch.cores[k]);
        double end = start + ch.seconds[k];
        double value = t.log().at(end);
        if (value == Double.NEGATIVE_INFINITY) {
          continue;
        }
        double score = value - cost[k];
        int node = groups.node(g, ch.cores[k]);
        if (t.group == null || score > t.score || score == t.score && (end < t.start + t.choices.seconds[t.plan]
            || end == t.start + t.choices.seconds[t.plan] && (node < t.node || node == t.node && k < t.plan))) {
          t.group = g;
          t.choices = ch;
          t.plan = k;
          t.node = node;
          t.start = start;
          t.score = score;
          t.version = g.version;
        }
      }
    }
    return t.group != null;
  }

  /** An upper bound of any score job {@code t} can reach from now on (see the class comment). */
  private double bound(Tracked t) {
    return t.log().at(index.context().now() + boundSeconds(t)) - boundLogCost[t.template] + ROUNDING;
  }

  /** The least time of template {@code t.template}'s plans (and its least log cost, beside it). */
  private double boundSeconds(Tracked t) {
    int i = t.template;
    if (i >= boundSeconds.length || Double.isNaN(boundSeconds[i])) {
      templateBound(t);
    }
    return boundSeconds[i];
  }

  /** The least time and log cost of template {@code t.template}'s plans on the whole nodes of every group. */
  private void templateBound(Tracked t) {
    int i = t.template;
    if (i >= boundSeconds.length) {
      int n = Math.max(i + 1, 2 * boundSeconds.length);
      int old = boundSeconds.length;
      boundSeconds = Arrays.copyOf(boundSeconds, n);
      boundLogCost = Arrays.copyOf(boundLogCost, n);
      Arrays.fill(boundSeconds, old, n, Double.NaN);
    }
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
}
