package org.valen.hc.paper000.rules;

import java.util.Arrays;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.hc.paper000.rules.NodeGroups.Group;
import org.valen.hc.paper000.rules.PlanTable.Choices;

/**
 * Random's step over the {@link OfferIndex} ({@code heuristics.RandomHeuristic} is the readable
 * rule): of a job's offers that pass on the available nodes, listed node by node in index order, one
 * drawn uniformly and assigned; nothing, drawing nothing, if none passes. A node's offers are its
 * group's ({@link NodeGroups}), so the offers that pass are counted per group rather than per node,
 * once per template until the count may change: the energy limit only falls in a round, so the same
 * plans pass while it stays at least the most energy of those that passed; polled, an assignment
 * also changes a group's nodes.
 */
final class RandomPick {
  /** One template's count of passing offers, and when it holds. */
  private static final class Count {
    /** The running count over the available groups, in their order. */
    int[] running;
    /** The passing offers on one node of each group, by group number. */
    int[] perNode;
    /** The event and the number of assignments in its round when counted. */
    long event = -1;
    int assignments;
    /** The most energy of a plan that passed: the count holds while the limit stays at least that. */
    double upTo;
  }

  private final OfferIndex index;
  private final Count[] counts;

  RandomPick(OfferIndex index, int templates) {
    this.index = index;
    this.counts = new Count[templates];
    Arrays.setAll(counts, i -> new Count());
  }

  /** Draws one of tracked job {@code t}'s passing offers from {@code random} and assigns it. */
  void assign(Tracked t, UniformRandomProvider random) {
    Round round = index.round();
    NodeGroups groups = index.groups();
    List<Group> all = groups.available();
    Count c = counts[t.template];
    if (c.event != index.event() || round.energyLimit() < c.upTo
        || !round.queued() && c.assignments != index.assignments()) {
      count(t, c);
    }
    int[] running = c.running;
    if (running[all.size()] == 0) {
      return;
    }
    int r = random.nextInt(running[all.size()]);
    int node = 0;
    if (groups.contiguous()) { // node counts groups: the r-th offer is in group node, on one of its nodes
      while (r >= running[node + 1]) {
        node++;
      }
      int passing = c.perNode[all.get(node).id];
      r -= running[node];
      node = groups.nth(all.get(node), r / passing);
      r %= passing;
    } else { // node by node in index order
      for (int p = passingOn(c, node); r >= p; p = passingOn(c, ++node)) {
        r -= p;
      }
    }
    Choices ch = index.choices(t, groups.ofAvailable(node));
    int k = ch.nthPassing(round, r);
    round.assign(t.job, node, ch.plans[k],
        round.queued() ? index.timelines().get(node).readyFor(ch.cores[k]) : index.context().now());
  }

  /** Counts {@code t}'s passing offers on the available groups into {@code c}. */
  private void count(Tracked t, Count c) {
    Round round = index.round();
    NodeGroups groups = index.groups();
    List<Group> all = groups.available();
    c.running = new int[all.size() + 1];
    c.perNode = new int[groups.count()];
    c.event = index.event();
    c.assignments = index.assignments();
    c.upTo = 0;
    for (int g = 0; g < all.size(); g++) {
      Choices ch = index.choices(t, all.get(g));
      c.perNode[all.get(g).id] = ch.passing(round);
      c.running[g + 1] = c.running[g] + groups.size(all.get(g)) * c.perNode[all.get(g).id];
      c.upTo = Math.max(c.upTo, ch.mostPassingJoules(round));
    }
  }

  /** How many offers on {@code node} pass, as counted in {@code c}; none if it has no free core (polled). */
  private int passingOn(Count c, int node) {
    Group g = index.groups().ofAvailable(node);
    return g == null ? 0 : c.perNode[g.id];
  }
}
