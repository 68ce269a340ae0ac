package org.valen.hc.paper000.rules;

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
  private final OfferIndex index;
  /**
   * Per template: the running count of passing offers over the available groups, the event it was
   * counted in and how many assignments the round had made then.
   */
  private final int[][] passingCounts;
  private final long[] countedIn;
  private final int[] countedAt;
  /** Per template, the most energy of a plan that passed when counted: the count holds while the limit stays at least that. */
  private final double[] countedUpTo;
  /** Per template, as counted: the passing offers on one node of each group, by group number. */
  private final int[][] perNode;

  RandomPick(OfferIndex index, int templates) {
    this.index = index;
    this.passingCounts = new int[templates][];
    this.countedIn = new long[templates];
    this.countedAt = new int[templates];
    this.countedUpTo = new double[templates];
    this.perNode = new int[templates][];
  }

  /** Draws one of tracked job {@code t}'s passing offers from {@code random} and assigns it. */
  void assign(Tracked t, UniformRandomProvider random) {
    Round round = index.round();
    NodeGroups groups = index.groups();
    List<Group> all = groups.available();
    int[] counts = passingCounts[t.template];
    if (counts == null || countedIn[t.template] != index.event() || round.energyLimit() < countedUpTo[t.template]
        || !round.queued() && countedAt[t.template] != index.assignments()) {
      counts = passingCounts[t.template] = new int[all.size() + 1];
      perNode[t.template] = new int[groups.count()];
      countedIn[t.template] = index.event();
      countedAt[t.template] = index.assignments();
      countedUpTo[t.template] = 0;
      for (int g = 0; g < all.size(); g++) {
        Choices ch = index.choices(t, all.get(g));
        perNode[t.template][all.get(g).id] = ch.passing(round);
        counts[g + 1] = counts[g] + groups.size(all.get(g)) * perNode[t.template][all.get(g).id];
        countedUpTo[t.template] = Math.max(countedUpTo[t.template], ch.mostPassingJoules(round));
      }
    }
    if (counts[all.size()] == 0) {
      return;
    }
    int r = random.nextInt(counts[all.size()]);
    int node = 0;
    if (groups.contiguous()) { // node counts groups: the r-th offer is in group node, on one of its nodes
      while (r >= counts[node + 1]) {
        node++;
      }
      int passing = perNode[t.template][all.get(node).id];
      r -= counts[node];
      node = groups.nth(all.get(node), r / passing);
      r %= passing;
    } else { // node by node in index order
      for (int p = passingOn(t, node); r >= p; p = passingOn(t, ++node)) {
        r -= p;
      }
    }
    Choices ch = index.choices(t, groups.ofAvailable(node));
    int k = ch.nthPassing(round, r);
    round.assign(t.job, node, ch.plans[k],
        round.queued() ? index.timelines().get(node).readyFor(ch.cores[k]) : index.context().now());
  }

  /** How many of {@code t}'s offers on {@code node} pass, as counted; none if it has no free core (polled). */
  private int passingOn(Tracked t, int node) {
    Group g = index.groups().ofAvailable(node);
    return g == null ? 0 : perNode[t.template][g.id];
  }
}
