package org.valen.hc.paper000.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.ToDoubleFunction;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.hc.paper000.mapping.LogUtility;
import org.valen.hc.paper000.rules.NodeGroups.Group;
import org.valen.hc.paper000.rules.PlanTable.Choices;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Offer;
import org.valen.runtime.policy.Plan;

/**
 * The indexed implementation of paper 000's mapping event ({@code implementation=indexed}, the
 * default): indexes and caches beside the readable rules that find exactly their choices without
 * asking the kernel for every job's offers on every node. Held equal to the readable rules by
 * {@code IndexOnVariedSystemsTest} (several core types, nodes of many cores, DAG jobs, bursts,
 * both environments, with and without the filter).
 *
 * <ul>
 *   <li>offers: {@link PlanTable}, one query of the kernel per template, core type and core count;
 *   <li>nodes: {@link NodeGroups}, of the nodes that make the same offers the one a choice would use;
 *   <li>dropping: {@link DropIndex}, the jobs by the time their value falls below the threshold;
 *   <li>the FCFS family: the mappable jobs kept in each heuristic's order, and a job's choice found
 *       group by group ({@link #firstFit});
 *   <li>Max Utility, UPT and UPE: {@link ScoreQueue}, a lazy greedy over bounds of the scores;
 *   <li>Random: a job's passing choices counted group by group ({@link #randomChoice}).
 * </ul>
 */
public final class OfferIndex implements MappableSet.Listener {
  /** A mappable job as the index knows it; replaced when the job leaves the set and comes back. */
  static final class Tracked {
    final JobView job;
    final int template;
    /** False once the job left the mappable set. */
    boolean live = true;
    private LogUtility log;
    /** Set by {@link ScoreQueue}: the job's heap entry, when it was last evaluated, and its best choice then. */
    long stamp;
    long exactInEvent = -1;
    double score;
    Group group;
    int version;
    Choices choices;
    int plan;
    int node;
    double start;

    Tracked(JobView job, int template) {
      this.job = job;
      this.template = template;
    }

    /** The job's value in the log domain (as the readable Max Utility family compares it). */
    LogUtility log() {
      if (log == null) {
        log = LogUtility.of(job.valueCurve(), job.arrivalSeconds());
      }
      return log;
    }
  }

  private final PlanTable plans;
  private final DropIndex dropping;
  private final Map<Integer, Tracked> tracked = new HashMap<>();
  private final Map<Comparator<JobView>, TreeSet<JobView>> ordered = new IdentityHashMap<>();
  private ScoreQueue scores;
  private NodeGroups groups;
  private DecisionContext context;
  private List<NodeTimeline> timelines;
  private Round round;
  private long event;

  OfferIndex(org.valen.model.job.Catalogue catalogue, int coreTypes, int maxCores, double droppingThreshold) {
    this.plans = new PlanTable(catalogue, coreTypes, maxCores);
    this.dropping = new DropIndex(droppingThreshold, plans.templateCount());
  }

  @Override
  public void added(JobView job) {
    Tracked t = new Tracked(job, plans.templateOf(job));
    Tracked was = tracked.put(job.index(), t);
    if (was != null) {
      was.live = false;
    }
    dropping.add(t);
    ordered.forEach((order, set) -> set.add(job));
    if (scores != null) {
      scores.add(t);
    }
  }

  @Override
  public void removed(JobView job) {
    tracked.remove(job.index()).live = false;
    ordered.forEach((order, set) -> set.remove(job));
  }

  /** Starts a mapping event with the nodes' timelines, and drops what the readable rule would ({@link DroppingRule}). */
  void beginAndDrop(DecisionContext ctx, List<NodeTimeline> nodes, boolean queued, long number, MappableSet mappable) {
    if (groups == null) {
      groups = new NodeGroups(ctx);
    }
    this.context = ctx;
    this.timelines = nodes;
    this.event = number;
    groups.begin(ctx, nodes, queued, number);
    dropping.run(this, mappable);
  }

  /** The event's round: the energy left and what is mapped. */
  void use(Round r) {
    this.round = r;
  }

  long event() {
    return event;
  }

  NodeGroups groups() {
    return groups;
  }

  Round round() {
    return round;
  }

  DecisionContext context() {
    return context;
  }

  /** The plans of tracked job {@code t} on group {@code g}'s nodes. */
  Choices choices(Tracked t, Group g) {
    return plans.of(context, t.job, t.template, g.someNode, g.cores);
  }

