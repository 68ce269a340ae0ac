package org.valen.hc.paper000.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.ToDoubleFunction;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.hc.paper000.mapping.LogUtility;
import org.valen.hc.paper000.rules.NodeGroups.Group;
import org.valen.hc.paper000.rules.PlanTable.Choices;
import org.valen.model.job.Catalogue;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Plan;

/**
 * The indexed implementation of paper 000's mapping event ({@code implementation=indexed}, the
 * default): indexes and caches beside the readable rules that find exactly their choices without
 * asking the kernel for every job's offers on every node (held equal to them by {@code
 * IndexOnVariedSystemsTest} and {@code ImplementationEquivalenceTest}): {@link PlanTable} (offers,
 * one query per template and group of nodes), {@link NodeGroups} (of the nodes that make the same
 * offers, the one a choice would use), {@link DropIndex} (dropping), {@link FirstFitWalk} (the FCFS
 * family), {@link ScoreQueue} (Max Utility, UPT, UPE) and {@link RandomPick} (Random).
 *
 * <p>Within a round, offers only get worse: nodes fill, the energy left falls. So a template without
 * a choice gets none for the rest of the round. And queued, once the energy left covers every
 * mappable job's costliest plan (<em>plentiful</em>), an assignment to a group of nodes none of which
 * is open ({@link Round}) changes nothing an assignment to an open group depends on: the FCFS
 * family's jobs that can use no open group may wait until a later job's choice depends on the
 * groups they would have made later. Whatever the energy, once no job not yet mapped can use an open
 * group, nothing more could reach the kernel: the round may end (the rest is mapped at the next event).
 */
public final class OfferIndex implements MappableSet.Listener {
  private final PlanTable plans;
  private final DropIndex dropping;
  private final double threshold;
  private Tracked[] tracked = new Tracked[0];
  private double[] lastSeconds = new double[0];
  private int trackedCount;
  private final List<Set<Tracked>> byTemplate = new ArrayList<>();
  /** The templates that have mappable jobs, so that an event looks at those only. */
  private final BitSet withJobs = new BitSet();
  private int templatesWithJobs;
  /**
   * Per template: the event in which it was found without a choice, or to use no open group (and
   * how many groups were open then: the answer holds while they are, as groups only close in a round
   * and the energy left only falls).
   */
  private final long[] noChoiceIn;
  private final long[] closedOutIn;
  private final int[] closedOutAt;
  /** Per template, the fixed group {@link #usesOpen} found (their count: none). */
  private final int[] openVia;
  /** Per template: its jobs mapped revisably in the event {@code revisedIn} ({@link #anyUsesOpen}). */
  private final int[] revised;
  private final long[] revisedIn;
  /** {@link #anyUsesOpen}'s event, the round's assignments and the template found then. */
  private long anyCheckedIn = -1;
  private int anyCheckedAt;
  private int anyFound;
  private final double[] maxJoules;
  private final double[] leastJoules;
  private final FirstFitWalk firstFitWalk;
  private final RandomPick randomPick;
  private ScoreQueue scores;
  private NodeGroups groups;
  private DecisionContext context;
  private List<NodeTimeline> timelines;
  private Round round;
  private long event;
  /** In the round: assignments, templates with jobs and of them without a choice. */
  private int assignments;
  private int choiceless;
  private double poolJoules;
  /** The least energy of any plan of a mappable job, on whole nodes, as the round began. */
  private double poolLeastJoules;
  private boolean plentiful;

  OfferIndex(Catalogue catalogue, double droppingThreshold) {
    this.plans = new PlanTable(catalogue);
    int templates = plans.templateCount();
    this.dropping = new DropIndex(droppingThreshold, templates);
    this.threshold = droppingThreshold;
    for (int i = 0; i < templates; i++) {
      byTemplate.add(new LinkedHashSet<>());
    }
    noChoiceIn = new long[templates];
    closedOutIn = new long[templates];
    closedOutAt = new int[templates];
    openVia = new int[templates];
    revised = new int[templates];
    revisedIn = new long[templates];
    maxJoules = new double[templates];
    Arrays.fill(maxJoules, Double.NaN);
    leastJoules = new double[templates];
    firstFitWalk = new FirstFitWalk(this, templates);
    randomPick = new RandomPick(this, templates);
  }

