package org.valen.hc.paper000.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import org.valen.hc.paper000.rules.NodeGroups.Group;
import org.valen.hc.paper000.rules.OfferIndex.Tracked;
import org.valen.hc.paper000.rules.PlanTable.Choices;

/**
 * Dropping (paper 000, section III-B) in the indexed implementation: the drops of {@link
 * DroppingRule}, in its order, without asking for every job's offers on every node. A job's earliest
 * completion depends on its template only (its offers do, {@link PlanTable}), computed once per
 * template, and only when a job of the template reaches, within 1e-6 s, the time after which it
 * earns less than the threshold ({@link Tracked#lastSeconds}, computed once) before the completion
 * that was its template's earliest at an earlier event (a bound of today's); such a job's value
 * there decides.
 */
final class DropIndex {
  private static final double ROUNDING_SECONDS = 1e-6;
  private static final Comparator<Tracked> ORDER = Comparator.comparingInt((Tracked t) -> t.template)
      .thenComparingDouble(t -> t.lastSeconds).thenComparingInt(t -> t.job.index());

  private final double threshold;
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

  /** Drops every mappable job that cannot earn the threshold any more, in DroppingRule's order. */
  void run(OfferIndex index, MappableSet mappable) {
    List<Tracked> low = new ArrayList<>();
    for (int i = index.withJobs().nextSetBit(0); i >= 0; i = index.withJobs().nextSetBit(i + 1)) {
      Set<Tracked> jobs = index.ofTemplate(i);
      double first = Double.POSITIVE_INFINITY;
      for (Tracked t : jobs) {
        first = Math.min(first, t.lastSeconds);
      }
      if (boundChoices[i] != null && index.groups().earliest(boundGroup[i],
          boundChoices[i].cores[boundPlan[i]]) + boundChoices[i].seconds[boundPlan[i]] < first - ROUNDING_SECONDS) {
        continue;
      }
      double earliest = earliestCompletion(index, jobs.iterator().next());
      for (Tracked t : jobs) {
        double best = t.lastSeconds > earliest + ROUNDING_SECONDS ? Double.NaN // earns more than the threshold there
            : Double.isInfinite(earliest) ? 0 : t.job.valueIfCompletedAt(earliest);
        if (best < threshold || best <= 0) {
          low.add(t);
        }
      }
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
