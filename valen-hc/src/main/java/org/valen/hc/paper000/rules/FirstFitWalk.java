package org.valen.hc.paper000.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.valen.hc.paper000.rules.NodeGroups.Group;
import org.valen.hc.paper000.rules.PlanTable.Choices;
import org.valen.hc.paper000.rules.ScoreQueue.Choice;
import org.valen.runtime.policy.JobView;

/**
 * The FCFS family's loop over the {@link OfferIndex} ({@code heuristics.FirstFitRule} is the readable rule): the
 * mappable jobs in the rule's order, each in turn to its choice ({@link #firstFit}), while a node is left and a
 * template with jobs may have a choice (queued: a template with jobs not yet mapped, on an open group; else nothing
 * more could reach the kernel); a template found without a choice in the round has no more of its jobs looked at
 * (offers only get worse in a round). Queued, when the energy is plentiful ({@link OfferIndex#plentiful}), a job
 * whose template can use no open group waits; a later job whose choice is not on an open group has them mapped
 * first, in order, and looks again.
 *
 * <p>The orders are {@link WalkOrder}s: a job that leaves the mappable set stays in them until such jobs outnumber
 * the mappable ones (the walk passes over them), and a job of a template without a choice costs a look at two numbers.
 */
final class FirstFitWalk {
  private final OfferIndex index;
  /** The mappable jobs in each order the walk was asked for. */
  private final Map<Comparator<JobView>, WalkOrder> orders = new IdentityHashMap<>();
  private final List<WalkOrder> orderList = new ArrayList<>();
  /** Queued: the jobs of a walk that wait for a job whose choice is not on an open group. */
  private final List<Tracked> waiting = new ArrayList<>();
  private int leftCount;
  /** Per template, the object its choice is found into (one per template: no allocation per look). */
  private final Choice[] firstFits;

  FirstFitWalk(OfferIndex index, int templates) {
    this.index = index;
    this.firstFits = new Choice[templates];
    Arrays.setAll(firstFits, i -> new Choice());
  }

  /** A job joined the mappable set. */
  void added(Tracked t) {
    for (int i = 0; i < orderList.size(); i++) {
      orderList.get(i).add(t.job, t.template);
    }
  }

  /** A job left the mappable set (it stays in the orders for now). */
  void removed() {
    leftCount++;
  }

  /** The loop (see the class comment). */
  void run(Comparator<JobView> by, boolean allPStates) {
    boolean purge = leftCount > index.tracked() + 64;
    leftCount = purge ? 0 : leftCount;
    WalkOrder order = orders.computeIfAbsent(by, this::all);
    order.settle(purge, this::left);
    walk(order, allPStates);
  }

  /** Every mappable job in order, those that wait set aside (queued; see the class comment). */
  private void walk(WalkOrder jobs, boolean allPStates) {
    Round round = index.round();
    waiting.clear();
    for (int i = 0; i < jobs.size(); i++) {
      if (!round.anyNodeLeft() || !index.anyUsesOpen(!allPStates)) {
        return;
      } else if (index.noChoice(jobs.template(i))) {
        continue;
      }
      Tracked t = index.tracked(jobs.job(i));
      if (t == null || t.mappedInEvent == index.event()) {
        continue;
      }
      boolean focus = round.queued() && index.plentiful();
      if (focus && !index.usesOpen(t.template, !allPStates)) {
        waiting.add(t);
        continue;
      }
      Choice best = firstFit(t, allPStates);
      if (best != null && !waiting.isEmpty() && (!focus || !index.groups().isOpen(best.group))) {
        waiting.forEach(w -> fit(w, firstFit(w, allPStates)));
        waiting.clear();
        best = firstFit(t, allPStates);
      }
      fit(t, best);
    }
  }

  /** Maps tracked job {@code t} to {@code choice}; without one, its template has none left in this round. */
  private void fit(Tracked t, Choice choice) {
    if (choice != null) {
      index.round().assign(t.job, choice.node, choice.choices.plans[choice.plan], choice.start);
    } else {
      index.markNoChoice(t);
    }
  }

  /**
   * The FCFS family's choice for {@code t}: on each group its fastest offer if it passes, or ({@code
   * allPStates}) its first that passes; of those, the one that starts first, then completes first,
   * then the lowest node; null if none. It is found afresh at each call: a choice found is taken at
   * once, and taking it changes its group (kept between calls, it never held). The groups come by
   * when their first core is ready (queued), so the look ends at the first that cannot start as
   * early as the best found.
   */
  private Choice firstFit(Tracked t, boolean allPStates) {
    Choice best = firstFits[t.template];
    Round round = index.round();
    long event = index.event();
    if (index.noChoice(t.template)) {
      return null;
    }
    best.group = null;
    NodeGroups groups = index.groups();
    List<Group> inOrder = groups.inStartOrder();
    for (int i = 0; i < inOrder.size(); i++) {
      Group g = inOrder.get(i);
      if (best.group != null && groups.firstStart(g) > best.start) {
        break; // no offer on this group or any after it starts as early as the best found
      }
      Choices ch = index.choices(t, g);
      int k = allPStates ? ch.nthPassing(round, 0) : ch.fastest >= 0 && round.passes(ch.joules[ch.fastest]) ? ch.fastest : -1;
      if (k < 0 || groups.size(g) == 0) {
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

  /** Whether {@code job} left the mappable set (it may still be in the orders). */
  private boolean left(JobView job) {
    return index.tracked(job) == null;
  }

  /** The mappable jobs in order {@code by}. */
  private WalkOrder all(Comparator<JobView> by) {
    WalkOrder order = new WalkOrder(by);
    index.forEachTracked(t -> order.add(t.job, t.template));
    orderList.add(order);
    return order;
  }

}