  @Override
  public void added(JobView job) {
    if (job.index() >= tracked.length) {
      int old = tracked.length;
      tracked = Arrays.copyOf(tracked, Math.max(job.index() + 1, 2 * old));
      lastSeconds = Arrays.copyOf(lastSeconds, tracked.length);
      Arrays.fill(lastSeconds, old, tracked.length, Double.NaN);
    }
    if (Double.isNaN(lastSeconds[job.index()])) { // once per job: a job taken back from a queue comes again
      lastSeconds[job.index()] = LogUtility.lastTimeAtLeast(job.valueCurve(), job.arrivalSeconds(),
          Math.max(threshold, Double.MIN_VALUE));
    }
    Tracked t = new Tracked(job, plans.templateOf(job), lastSeconds[job.index()]);
    tracked[job.index()] = t;
    trackedCount++;
    templatesWithJobs += byTemplate.get(t.template).isEmpty() ? 1 : 0;
    withJobs.set(t.template);
    byTemplate.get(t.template).add(t);
    dropping.add(t);
    firstFitWalk.added(t);
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
      withJobs.clear(t.template);
      templatesWithJobs--;
      choiceless -= noChoiceIn[t.template] == event ? 1 : 0;
    }
    firstFitWalk.removed();
    if (scores != null) {
      scores.removed(t);
    }
    if (round != null && !Double.isNaN(maxJoules[t.template])) { // mapped in the round (drops come before it)
      poolJoules -= maxJoules[t.template];
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
    if (r.queued()) {
      groups.open(r.horizonSeconds());
    }
    assignments = 0;
    choiceless = 0;
    poolJoules = 0;
    poolLeastJoules = Double.POSITIVE_INFINITY;
    for (int i = withJobs.nextSetBit(0); i >= 0; i = withJobs.nextSetBit(i + 1)) {
      if (Double.isNaN(maxJoules[i])) {
        maxJoules(byTemplate.get(i).iterator().next());
      }
      poolJoules += byTemplate.get(i).size() * maxJoules[i];
      poolLeastJoules = Math.min(poolLeastJoules, leastJoules[i]);
    }
    plentiful = r.energyLeft() >= poolJoules;
    this.round = r;
  }

  long event() {
    return event;
  }

