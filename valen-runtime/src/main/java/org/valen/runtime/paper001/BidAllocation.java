package org.valen.runtime.paper001;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Offer;
import org.valen.runtime.policy.OfferSource;

/**
 * The allocation step of paper 001's Algorithm 1 (lines 18–28), shared by all four approaches and
 * open to any score: {@code new BidAllocation(OfferSource.RUN, Offer::valuePerJoule)} allocates
 * the run's offers for the best value per energy.
 *
 * <ol>
 *   <li>Waiting jobs whose value has reached zero are dropped: completing them now would earn
 *       nothing (they count as rejected).
 *   <li>Every node bids its free cores; the node with the most wins (ties: the lowest node index,
 *       our rule — the paper says "any of them is chosen"). If no core is free, stop.
 *   <li>Every waiting job is offered on at most {@code maxBid} cores of that node; the offer with
 *       the best score is allocated (ties: the earliest arrival, then the offer listed first). The
 *       score is value per energy for the energy-aware approaches and value for ValOpt; the value
 *       is taken at the job's completion if it starts now. If no waiting job can run on the node
 *       (a core type that cannot run them: heterogeneous platforms only), the next bid wins.
 *   <li>Repeat, at most once per waiting job.
 * </ol>
 *
 * Beyond the paper, an {@link Admission} may rule offers out before they are scored (an energy
 * budget, a robustness threshold); by default every offer is admitted.
 */
public final class BidAllocation {
  private final OfferSource offers;
  private final ToDoubleFunction<Offer> score;
  private final Admission admission;

  public BidAllocation(OfferSource offers, ToDoubleFunction<Offer> score) {
    this(offers, score, Admission.ALL);
  }

  /** Scoring only the offers {@code admission} admits. */
  public BidAllocation(OfferSource offers, ToDoubleFunction<Offer> score, Admission admission) {
    this.offers = offers;
    this.score = score;
    this.admission = admission;
  }

  /** Drops worthless waiting jobs, then allocates the best offers node by node. */
  public void allocate(DecisionContext context) {
    dropWorthless(context);
    admission.begin(context);
    List<JobView> queue = new ArrayList<>(context.waiting());
    boolean[] nothingFits = new boolean[context.nodeCount()];
    for (int round = 0, rounds = queue.size(); round < rounds && !queue.isEmpty(); round++) {
      Offer best = null;
      while (best == null) {
        int node = maxBidNode(context, nothingFits);
        if (node < 0) {
          return;
        }
        best = bestOffer(context, queue, node, context.freeCores(node));
        nothingFits[node] = best == null;
      }
      context.allocate(best.job(), best.node(), best.plan());
      admission.admitted(best);
      queue.remove(best.job());
    }
  }

  private Offer bestOffer(DecisionContext context, List<JobView> queue, int node, int maxBid) {
    Offer best = null;
    double bestScore = Double.NEGATIVE_INFINITY;
    for (JobView job : queue) {
      for (Offer offer : offers.offers(context, job, node, maxBid)) {
        if (admission != Admission.ALL && !admission.admits(context, offer)) {
          continue;
        }
        double s = score.applyAsDouble(offer);
        if (s > bestScore) {
          best = offer;
          bestScore = s;
        }
      }
    }
    return best;
  }

  /** The node with the most free cores, ties to the lowest index, among those not ruled out; -1 if none has any. */
  static int maxBidNode(DecisionContext context, boolean[] ruledOut) {
    int best = -1;
    for (int n = context.nextNodeWithFreeCores(0); n >= 0; n = context.nextNodeWithFreeCores(n + 1)) {
      if (!ruledOut[n] && (best < 0 || context.freeCores(n) > context.freeCores(best))) {
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
