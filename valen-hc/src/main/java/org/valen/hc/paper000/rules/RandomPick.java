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
 * once per template until an assignment changes a group or the energy left, or once per round when
 * they cannot change in it (queued, the energy left covering the template's costliest plan).
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

  RandomPick(OfferIndex index, int templates) {
    this.index = index;
    this.passingCounts = new int[templates][];
    this.countedIn = new long[templates];
    this.countedAt = new int[templates];
  }

  /** Draws one of tracked job {@code t}'s passing offers from {@code random} and assigns it. */
  void assign(Tracked t, UniformRandomProvider random) {
    Round round = index.round();
    NodeGroups groups = index.groups();
    List<Group> all = groups.available();
    int[] counts = passingCounts[t.template];
    if (index.noChoice(t.template)) {
      return; // none passed at an earlier draw of the round: offers only get worse in it
    } else if (counts == null || countedIn[t.template] != index.event()
        || countedAt[t.template] != index.assignments() && !(round.queued() && round.energyLeft() >= index.maxJoules(t))) {
      if (counts == null || counts.length != all.size() + 1) {
        counts = passingCounts[t.template] = new int[all.size() + 1];
      }
      countedIn[t.template] = index.event();
      countedAt[t.template] = index.assignments();
      for (int g = 0; g < all.size(); g++) {
        counts[g + 1] = counts[g] + groups.size(all.get(g)) * index.choices(t, all.get(g)).passing(round);
      }
    }
    if (counts[all.size()] == 0) {
      index.markNoChoice(t);
      return;
    }
    int r = random.nextInt(counts[all.size()]);
    int node = 0;
    Choices ch;
    if (groups.contiguous()) { // node counts groups: the r-th offer is in group node, on one of its nodes
      while (r >= counts[node + 1]) {
        node++;
      }
      ch = index.choices(t, all.get(node));
      int passing = ch.passing(round);
      r -= counts[node];
      node = all.get(node).nodes[r / passing];
      r %= passing;
    } else { // node by node in index order
      for (int p = groupOf(t, node).passing(round); r >= p; p = groupOf(t, ++node).passing(round)) {
        r -= p;
      }
      ch = groupOf(t, node);
    }
    int k = ch.nthPassing(round, r);
    round.assign(t.job, node, ch.plans[k],
        round.queued() ? index.timelines().get(node).readyFor(ch.cores[k]) : index.context().now());
  }

  /** The plans of {@code t} on {@code node}'s group; none if it has no free core (polled). */
  private Choices groupOf(Tracked t, int node) {
    Group g = index.groups().ofAvailable(node);
    return g == null ? OfferIndex.NONE : index.choices(t, g);
  }
}