  /** How many assignments the round has made so far. */
  int assignments() {
    return assignments;
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

  List<NodeTimeline> timelines() {
    return timelines;
  }

  /** Queued: whether the energy left covers every mappable job's costliest plan. */
  boolean plentiful() {
    return plentiful;
  }

  /** How many jobs are mappable. */
  int tracked() {
    return trackedCount;
  }

  BitSet withJobs() {
    return withJobs;
  }

  /** The plans of tracked job {@code t} on group {@code g}'s nodes (a group of free cores: checked against {@link #nothingPasses}'s bound). */
  Choices choices(Tracked t, Group g) {
    Choices ch = plans.of(context, t.job, t.template, g, groups);
    if (!ch.energyBoundChecked && g.id >= groups.fixed().size()) { // once: plans are fixed per template and group
      checkEnergyBound(t, g, ch);
    }
    return ch;
  }

  private void checkEnergyBound(Tracked t, Group g, Choices ch) {
    if (ch.minJoules < leastJoules(t)) {
      throw new IllegalStateException("template " + t.job.template().id() + " has plans on " + g.cores
          + " free cores that use less energy than all its plans on whole nodes: the index's energy bound does not hold");
    }
    ch.energyBoundChecked = true;
  }

  /**
   * Whether template {@code i} (with mappable jobs) has a plan that passes on an open group (the fastest only, or
   * any), as found when the same groups were last open in the round: the FCFS walk asks only while the energy is
   * plentiful, when whether a plan passes cannot change in the round; for {@link #anyUsesOpen} a yes kept after the
   * energy left fell only lets the loop go on to assignments that cannot reach the kernel. A policy asks with one
   * {@code fastestOnly}. Groups are looked at in order from the one found last: one passed over stays so.
   */
  boolean usesOpen(int i, boolean fastestOnly) {
    if (closedOutIn[i] != event || closedOutAt[i] != groups.openGroups()) {
      Tracked t = byTemplate.get(i).iterator().next();
      openVia[i] = closedOutIn[i] != event ? 0 : openVia[i];
      closedOutIn[i] = event;
      closedOutAt[i] = groups.openGroups();
      for (List<Group> fixed = groups.fixed(); openVia[i] < fixed.size(); openVia[i]++) {
        Group g = fixed.get(openVia[i]);
        Choices ch = groups.isOpen(g) ? choices(t, g) : NONE;
        if (ch.fastest >= 0 && round.passes(fastestOnly ? ch.joules[ch.fastest] : ch.minJoules)) {
          break;
        }
      }
    }
    return openVia[i] < groups.fixed().size();
  }

  /**
   * Queued: whether a template with jobs not yet mapped in the round can use an open group (else no more could reach
   * the kernel). One passed over stays so in the round (groups close, energy falls): the look goes on from the last found.
   * Polled: always (every free node is open).
   */
  boolean anyUsesOpen(boolean fastestOnly) {
    if (!round.queued()) {
      return true;
    } else if (anyCheckedIn != event) {
      anyCheckedIn = event;
      anyCheckedAt = -1;
      anyFound = withJobs.nextSetBit(0);
    }
    if (anyFound >= 0 && anyCheckedAt != assignments) { // the answer changes only with an assignment
      anyCheckedAt = assignments;
      while (anyFound >= 0 && (unmapped(anyFound) == 0 || !usesOpen(anyFound, fastestOnly))) {
        anyFound = withJobs.nextSetBit(anyFound + 1);
      }
    }
    return anyFound >= 0;
  }

  /** Template {@code i}'s mappable jobs not mapped (revisably) in the round yet. */
  private int unmapped(int i) {
    return byTemplate.get(i).size() - (revisedIn[i] == event ? revised[i] : 0);
  }

  /** The FCFS family's loop ({@code heuristics.FirstFitRule}): see {@link FirstFitWalk}. */
  public void firstFitAll(Comparator<JobView> order, boolean allPStates) {
    firstFitWalk.run(order, allPStates);
  }

  /** The tracked job of mappable {@code job}; null if it is not mappable. */
  Tracked tracked(JobView job) {
    return tracked[job.index()];
  }

  /** Gives every tracked job, template by template, to {@code each}. */
  void forEachTracked(Consumer<Tracked> each) {
    byTemplate.forEach(of -> of.forEach(each));
  }

  /** Whether template number {@code template} was found without a choice in this round. */
  boolean noChoice(int template) {
    return noChoiceIn[template] == event;
  }

  /** {@code t}'s template has no choice left in this round. */
  void markNoChoice(Tracked t) {
    if (noChoiceIn[t.template] != event) {
      noChoiceIn[t.template] = event;
      choiceless++;
    }
  }

  /** Whether some template with mappable jobs may have a choice left in this round ({@link Round#anyNodeLeft}). */
  boolean anyChoiceLeft() {
    return choiceless < templatesWithJobs && !nothingPasses();
  }

  /** Max Utility, UPT or UPE's loop ({@code heuristics.MinMinRule}): the {@link ScoreQueue}'s assignments while a node is left. */
  public void minMin(ToDoubleFunction<Plan> logCost) {
    if (scores == null) {
      scores = new ScoreQueue(this, logCost, plans.templateCount());
      byTemplate.stream().flatMap(Set::stream).sorted(Comparator.comparingInt(t -> t.job.index())).forEach(scores::add);
    }
    for (Tracked t = round.anyNodeLeft() ? scores.next() : null; t != null; t = round.anyNodeLeft() ? scores.next() : null) {
      round.assign(t.job, t.best.node, t.best.choices.plans[t.best.plan], t.best.start);
    }
  }

  /** Random's step for {@code job} ({@link RandomPick}). */
  public void randomAssign(JobView job, UniformRandomProvider random) {
    if (anyUsesOpen(false)) {
      randomPick.assign(tracked[job.index()], random);
    }
  }

  static final Choices NONE = new Choices(List.of());

  /** An assignment was made on {@code node}; {@code closed}: it is open no more. */
  void assigned(JobView job, int node, boolean revisable, boolean closed) {
    Tracked t = tracked[job.index()];
    if (revisable) {
      t.mappedInEvent = event;
      revised[t.template] = (revisedIn[t.template] == event ? revised[t.template] : 0) + 1;
      revisedIn[t.template] = event;
    }
    assignments++;
    groups.changed(node, closed);
  }

  /** The most energy of any plan of tracked job {@code t}'s template on a whole node (its least beside it). */
  double maxJoules(Tracked t) {
    if (Double.isNaN(maxJoules[t.template])) {
      maxJoules[t.template] = groups.fixed().stream().mapToDouble(g -> choices(t, g).maxJoules).max().orElse(0);
      leastJoules[t.template] = groups.fixed().stream().mapToDouble(g -> choices(t, g).minJoules).min()
          .orElse(Double.POSITIVE_INFINITY);
    }
    return maxJoules[t.template];
  }

  /** The least energy of any plan of tracked job {@code t}'s template on a whole node. */
  double leastJoules(Tracked t) {
    maxJoules(t);
    return leastJoules[t.template];
  }

  /**
   * Whether no mappable job has a plan within the round's energy limit on any node, as the least
   * energy of each template's plans on whole nodes says: the kernel's plans on fewer free cores are
   * among those on more, or beaten by one of them in time and energy (checked by {@link #choices}),
   * and the energy limit only falls in a round.
   */
  boolean nothingPasses() {
    return round.energyLimit() < poolLeastJoules;
  }
}
