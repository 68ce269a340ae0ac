package org.valen.hc.paper000.rules;

import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Offer;
import org.valen.runtime.policy.Plan;

/**
 * The indexed implementation's cache of offers: the plans the kernel offers for a template on a
 * core type with at most some cores, in the kernel's order, with their expected times and energies
 * side by side. A job's offers on a node depend only on its template, the node's core type and the
 * cores asked for (the kernel's plan sources compute them per template; paper 000's policies never
 * preempt, so no job is bound to a core type): one query of the kernel serves every job of the
 * template on every node of the type.
 */
final class PlanTable {
  /** The plans of one template on one core type with at most some cores. */
  static final class Choices {
    final Plan[] plans;
    final double[] seconds;
    final double[] joules;
    final int[] cores;
    /** The fastest plan (the first of equals); −1 if none. */
    final int fastest;
    /** The least expected response time and log cost over the plans (+∞ if none). */
    final double minSeconds;
    /** The fewest cores, the least and the most energy over the plans. */
    final int minCores;
    final double minJoules;
    final double maxJoules;
    double minLogCost = Double.POSITIVE_INFINITY;
    /** The plans from the fastest to the slowest (ties: as listed). */
    final int[] bySpeed;
    /** Each plan's log cost for the rule that asked ({@link OfferIndex#minMin}), or null. */
    double[] logCost;
    /**
     * Whether every plan runs on as many cores and the log cost never falls as plans get slower:
     * then of the plans that pass, the fastest scores at least as much as any other.
     */
    boolean costFollowsSpeed;

    Choices(List<Offer> offers) {
      int n = offers.size();
      plans = new Plan[n];
      seconds = new double[n];
      joules = new double[n];
      cores = new int[n];
      int fast = -1;
      int fewest = Integer.MAX_VALUE;
      double least = Double.POSITIVE_INFINITY;
      double most = 0;
      for (int k = 0; k < n; k++) {
        plans[k] = offers.get(k).plan();
        seconds[k] = plans[k].expectedResponseSeconds();
        joules[k] = plans[k].expectedEnergyJoules();
        cores[k] = plans[k].usedCores();
        fast = fast < 0 || seconds[k] < seconds[fast] ? k : fast;
        fewest = Math.min(fewest, cores[k]);
        least = Math.min(least, joules[k]);
        most = Math.max(most, joules[k]);
      }
      minCores = fewest;
      minJoules = least;
      maxJoules = most;
      bySpeed = java.util.stream.IntStream.range(0, n).boxed()
          .sorted(java.util.Comparator.comparingDouble((Integer k) -> seconds[k]).thenComparingInt(k -> k))
          .mapToInt(Integer::intValue).toArray();
      fastest = fast;
      minSeconds = fast < 0 ? Double.POSITIVE_INFINITY : seconds[fast];
    }

    /** The log costs of {@code rule}, computed once. */
    double[] logCosts(ToDoubleFunction<Plan> rule) {
      if (logCost == null) {
        logCost = new double[plans.length];
        for (int k = 0; k < plans.length; k++) {
          logCost[k] = rule.applyAsDouble(plans[k]);
          minLogCost = Math.min(minLogCost, logCost[k]);
        }
        costFollowsSpeed = true;
        for (int r = 1; r < plans.length; r++) {
          costFollowsSpeed &= logCost[bySpeed[r]] >= logCost[bySpeed[r - 1]] && cores[bySpeed[r]] == cores[bySpeed[0]];
        }
      }
      return logCost;
    }
  }

  private final Map<JobTemplate, Integer> templates = new IdentityHashMap<>();
  private final Map<String, Integer> templateIds = new HashMap<>();
  /** By template, by group number ({@link NodeGroups.Group#id}). */
  private final Choices[][] choices;

  PlanTable(Catalogue catalogue) {
    catalogue.templates().forEach(t -> templateIds.put(t.id(), templateIds.size()));
    this.choices = new Choices[templateIds.size()][];
  }

  int templateCount() {
    return templateIds.size();
  }

  /** The template's position in the catalogue. */
  int templateOf(JobView job) {
    return templates.computeIfAbsent(job.template(), t -> {
      Integer i = templateIds.get(t.id());
      if (i == null) {
        throw new IllegalArgumentException("job " + job.id() + ": template " + t.id() + " is not in the catalogue");
      }
      return i;
    });
  }

  /**
   * The plans of {@code job}'s template (number {@code template}) on the nodes of group {@code g},
   * asked of the kernel the first time.
   */
  Choices of(DecisionContext context, JobView job, int template, NodeGroups.Group g, int groups) {
    Choices[] row = choices[template];
    if (row == null || row.length <= g.id) {
      row = choices[template] = row == null ? new Choices[groups] : Arrays.copyOf(row, Math.max(groups, 2 * row.length));
    }
    Choices c = row[g.id];
    if (c == null) {
      c = row[g.id] = new Choices(context.offers(job, g.someNode, g.cores, context.now()));
    }
    return c;
  }
}
