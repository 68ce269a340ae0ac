package org.valen.runtime.paper001;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;

/**
 * The allocation step of paper 001's Algorithm 1 (lines 18–28), shared by all four approaches.
 *
 * <ol>
 *   <li>Waiting jobs whose value has reached zero are dropped: completing them now would earn
 *       nothing (they count as rejected).
 *   <li>Every node bids its free cores; the node with the most wins (ties: the lowest node index,
 *       our rule — the paper says "any of them is chosen"). If no core is free, stop.
 *   <li>Every waiting job is offered on at most {@code maxBid} cores of that node; the offer with
 *       the best score is allocated (ties: the earliest arrival). The score is value per energy
 *       for the energy-aware approaches and value for ValOpt; the value is taken at the job's
 *       completion if it starts now.
 *   <li>Repeat, at most once per waiting job.
 * </ol>
 */
final class BidAllocation {
  private final OfferSource offers;
  private final ToDoubleFunction<Offer> score;

  BidAllocation(OfferSource offers, ToDoubleFunction<Offer> score) {
    this.offers = offers;
    this.score = score;
  }

  void allocate(DecisionContext context) {
    dropWorthless(context);
    List<JobView> queue = new ArrayList<>(context.waiting());
    for (int round = 0, rounds = queue.size(); round < rounds && !queue.isEmpty(); round++) {
      int node = maxBidNode(context);
      int maxBid = context.freeCores(node);
      if (maxBid == 0) {
        return;
      }
      Offer best = null;
      double bestScore = Double.NEGATIVE_INFINITY;
      for (JobView job : queue) {
        Offer offer = offers.offer(context, job, node, maxBid);
        if (offer != null) {
          double s = score.applyAsDouble(offer);
          if (s > bestScore) {
            best = offer;
            bestScore = s;
          }
        }
      }
      if (best == null) {
        return;
      }
      context.allocate(best.job(), node, best.plan());
      queue.remove(best.job());
    }
  }

  /** The node with the most free cores; ties to the lowest index. */
  static int maxBidNode(DecisionContext context) {
    int best = 0;
    for (int n = 1; n < context.nodeCount(); n++) {
      if (context.freeCores(n) > context.freeCores(best)) {
        best = n;
      }
    }
    return best;
  }

  private static void dropWorthless(DecisionContext context) {
    double now = context.now();
    for (JobView job : context.waiting()) {
      if (job.valueIfCompletedAt(now) <= 0) {
        context.drop(job);
      }
    }
  }
}
