package org.valen.hc.paper000.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.ToDoubleFunction;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.hc.paper000.mapping.LogUtility;
import org.valen.hc.paper000.rules.NodeGroups.Group;
import org.valen.hc.paper000.rules.PlanTable.Choices;
import org.valen.model.job.Catalogue;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Offer;
import org.valen.runtime.policy.Plan;

/**
 * The indexed implementation of paper 000's mapping event ({@code implementation=indexed}, the
 * default): indexes and caches beside the readable rules that find exactly their choices without
 * asking the kernel for every job's offers on every node. Held equal to the readable rules by
 * {@code IndexOnVariedSystemsTest} and {@code ImplementationEquivalenceTest}.
 *
 * <ul>
 *   <li>offers: {@link PlanTable}, one query of the kernel per template and group of nodes;
 *   <li>nodes: {@link NodeGroups}, of the nodes that make the same offers the one a choice would use;
 *   <li>dropping: {@link DropIndex}, the jobs by the time their value falls below the threshold;
 *   <li>the FCFS family ({@link #firstFitAll}): the mappable jobs kept in each heuristic's order,
 *       and a job's choice found group by group;
 *   <li>Max Utility, UPT and UPE: {@link ScoreQueue}, a lazy greedy over bounds of the scores;
 *   <li>Random ({@link #randomChoice}): a job's passing offers counted group by group.
 * </ul>
 *
 * <p>Within a round, offers only get worse: nodes fill, the energy left falls. So a template that
 * has no choice keeps none for the rest of the round. And in the queued environment, once the
 * energy left covers every mappable job's costliest plan (<em>plentiful</em>), an assignment to
 * a group of nodes none of which is open (see {@link Round}) changes nothing that an assignment
 * to an open group depends on: then a job that can use no open group may wait, unmapped, until a
 * job's choice depends on the groups it would have made later ({@link #firstFitAll}, {@link
 * ScoreQueue}); what it would have mapped is mapped again at the next event anyway.
 */
public final class OfferIndex implements MappableSet.Listener {
  /** A mappable job as the index knows it; replaced when the job leaves the set and comes back. */
  static final class Tracked {
    final JobView job;
    final int template;
    /** False once the job left the mappable set. */
    boolean live = true;
    /** The event in which it was mapped for this event only (a revisable mapping). */
    long mappedInEvent = -1;
    private LogUtility log;
    /** Set by {@link ScoreQueue}: the job's heap entry, when it was last scored, and its best choice then. */
    long stamp;
    long exactInEvent = -1;
    final ScoreQueue.Choice best = new ScoreQueue.Choice();

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
  /** The tracked jobs by job index (null: not mappable), and how many. */
  private Tracked[] tracked = new Tracked[64];
  private int trackedCount;
  private final List<Set<Tracked>> byTemplate = new ArrayList<>();
  private final Map<Comparator<JobView>, TreeSet<JobView>> ordered = new IdentityHashMap<>();
  /** While the FCFS family walks its order, the jobs that left the set, taken out of the order after. */
  private boolean walking;
  private final List<JobView> left = new ArrayList<>();
  /** Templates that have mappable jobs, and of them those without a choice in this round. */
  private int withJobs;
  private int choiceless;
  private final long[] noChoiceIn;
  private final long[] openCheckedIn;
  private final int[] openCheckedAt;
  private final boolean[] usesOpen;
  private final double[] maxJoules;
  /** Per template, Random's passing offers per group ({@link #passingCounts}) and when they were counted. */
  private final int[][] passingCounts;
  private final long[] countedIn;
  /** Per template, the FCFS family's last choice (its score: the event it was made in). */
  private final ScoreQueue.Choice[] firstFits;
  private ScoreQueue scores;
  private NodeGroups groups;
  private DecisionContext context;
  private List<NodeTimeline> timelines;
  private Round round;
  private long event;
  private int closings;

  private int mappedInRound;
  private double poolJoules;
  private boolean plentiful;

