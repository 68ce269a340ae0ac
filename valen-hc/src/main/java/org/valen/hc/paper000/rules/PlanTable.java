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
 * group of nodes ({@link NodeGroups}), in the kernel's order, their times and energies side by
 * side. A job's offers on a node depend only on its template, the node's core type and the cores
 * asked for (the kernel's plan sources compute them per template; paper 000's policies never
 * preempt, so no job is bound to a core type): one query serves every job of the template there.
 */
final class PlanTable {
  /** The plans of one template on one group of nodes. */
  static final class Choices {
    final Plan[] plans;
    final double[] seconds;
    final double[] joules;
    final int[] cores;
    /** The plans from the fastest to the slowest (ties: as listed); −1 as the fastest if none. */
    final int[] bySpeed;
    final int fastest;
    /** The least time, the least and the most energy of the plans. */
    final double minSeconds;
    final double minJoules;
    final double maxJoules;
    /** Whether every plan holds as many cores. */
    final boolean sameCores;
    /** Whether {@code OfferIndex.choices} checked these plans against the template's least energy on whole nodes. */
    boolean energyBoundChecked;
    /** Each plan's log cost for the Min-Min rule ({@link #logCosts}), their least, and whether it follows speed. */
    double[] logCost;
    double minLogCost = Double.POSITIVE_INFINITY;
    /**
     * Whether every plan holds as many cores and the log cost never falls as plans get slower:
     * then of the plans that pass, the fastest scores at least as much as any other.
     */
    boolean costFollowsSpeed;

    Choices(List<Offer> offers) {
      int n = offers.size();
      plans = new Plan[n];
      seconds = new double[n];
      joules = new double[n];
      cores = new int[n];
      bySpeed = new int[n];
      double leastJoules = Double.POSITIVE_INFINITY;
      double mostJoules = n == 0 ? 0 : Double.NEGATIVE_INFINITY;
      boolean oneSize = true;
      for (int k = 0; k < n; k++) {
        plans[k] = offers.get(k).plan();
        seconds[k] = plans[k].expectedResponseSeconds();
        joules[k] = plans[k].expectedEnergyJoules();
        cores[k] = plans[k].usedCores();
        leastJoules = Math.min(leastJoules, joules[k]);
        mostJoules = Math.max(mostJoules, joules[k]);
        oneSize &= cores[k] == cores[0];
        int r = k; // insertion by speed, ties as listed: a template has a handful of plans
        for (; r > 0 && seconds[bySpeed[r - 1]] > seconds[k]; r--) {
          bySpeed[r] = bySpeed[r - 1];
        }
        bySpeed[r] = k;
      }
      fastest = n == 0 ? -1 : bySpeed[0];
      minSeconds = n == 0 ? Double.POSITIVE_INFINITY : seconds[fastest];
      sameCores = oneSize;
      minJoules = leastJoules;
      maxJoules = mostJoules;
    }

    /** How many plans pass the round's energy filter. */
    int passing(Round round) {
      int n = 0;
      for (double j : joules) {
        n += round.passes(j) ? 1 : 0;
      }
      return n;
    }

    /** The {@code n}-th plan that passes the round's energy filter (0 = the first), or −1. */
    int nthPassing(Round round, int n) {
      for (int k = 0; k < plans.length; k++) {
        if (round.passes(joules[k]) && n-- == 0) {
          return k;
        }
      }
      return -1;
    }

    /** The log costs of {@code rule}, computed once (one rule per policy). */
    double[] logCosts(ToDoubleFunction<Plan> rule) {
      if (logCost == null) {
        logCost = new double[plans.length];
        for (int k = 0; k < plans.length; k++) {
          logCost[k] = rule.applyAsDouble(plans[k]);
          minLogCost = Math.min(minLogCost, logCost[k]);
        }
        costFollowsSpeed = sameCores;
        for (int r = 1; r < plans.length; r++) {
          costFollowsSpeed &= logCost[bySpeed[r]] >= logCost[bySpeed[r - 1]];
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

  /** The position of {@code job}'s template in the catalogue. */
  int templateOf(JobView job) {
    return templates.computeIfAbsent(job.template(), t -> {
      Integer i = templateIds.get(t.id());
      if (i == null) {
        throw new IllegalArgumentException("job " + job.id() + ": template " + t.id() + " is not in the catalogue");
      }
      return i;
    });
  }

  /** The plans of {@code job}'s template (number {@code template}) on group {@code g} of {@code groups}. */
  Choices of(DecisionContext context, JobView job, int template, NodeGroups.Group g, NodeGroups groups) {
    Choices[] row = choices[template];
    return row != null && g.id < row.length && row[g.id] != null ? row[g.id] : ask(context, job, template, g, groups);
  }

  /** Asks the kernel for the plans of {@link #of} the first time (apart, so that {@code of} stays small enough to inline). */
  private Choices ask(DecisionContext context, JobView job, int template, NodeGroups.Group g, NodeGroups groups) {
    Choices[] row = choices[template];
    if (row == null || row.length <= g.id) {
      row = choices[template] = row == null ? new Choices[groups.count()]
          : Arrays.copyOf(row, Math.max(groups.count(), 2 * row.length));
    }
    return row[g.id] = new Choices(context.offers(job, g.someNode, g.cores, context.now()));
  }
}
