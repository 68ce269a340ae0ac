package org.valen.hc.paper000.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.BitSet;
import java.util.List;
import java.util.stream.IntStream;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Offer;
import org.valen.runtime.policy.Plan;

/**
 * One mapping event as a heuristic sees it (paper 000, section III-D): the mappable jobs that
 * passed dropping, the available nodes, a job's offers on a node, whether an offer passes the
 * energy filter, and {@link #assign}, which makes one assignment.
 *
 * <p><b>Queued environment.</b> Every node is available. An offer starts at the node's ready time
 * for its cores ({@link NodeTimeline}), which grows with each assignment to the node. An
 * assignment whose job would start, or become the node's pending job (the head of its queue),
 * before the next mapping event — the job it follows in the node's queue starts by then, or there
 * is none — goes to the node's queue in the kernel at once: it cannot be revised any more. A later
 * one only moves the node's ready time; the job stays mappable and is mapped again at the next
 * event, as the paper remaps its virtual queues at every event. Once no node is <em>open</em> (no
 * assignment could reach the kernel), the rest of the paper's full remapping would only move ready
 * times that the next event computes afresh, so heuristics stop ({@link #anyNodeLeft}).
 *
 * <p><b>Polled environment.</b> The available nodes are those with free cores; an offer uses free
 * cores from now, and an assignment starts at once.
 *
 * <p><b>Energy.</b> An offer passes when its expected energy is within the filter's e_bud (when
 * filtering) and within the energy left for the day, which every assignment of the round lowers,
 * revisable ones too: the heuristics assign "while there still remains energy in the day".
 */
public final class Round {
  private final DecisionContext context;
  private final boolean queued;
  private final MappableSet mappable;
  private final List<NodeTimeline> nodes;
  private final double horizonSeconds;
  private final double energyBudgetJoules;
  private double energyLeftJoules;
  private final long eventNumber;
  /** Jobs mapped in this round that stay mappable (revisable mappings), by index. */
  private final BitSet mappedRevisably = new BitSet();
  private final OfferIndex index;
  /** Nodes that could still take an assignment that reaches the kernel: open (queued) or with free cores (polled). */
  private int nodesLeft;

  Round(DecisionContext context, boolean queued, MappableSet mappable, List<NodeTimeline> nodes, double horizonSeconds,
      double energyBudgetJoules, double energyLeftJoules, long eventNumber, OfferIndex index) {
    this.context = context;
    this.queued = queued;
    this.mappable = mappable;
    this.nodes = nodes;
    this.horizonSeconds = horizonSeconds;
    this.energyBudgetJoules = energyBudgetJoules;
    this.energyLeftJoules = energyLeftJoules;
    this.eventNumber = eventNumber;
    this.index = index;
    for (int n = 0; n < nodes.size(); n++) {
      nodesLeft += (queued ? isOpen(n) : context.freeCores(n) > 0) ? 1 : 0;
    }
    if (index != null) {
      index.use(this);
    }
  }

  /** The indexed implementation's index ({@link OfferIndex}), or null for the readable rules. */
  public OfferIndex index() {
    return index;
  }

  boolean queued() {
    return queued;
  }

  /** When the next event comes: an assignment whose job would start or pend before it reaches the kernel. */
  double horizonSeconds() {
    return horizonSeconds;
  }

  /** The energy left for the day after this round's assignments so far. */
  double energyLeft() {
    return energyLeftJoules;
  }

  /** The mapping events so far, this one included (1 for the first): Random's stream. */
  public long eventNumber() {
    return eventNumber;
  }

  /** The jobs still to map in this round, in the mappable set's order ({@link MappableSet}): a copy. */
  public List<JobView> mappable() {
    List<JobView> jobs = mappable.jobs();
    jobs.removeIf(job -> mappedRevisably.get(job.index()));
    return jobs;
  }