  /** The mappable jobs not mapped in this round, in {@code order}: kept sorted from event to event. */
  List<JobView> inOrder(Comparator<JobView> order) {
    TreeSet<JobView> set = ordered.get(order);
    if (set == null) {
      set = new TreeSet<>(order);
      for (Tracked t : tracked.values()) {
        set.add(t.job);
      }
      ordered.put(order, set);
    }
    return new ArrayList<>(set);
  }

  /**
   * The FCFS family's choice for {@code job} ({@code heuristics.FirstFitRule}): on each group its
   * fastest offer if it passes, or ({@code allPStates}) its first that passes; of those, the one
   * that starts first, then completes first, then the lowest node. Null if none.
   */
  public Offer firstFit(JobView job, boolean allPStates) {
    Tracked t = tracked.get(job.index());
    Choices best = null;
    int bestPlan = -1;
    int bestNode = -1;
    double bestStart = Double.POSITIVE_INFINITY;
    double bestEnd = Double.POSITIVE_INFINITY;
    for (Group g : groups.available()) {
      if (groups.isEmpty(g)) {
        continue;
      }
      Choices ch = choices(t, g);
      int k = allPStates ? nthPassing(ch, 0) : ch.fastest >= 0 && round.passes(ch.joules[ch.fastest]) ? ch.fastest : -1;
      if (k < 0) {
        continue;
      }
      double start = groups.start(g, ch.cores[k]);
      double end = start + ch.seconds[k];
      int node = groups.node(g, ch.cores[k]);
      if (best == null || start < bestStart || start == bestStart && (end < bestEnd || end == bestEnd && node < bestNode)) {
        best = ch;
        bestPlan = k;
        bestNode = node;
        bestStart = start;
        bestEnd = end;
      }
    }
    return best == null ? null : Offer.of(job, bestNode, best.plans[bestPlan], bestStart);
  }

  /**
   * Max Utility, UPT or UPE's next assignment ({@code heuristics.MinMinRule}): the offer of the
   * highest score value − {@code logCost} over every job and available node; null if none earns
   * anything.
   */
  public Offer best(ToDoubleFunction<Plan> logCost) {
    if (scores == null) {
      scores = new ScoreQueue(this, logCost);
      tracked.values().stream().sorted(Comparator.comparingInt(t -> t.job.index())).forEach(scores::add);
    }
    return scores.next();
  }

  /**
   * Random's choice for {@code job} ({@code heuristics.RandomHeuristic}): one of its offers that pass
   * on the available nodes, listed node by node in index order, drawn uniformly from {@code random};
   * null, drawing nothing, if none passes.
   */
  public Offer randomChoice(JobView job, UniformRandomProvider random) {
    Tracked t = tracked.get(job.index());
    int total = 0;
    for (Group g : groups.available()) {
      total += groups.isEmpty(g) ? 0 : groups.size(g) * passing(choices(t, g));
    }
    if (total == 0) {
      return null;
    }
    int r = random.nextInt(total);
    for (int node = 0; node < timelines.size(); node++) {
      Group g = groups.ofAvailable(node);
      if (g == null) {
        continue;
      }
      Choices ch = choices(t, g);
      int n = passing(ch);
      if (r < n) {
        int k = nthPassing(ch, r);
        double start = round.queued() ? timelines.get(node).readyFor(ch.cores[k]) : context.now();
        return Offer.of(job, node, ch.plans[k], start);
      }
      r -= n;
    }
    throw new IllegalStateException("no passing choice number " + r);
  }

  /** An assignment was made on {@code node}, which had {@code freeBefore} free cores. */
  void assigned(JobView job, int node, int freeBefore) {
    Tracked t = tracked.get(job.index());
    if (t != null) {
      t.stamp++; // out of this round's score queue
    }
    groups.changed(node, freeBefore);
  }

  /** Every tracked job of {@code template} (for the score queue, when a template's bound falls). */
  List<Tracked> ofTemplate(int template) {
    return tracked.values().stream().filter(t -> t.template == template).toList();
  }

  private int passing(Choices ch) {
    int n = 0;
    for (double joules : ch.joules) {
      n += round.passes(joules) ? 1 : 0;
    }
    return n;
  }

  /** The {@code n}-th passing plan (0 = the first), or −1. */
  private int nthPassing(Choices ch, int n) {
    for (int k = 0; k < ch.plans.length; k++) {
      if (round.passes(ch.joules[k]) && n-- == 0) {
        return k;
      }
    }
    return -1;
  }
}
