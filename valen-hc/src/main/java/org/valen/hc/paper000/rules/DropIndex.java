package org.valen.hc.paper000.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import org.valen.hc.paper000.rules.NodeGroups.Group;
import org.valen.hc.paper000.rules.OfferIndex.Tracked;
import org.valen.hc.paper000.rules.PlanTable.Choices;

/**
 * Dropping (paper 000, section III-B) in the indexed implementation: the drops of {@link
 * DroppingRule}, in its order, without looking at every job at every event. A job's earliest
 * completion depends on its template only (its offers do, {@link PlanTable}), and the job is
 * dropped once that is past the last time it still earns the threshold ({@link
 * DroppingRule#lastSecondsAtThreshold}, computed once): the jobs wait in a heap per template by
 * that time (ties: arrival), and an event looks only at the heads whose time has come — at a
 * template only when the completion that was its earliest at an earlier event, a bound of today's,
 * no longer comes well before its head's time. Within 1e-6 s of that time the value itself decides.
 */
final class DropIndex {
  private static final double ROUNDING_SECONDS = 1e-6;

  private record Entry(Tracked tracked, double lastSeconds) {}

  private final double threshold;
  private final List<PriorityQueue<Entry>> byTemplate = new ArrayList<>();
  /** Per template, where its earliest completion was when last computed (group and plan), or null. */
  private final Group[] boundGroup;
  private final Choices[] boundChoices;
  private final int[] boundPlan;

  DropIndex(double threshold, int templates) {
    this.threshold = threshold;
    for (int i = 0; i < templates; i++) {
      byTemplate.add(new PriorityQueue<>((a, b) -> a.lastSeconds != b.lastSeconds
          ? Double.compare(a.lastSeconds, b.lastSeconds) : Integer.compare(a.tracked.job.index(), b.tracked.job.index())));
    }
    boundGroup = new Group[templates];
    boundChoices = new Choices[templates];
    boundPlan = new int[templates];
  }

  void add(Tracked t) {
    byTemplate.get(t.template).add(new Entry(t, DroppingRule.lastSecondsAtThreshold(t.job, threshold)));
  }

  /** Drops every mappable job that cannot earn the threshold any more, template by template. */
  void run(OfferIndex index, MappableSet mappable) {
    NodeGroups groups = index.groups();
    for (int i = 0; i < byTemplate.size(); i++) {
      PriorityQueue<Entry> heap = byTemplate.get(i);
      while (!heap.isEmpty() && !heap.peek().tracked.live) {
        heap.poll();
      }
      if (heap.isEmpty() || boundChoices[i] != null && groups.earliest(boundGroup[i], boundChoices[i].cores[boundPlan[i]])
          + boundChoices[i].seconds[boundPlan[i]] < heap.peek().lastSeconds - ROUNDING_SECONDS) {
        continue;
      }
      double earliest = earliestCompletion(index, heap.peek().tracked);
      List<Entry> kept = List.of();
      while (!heap.isEmpty() && heap.peek().lastSeconds <= earliest + ROUNDING_SECONDS) {
        Entry e = heap.poll();
        if (!e.tracked.live) {
          continue;
        }
        double best = Double.isInfinite(earliest) ? 0 : e.tracked.job.valueIfCompletedAt(earliest);
        if (best < threshold || best <= 0) {
          index.context().drop(e.tracked.job);
          mappable.remove(e.tracked.job);
        } else {
          kept = kept.isEmpty() ? new ArrayList<>() : kept;
          kept.add(e);
        }
      }
      heap.addAll(kept);
    }
  }

  /** The earliest completion of tracked job {@code t}'s template over every node and offer (as DroppingRule's). */
  private double earliestCompletion(OfferIndex index, Tracked t) {
    NodeGroups groups = index.groups();
    double earliest = Double.POSITIVE_INFINITY;
    for (Group g : groups.fixed()) {
      Choices ch = index.choices(t, g);
      for (int k = 0; k < ch.plans.length; k++) {
        double completion = groups.earliest(g, ch.cores[k]) + ch.seconds[k];
        if (completion < earliest) {
          earliest = completion;
          boundGroup[t.template] = g;
          boundChoices[t.template] = ch;
          boundPlan[t.template] = k;
        }
      }
    }
    return earliest;
  }
}