  OfferIndex(Catalogue catalogue, double droppingThreshold) {
    this.plans = new PlanTable(catalogue);
    int templates = plans.templateCount();
    this.dropping = new DropIndex(droppingThreshold, templates);
    for (int i = 0; i < templates; i++) {
      byTemplate.add(new LinkedHashSet<>());
    }
    noChoiceIn = new long[templates];
    openCheckedIn = new long[templates];
    openCheckedAt = new int[templates];
    usesOpen = new boolean[templates];
    maxJoules = new double[templates];
    Arrays.fill(maxJoules, Double.NaN);
    passingCounts = new int[templates][];
    countedIn = new long[templates];
    firstFits = new ScoreQueue.Choice[templates];
    Arrays.setAll(firstFits, i -> new ScoreQueue.Choice());
  }

  @Override
  public void added(JobView job) {
    Tracked t = new Tracked(job, plans.templateOf(job));
    if (job.index() >= tracked.length) {
      tracked = Arrays.copyOf(tracked, Math.max(job.index() + 1, 2 * tracked.length));
    }
    Tracked was = tracked[job.index()];
    tracked[job.index()] = t;
    trackedCount++;
    if (was != null) {
      was.live = false;
      byTemplate.get(was.template).remove(was);
      withJobs -= byTemplate.get(was.template).isEmpty() ? 1 : 0;
      trackedCount--;
    }
    withJobs += byTemplate.get(t.template).isEmpty() ? 1 : 0;
    byTemplate.get(t.template).add(t);
    dropping.add(t);
    ordered.forEach((order, set) -> set.add(job));
    if (scores != null) {
      scores.add(t);
    }
  }

  @Override
  public void removed(JobView job) {
    Tracked t = tracked[job.index()];
    tracked[job.index()] = null;
    trackedCount--;
    t.live = false;
    byTemplate.get(t.template).remove(t);
    if (byTemplate.get(t.template).isEmpty()) {
      withJobs--;
      choiceless -= noChoiceIn[t.template] == event ? 1 : 0;
    }
    if (walking) {
      left.add(job);
    } else {
      ordered.forEach((order, set) -> set.remove(job));
    }
    if (round != null && t.mappedInEvent != event && !Double.isNaN(maxJoules[t.template])) {
      poolJoules -= maxJoules[t.template]; // mapped in the round (dropped jobs leave before it starts)
      plentiful |= round.energyLeft() >= poolJoules;
    }
  }

  /** Starts a mapping event with the nodes' timelines, and drops what the readable rule would ({@link DroppingRule}). */
  void beginAndDrop(DecisionContext ctx, List<NodeTimeline> nodes, boolean queued, long number, MappableSet mappable) {
    if (groups == null) {
      groups = new NodeGroups(ctx);
    }
    this.context = ctx;
    this.timelines = nodes;
    this.event = number;
    this.round = null;
    groups.begin(ctx, nodes, queued, number);
    dropping.run(this, mappable);
  }

