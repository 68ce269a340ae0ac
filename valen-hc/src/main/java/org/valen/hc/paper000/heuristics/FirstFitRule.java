package org.valen.hc.paper000.heuristics;

import java.util.Comparator;
import java.util.List;
import org.valen.hc.paper000.rules.MappingRule;
import org.valen.hc.paper000.rules.Round;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Offer;

/**
 * The FCFS family of paper 000 (section III-D): the mappable jobs are taken one by one in a fixed
 * order, and each goes to the available node with the earliest ready time that has a valid choice
 * passing the energy filter. P-state 0 versions: a node's choice is its fastest offer (least
 * expected response time, the first listed of equals: for one task, P-state 0), if it passes. All
 * P-states versions: its first offer that passes, in the kernel's order (for one task, P-state 0,
 * 1, …: "the first choice that satisfies the filter", section V). Ties in ready time (every idle
 * node in the polled environment) go to the node whose choice completes first, then to the lowest
 * node index (our rule: the paper only asks for a machine that is available). A job without a
 * choice stays unmapped in this event. The run's index, if any, finds the same choices.
 */
final class FirstFitRule implements MappingRule {
  /** Arrival order: FCFS. */
  static final Comparator<JobView> ARRIVAL = Comparator.comparingInt(JobView::index);
  /** Highest priority (maximum value) first. */
  static final Comparator<JobView> PRIORITY =
      Comparator.comparingDouble((JobView job) -> job.valueCurve().maxValue()).reversed();

  private final String name;
  private final Comparator<JobView> order;
  private final boolean allPStates;

  FirstFitRule(String name, Comparator<JobView> order, boolean allPStates) {
    this.name = name;
    this.order = order;
    this.allPStates = allPStates;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public void map(Round round) {
    if (round.index() != null) {
      round.index().firstFitAll(order, allPStates);
      return;
    }
    for (JobView job : round.mappable(order)) {
      if (!round.anyNodeLeft()) {
        return;
      }
      Offer best = null;
      for (int node : round.availableNodes()) {
        Offer choice = choice(round, round.offers(job, node));
        if (choice != null && (best == null || startsEarlier(choice, best))) {
          best = choice;
        }
      }
      if (best != null) {
        round.assign(best);
      }
    }
  }

  /** Whether {@code a} starts earlier than {@code b}, or at the same time and completes earlier. */
  private static boolean startsEarlier(Offer a, Offer b) {
    return a.startSeconds() < b.startSeconds()
        || (a.startSeconds() == b.startSeconds() && a.completionSeconds() < b.completionSeconds());
  }

  /** A node's choice among its offers (see the class comment); null if none passes. */
  private Offer choice(Round round, List<Offer> offers) {
    if (!allPStates) {
      Offer fastest = null;
      for (Offer offer : offers) {
        if (fastest == null || offer.responseSeconds() < fastest.responseSeconds()) {
          fastest = offer;
        }
      }
      return fastest != null && round.passes(fastest) ? fastest : null;
    }
    for (Offer offer : offers) {
      if (round.passes(offer)) {
        return offer;
      }
    }
    return null;
  }
}
