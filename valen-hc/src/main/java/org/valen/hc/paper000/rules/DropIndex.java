package org.valen.hc.paper000.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import org.valen.hc.paper000.rules.NodeGroups.Group;
import org.valen.hc.paper000.rules.PlanTable.Choices;

/**
 * Dropping (paper 000, section III-B) in the indexed implementation: the drops of {@link
 * DroppingRule}, in its order, without asking for every job's offers on every node. A job's earliest
 * completion depends on its template only (its offers do, {@link PlanTable}): the jobs wait in a heap
 * per template by the time after which they earn less than the threshold ({@link
 * Tracked#lastSeconds}), and a template is looked at only when its first job's time comes, within
 * 1e-6 s, before the completion that was the template's earliest at an earlier event (a bound of
 * today's); a job whose time comes before today's earliest completion is valued there.
 */
final class DropIndex {
  private static final double ROUNDING_SECONDS = 1e-6;
  private static final Comparator<Tracked> ORDER = Comparator.comparingInt((Tracked t) -> t.template)
      .thenComparingDouble(t -> t.lastSeconds).thenComparingInt(t -> t.job.index());

  private final double threshold;
  /** Per template, its mappable jobs by the time they fall below the threshold (those that left are passed over). */
  private final List<PriorityQueue<Tracked>> byTemplate = new ArrayList<>();
  /** Per template, where its earliest completion was when last computed (group and plan), or null. */
  private final Group[] boundGroup;
  private final Choices[] boundChoices;
  private final int[] boundPlan;

  DropIndex(double threshold, int templates) {
    this.threshold = threshold;
    boundGroup = new Group[templates];
    boundChoices = new Choices[templates];
    boundPlan = new int[templates];
  }

  /** A job joined the mappable set. */
  void add(Tracked t) {
    while (byTemplate.size() <= t.template) {
      byTemplate.add(new PriorityQueue<>(Comparator.comparingDouble(e -> e.lastSeconds)));
    }
    byTemplate.get(t.template).add(t);
  }

  /** Drops every mappable job that cannot earn the threshold any more, in DroppingRule's order. */
  void run(OfferIndex index, MappableSet mappable) {
    List<Tracked> low = new ArrayList<>();
    for (int i = index.withJobs().nextSetBit(0); i >= 0; i = index.withJobs().nextSetBit(i + 1)) {
      PriorityQueue<Tracked> jobs = byTemplate.get(i);
      while (!jobs.peek().live) {
        jobs.poll(); // left the set since
      }
      if (boundChoices[i] != null && index.groups().earliest(boundGroup[i], boundChoices[i].cores[boundPlan[i]])
          + boundChoices[i].seconds[boundPlan[i]] < jobs.peek().lastSeconds - ROUNDING_SECONDS) {
        continue;
      }
      double earliest = earliestCompletion(index, jobs.peek());
      List<Tracked> kept = new ArrayList<>();
      while (!jobs.isEmpty() && jobs.peek().lastSeconds <= earliest + ROUNDING_SECONDS) {
        Tracked t = jobs.poll();
        double best = !t.live ? Double.NaN : Double.isInfinite(earliest) ? 0 : t.job.valueIfCompletedAt(earliest);
        if (best < threshold || best <= 0) {
          low.add(t);
        } else if (t.live) {
          kept.add(t);
        }
      }
      jobs.addAll(kept);
    }
    low.sort(ORDER);
    for (Tracked t : low) {
      index.context().drop(t.job);
      mappable.remove(t.job);
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