  /** The event's round begins: open groups, and whether the energy left covers every mappable job. */
  void use(Round r) {
    this.round = r;
    this.mappedInRound = 0;
    this.choiceless = 0;
    if (r.queued()) {
      groups.open(r.horizonSeconds());
    }
    poolJoules = 0;
    for (int i = 0; i < byTemplate.size(); i++) {
      if (!byTemplate.get(i).isEmpty()) {
        poolJoules += byTemplate.get(i).size() * maxJoules(byTemplate.get(i).iterator().next());
      }
    }
    plentiful = r.energyLeft() >= poolJoules;
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

  /** The tracked job of {@code job}. */
  Tracked tracked(JobView job) {
    return tracked[job.index()];
  }

  /** Live jobs of template {@code i}. */
  Set<Tracked> ofTemplate(int i) {
    return byTemplate.get(i);
  }

  int templateCount() {
    return byTemplate.size();
  }

  /** Mappable jobs not mapped in this round. */
  int inRound() {
    return trackedCount - mappedInRound;
  }

  /** Queued, with the energy left covering every mappable job: jobs that can use no open group may wait (see the class comment). */
  boolean mayFocus() {
    return round.queued() && plentiful;
  }

  /** The plans of tracked job {@code t} on group {@code g}'s nodes. */
  Choices choices(Tracked t, Group g) {
    return plans.of(context, t.job, t.template, g, groups.count());
  }

  /**
   * Whether template {@code t.template} has a plan that passes on an open group: the fastest
   * ({@code fastestOnly}) or any. Once false, false for the rest of the round.
   */
  boolean usesOpen(Tracked t, boolean fastestOnly) {
    int i = t.template;
    if (openCheckedIn[i] != event || openCheckedAt[i] != closings) {
      openCheckedIn[i] = event;
      openCheckedAt[i] = closings;
      usesOpen[i] = false;
      for (Group g : groups.fixed()) {
        if (groups.isOpen(g)) {
          Choices ch = choices(t, g);
          usesOpen[i] |= ch.fastest >= 0 && round.passes(fastestOnly ? ch.joules[ch.fastest] : ch.minJoules);
        }
      }
    }
    return usesOpen[i];
  }

  /** The mappable jobs in {@code order}, kept sorted from event to event. */
  private TreeSet<JobView> inOrder(Comparator<JobView> order) {
    return ordered.computeIfAbsent(order, o -> {
      TreeSet<JobView> set = new TreeSet<>(o);
      byTemplate.forEach(of -> of.forEach(t -> set.add(t.job)));
      return set;
    });
  }

  /**
   * The FCFS family's loop ({@code heuristics.FirstFitRule}): the mappable jobs in {@code order},
   * each in turn to its choice ({@link #firstFit}), while a node is left and a template with jobs
   * may have a choice. When it may focus ({@link #mayFocus}), a job that can use no open group
   * waits; a later job whose choice is not on an open group has them mapped first, in order, and
   * looks again.
   */
  public void firstFitAll(Comparator<JobView> order, boolean allPStates) {
    TreeSet<JobView> jobs = inOrder(order);
    List<Tracked> waiting = new ArrayList<>();
    walking = true; // jobs mapped now leave the order when the walk ends
    try {
      for (JobView job : jobs) {
        if (!round.anyNodeLeft() || choiceless == withJobs) {
          return;
        }
        Tracked t = tracked(job);
        if (t == null || noChoiceIn[t.template] == event || t.mappedInEvent == event) {
          continue;
        }
        boolean focus = mayFocus();
        if (focus && !usesOpen(t, !allPStates)) {
          waiting.add(t);
          continue;
        }
        ScoreQueue.Choice best = firstFit(t, allPStates);
        if (best != null && !waiting.isEmpty() && (!focus || !groups.isOpen(best.group))) {
          waiting.forEach(w -> fit(w, firstFit(w, allPStates)));
          waiting.clear();
          best = firstFit(t, allPStates);
        }
        fit(t, best);
      }
    } finally {
      walking = false;
      left.forEach(job -> ordered.forEach((o, set) -> set.remove(job)));
      left.clear();
    }
  }

  /** Maps tracked job {@code t} to {@code choice}; without one, its template has none left in this round. */
  private void fit(Tracked t, ScoreQueue.Choice choice) {
    if (choice == null) {
      noChoice(t);
    } else {
      round.assign(t.job, choice.node, choice.choices.plans[choice.plan], choice.start);
    }
  }

  /**
   * The FCFS family's choice for tracked job {@code t}: on each group its fastest offer if it
   * passes, or ({@code allPStates}) its first that passes; of those, the one that starts first, then
   * completes first, then the lowest node. Null if none. The choice is the template's: it stays the
   * same while its group is unchanged and it passes, as every other group's only gets later
   * (polled: goes, or is beaten by the group's choice with more free cores).
   */
  private ScoreQueue.Choice firstFit(Tracked t, boolean allPStates) {
    if (noChoiceIn[t.template] == event) {
      return null;
    }
    ScoreQueue.Choice best = firstFits[t.template];
    if (best.group != null && best.score == event && best.group.version == best.version
        && round.passes(best.choices.joules[best.plan])) {
      return best;
    }
    best.group = null;
    for (Group g : groups.available()) {
      if (groups.size(g) == 0) {
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
      if (best.group == null || start < best.start
          || start == best.start && (end < best.end() || end == best.end() && node < best.node)) {
        best.set(event, g, ch, k, node, start);
      }
    }
    return best.group == null ? null : best;
  }

  /**
   * Max Utility, UPT or UPE's loop ({@code heuristics.MinMinRule}): while a node is left, the offer
   * of the highest score value − {@code logCost} over every job and available node ({@link
   * ScoreQueue}); it ends when none earns anything, or no assignment left could reach the kernel.
   */
  public void minMin(ToDoubleFunction<Plan> logCost) {
    if (scores == null) {
      scores = new ScoreQueue(this, logCost);
      byTemplate.stream().flatMap(Set::stream).sorted(Comparator.comparingInt(t -> t.job.index())).forEach(scores::add);
    }
    while (round.anyNodeLeft()) {
      Tracked t = scores.next();
      if (t == null) {
        return;
      }
      ScoreQueue.Choice c = scores.chosen();
      round.assign(t.job, c.node, c.choices.plans[c.plan], c.start);
    }
  }

  /**
   * Random's choice for {@code job} ({@code heuristics.RandomHeuristic}): one of its offers that pass
   * on the available nodes, listed node by node in index order, drawn uniformly from {@code random};
   * null, drawing nothing, if none passes.
   */
  public Offer randomChoice(JobView job, UniformRandomProvider random) {
    Tracked t = tracked(job);
    if (noChoiceIn[t.template] == event) {
      return null;
    }
    int[] counts = passingCounts(t);
    int total = counts[counts.length - 1];
    if (total == 0) {
      noChoice(t);
      return null;
    }
    int r = random.nextInt(total);
    if (groups.contiguous()) { // the groups' nodes in index order, one group after the other
      List<Group> all = groups.available();
      int g = 0;
      while (r >= counts[g]) {
        g++;
      }
      Choices ch = choices(t, all.get(g));
      int n = (counts[g] - (g == 0 ? 0 : counts[g - 1])) / groups.size(all.get(g));
      r -= g == 0 ? 0 : counts[g - 1];
      return offerOn(job, groups.nth(all.get(g), r / n), ch, nthPassing(ch, r % n));
    }
    for (int node = 0; node < timelines.size(); node++) {
      Group g = groups.ofAvailable(node);
      int n = g == null ? 0 : passing(choices(t, g));
      if (r < n) {
        Choices ch = choices(t, g);
        return offerOn(job, node, ch, nthPassing(ch, r));
      }
      r -= n;
    }
    throw new IllegalStateException("no passing choice number " + r);
  }

  /**
   * Per available group, how many offers of tracked job {@code t} pass on its nodes, summed up to
   * it; the last is the total. Kept for the round when the offers that pass cannot change in it
   * (queued, the energy left covering every job).
   */
  private int[] passingCounts(Tracked t) {
    int[] counts = passingCounts[t.template];
    if (counts != null && countedIn[t.template] == event && mayFocus()) {
      return counts;
    }
    List<Group> all = groups.available();
    counts = new int[all.size() + 1];
    int sum = 0;
    for (int g = 0; g < all.size(); g++) {
      sum += groups.size(all.get(g)) == 0 ? 0 : groups.size(all.get(g)) * passing(choices(t, all.get(g)));
      counts[g] = sum;
    }
    counts[all.size()] = sum;
    passingCounts[t.template] = counts;
    countedIn[t.template] = event;
    return counts;
  }

  private Offer offerOn(JobView job, int node, Choices ch, int k) {
    return Offer.of(job, node, ch.plans[k], round.queued() ? timelines.get(node).readyFor(ch.cores[k]) : context.now());
  }

  /** Tracked job {@code t}'s template has no choice left in this round. */
  private void noChoice(Tracked t) {
    if (noChoiceIn[t.template] != event) {
      noChoiceIn[t.template] = event;
      choiceless++;
    }
  }

  /** An assignment was made on {@code node}, which had {@code freeBefore} free cores; {@code closed}: it is open no more. */
  void assigned(JobView job, int node, int freeBefore, boolean revisable, boolean closed) {
    Tracked t = tracked(job);
    t.stamp++; // out of this round's score queue
    if (revisable) {
      t.mappedInEvent = event;
      mappedInRound++;
    }
    closings += closed ? 1 : 0;
    groups.changed(node, freeBefore, closed);
  }

  /** The most energy of any plan of tracked job {@code t}'s template on a whole node. */
  private double maxJoules(Tracked t) {
    if (Double.isNaN(maxJoules[t.template])) {
      double most = 0;
      for (Group g : groups.fixed()) {
        most = Math.max(most, choices(t, g).maxJoules);
      }
      maxJoules[t.template] = most;
    }
    return maxJoules[t.template];
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
