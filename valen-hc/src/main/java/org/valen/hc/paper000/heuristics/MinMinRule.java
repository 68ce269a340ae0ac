package org.valen.hc.paper000.heuristics;

import java.util.HashMap;
import java.util.Map;
import org.valen.hc.paper000.mapping.LogUtility;
import org.valen.hc.paper000.rules.MappingRule;
import org.valen.hc.paper000.rules.Round;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Offer;
import org.valen.runtime.policy.Plan;

/**
 * The value-aware heuristics of paper 000 (section III-D), built like Min-Min: each mappable job
 * finds its best valid offer on the available nodes that passes the energy filter; of these, the
 * best is assigned; repeat. "Best" maximizes the value earned at the offer's expected completion
 * (Max Utility), value / expected response time (Max UPT) or value / expected energy (Max UPE).
 * An offer that would earn nothing is never taken. Scores are compared as logarithms, log value −
 * log time (or − log energy), which orders offers as the ratios do ({@link LogUtility}: an
 * exponentially decaying interval is a straight line there). The run's index, if any, finds the same
 * assignments. Ties: the higher score; of equal scores, the earlier-arrived job; for one job, the
 * earlier completion, then the lower node index, then the offer listed first (one task: the faster).
 */
abstract class MinMinRule implements MappingRule {
  private final String name;

  MinMinRule(String name) {
    this.name = name;
  }

  @Override
  public final String name() {
    return name;
  }

  /** What the value is divided by, as a logarithm: 0 for the value alone. */
  abstract double logCost(Plan plan);

  @Override
  public final void map(Round round) {
    if (round.index() != null) {
      round.index().minMin(this::logCost);
      return;
    }
    Map<Integer, LogUtility> logValues = new HashMap<>();
    while (round.anyNodeLeft()) {
      Offer best = null;
      double bestScore = Double.NEGATIVE_INFINITY;
      for (JobView job : round.mappable(FirstFitRule.ARRIVAL)) {
        LogUtility logValue = logValues.computeIfAbsent(job.index(),
            i -> LogUtility.of(job.valueCurve(), job.arrivalSeconds()));
        for (int node : round.availableNodes()) {
          for (Offer offer : round.offers(job, node)) {
            double value = logValue.at(offer.completionSeconds());
            if (!round.passes(offer) || value == Double.NEGATIVE_INFINITY) {
              continue; // filtered out, or earns nothing
            }
            double score = value - logCost(offer.plan());
            if (best == null || score > bestScore || (score == bestScore && job == best.job()
                && offer.completionSeconds() < best.completionSeconds())) {
              best = offer;
              bestScore = score;
            }
          }
        }
      }
      if (best == null) {
        return;
      }
      round.assign(best);
    }
  }
}
