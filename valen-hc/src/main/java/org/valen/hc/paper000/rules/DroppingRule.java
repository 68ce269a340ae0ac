package org.valen.hc.paper000.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.valen.hc.paper000.mapping.LogUtility;
import org.valen.model.job.Catalogue;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Offer;

/**
 * Dropping of low value-earning jobs (paper 000, section III-B): at every mapping event, a
 * mappable job is dropped, never to be mapped, if the most value it could earn is below the
 * dropping threshold (the paper's 0.5), or is nothing at all. The most it could earn is its value
 * at its earliest completion over every node and every offer there, starting at the node's ready
 * time for the offer's cores ({@link NodeTimeline}): "on any available machine assuming it can
 * start as soon as possible, i.e., immediately after the unmappable tasks" — every node, in both
 * environments (only idle nodes in the polled one would drop nearly everything). Value curves do
 * not rise with time, so the earliest completion earns the most.
 *
 * <p>The order of the drops matters only to Random, which draws from the mappable set in the order
 * the set keeps ({@link MappableSet}): template by template in the catalogue's order, and within
 * a template by the time at which the job's value falls below the threshold, then by arrival.
 */
final class DroppingRule {
  private final double threshold;
  private final Comparator<JobView> order;

  DroppingRule(double threshold, Catalogue catalogue) {
    this.threshold = threshold;
    double atLeast = Math.max(threshold, Double.MIN_VALUE); // a threshold of 0 drops what earns nothing
    Map<String, Integer> templateIndex = new HashMap<>();
    catalogue.templates().forEach(t -> templateIndex.put(t.id(), templateIndex.size()));
    this.order = Comparator.comparingInt((JobView job) -> templateIndex.get(job.template().id()))
        .thenComparingDouble(job -> LogUtility.lastTimeAtLeast(job.valueCurve(), job.arrivalSeconds(), atLeast))
        .thenComparingInt(JobView::index);
  }

  /** Drops every mappable job that cannot earn the threshold any more. */
  void run(DecisionContext context, MappableSet mappable, List<NodeTimeline> nodes) {
    List<JobView> low = new ArrayList<>();
    for (JobView job : mappable.jobs()) {
      double earliest = earliestCompletion(context, job, nodes);
      double best = Double.isInfinite(earliest) ? 0 : job.valueIfCompletedAt(earliest);
      if (best < threshold || best <= 0) {
        low.add(job);
      }
    }
    low.sort(order);
    for (JobView job : low) {
      context.drop(job);
      mappable.remove(job);
    }
  }

  /** The earliest completion of {@code job} over every node and offer; +∞ if no node can run it. */
  static double earliestCompletion(DecisionContext context, JobView job, List<NodeTimeline> nodes) {
    double earliest = Double.POSITIVE_INFINITY;
    for (int node = 0; node < nodes.size(); node++) {
      for (Offer offer : context.offers(job, node, context.totalCores(node), context.now())) {
        earliest = Math.min(earliest, nodes.get(node).readyFor(offer.cores()) + offer.responseSeconds());
      }
    }
    return earliest;
  }
}