  /** {@link #mappable()} sorted by {@code order}. */
  public List<JobView> mappable(Comparator<JobView> order) {
    List<JobView> jobs = mappable();
    jobs.sort(order);
    return jobs;
  }

  /** The available nodes, by index: queued, all of them; polled, those with free cores. */
  public int[] availableNodes() {
    return IntStream.range(0, nodes.size()).filter(this::isAvailable).toArray();
  }

  /**
   * Whether an assignment could still take effect before the next event: queued, some node is
   * open; polled, some node has free cores. The heuristics stop when none is ("if there are no more
   * available machines"). The index may know more: that no mappable job has a choice left.
   */
  public boolean anyNodeLeft() {
    return nodesLeft > 0 && (index == null || index.anyChoiceLeft());
  }

  /**
   * How {@code job} could run on {@code node}, as the kernel offers it, in the kernel's order
   * (for a one-task job: P-state 0, 1, …): queued, on the whole node from its ready time for the
   * offer's cores; polled, on its free cores from now. Empty if the node cannot run the job.
   */
  public List<Offer> offers(JobView job, int node) {
    if (!queued) {
      return context.offers(job, node);
    }
    List<Offer> offers = new ArrayList<>();
    for (Offer offer : context.offers(job, node, context.totalCores(node), context.now())) {
      offers.add(Offer.of(job, node, offer.plan(), nodes.get(node).readyFor(offer.cores())));
    }
    return offers;
  }

  /** Whether {@code offer} passes the energy filter and fits the energy left for the day. */
  public boolean passes(Offer offer) {
    return passes(offer.energyJoules());
  }

  /** Whether an offer of {@code joules} passes the energy filter and fits the energy left. */
  boolean passes(double joules) {
    return joules <= energyBudgetJoules && joules <= energyLeftJoules;
  }

  /** The most energy an offer may use now and pass: the lower of the filter's e_bud and the energy left. */
  double energyLimit() {
    return Math.min(energyBudgetJoules, energyLeftJoules);
  }

  /** Maps the offer's job to its node and plan (see the class comment). */
  public void assign(Offer offer) {
    JobView job = offer.job();
    int node = offer.node();
    boolean current = queued ? offer.startSeconds() == nodes.get(node).readyFor(offer.cores())
        : offer.startSeconds() == context.now() && offer.cores() <= context.freeCores(node);
    if (!mappable.contains(job) || mappedRevisably.get(job.index()) || !passes(offer) || !current) {
      throw new IllegalStateException("not a choice of this round: job " + job.id() + " on node " + node + " from "
          + offer.startSeconds() + " s");
    }
    assign(job, node, offer.plan(), offer.startSeconds());
  }

  /** {@link #assign(Offer)} of a choice the index found (it is one of this round's: no check). */
  void assign(JobView job, int node, Plan plan, double startSeconds) {
    energyLeftJoules -= plan.expectedEnergyJoules();
    boolean revisable = queued && !isOpen(node);
    boolean closed = false;
    if (!queued) {
      context.allocate(job, node, plan);
      nodesLeft -= context.freeCores(node) == 0 ? 1 : 0;
    } else {
      nodes.get(node).place(plan.usedCores(), startSeconds, plan.expectedResponseSeconds());
      if (!revisable) {
        context.enqueue(job, node, plan);
        closed = !isOpen(node);
        nodesLeft -= closed ? 1 : 0;
      }
    }
    if (revisable && index == null) {
      mappedRevisably.set(job.index()); // the index marks its own
    }
    if (index != null) {
      index.assigned(job, node, revisable, closed);
    }
    if (!revisable) {
      mappable.remove(job);
    }
  }


  private boolean isAvailable(int node) {
    return queued || context.freeCores(node) > 0;
  }

  /** Whether a job queued on {@code node} now would start or be its pending job before the next event. */
  private boolean isOpen(int node) {
    return nodes.get(node).lastStartSeconds() <= horizonSeconds;
  }
}
