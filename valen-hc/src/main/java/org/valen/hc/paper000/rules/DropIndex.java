package org.valen.hc.paper000.rules;

import java.util.ArrayList;
import java.util.Arrays;
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
 * today's); a job whose time comes within 1e-6 s of today's earliest completion is valued there,
 * one whose time comes before that is below the threshold.
 */
final class DropIndex {
  private static final double ROUNDING_SECONDS = 1e-6;
  private static final Comparator<Tracked> ORDER = Comparator.comparingInt((Tracked t) -> t.template)
      .thenComparingDouble(t -> t.lastSeconds).thenComparingInt(t -> t.job.index());

  /** Jobs by when they fall below the threshold (one comparison, not a key extractor's two calls). */
  private static final Comparator<Tracked> BY_LAST_SECONDS = (a, b) -> Double.compare(a.lastSeconds, b.lastSeconds);

  private final double threshold;
  /** Per template, its mappable jobs by the time they fall below the threshold (those that left are passed over). */
  private final List<PriorityQueue<Tracked>> byTemplate = new ArrayList<>();
  /** Per template, its {@link Candidates} (null until first needed) and the one whose completion was earliest when last computed. */
  private final Candidates[] candidates;
  private final int[] boundAt;
  /**
   * Per template, at most its first job's time (that of a job that was first, or joined since): a
   * template whose bound comes before it by more than the rounding is passed over without a look
   * at its heap.
   */
  private final double[] firstAtLeast;

  DropIndex(double threshold, int templates) {
    this.threshold = threshold;
    candidates = new Candidates[templates];
    boundAt = new int[templates];
    firstAtLeast = new double[templates];
    Arrays.fill(firstAtLeast, Double.POSITIVE_INFINITY);
  }

  /** A job joined the mappable set. */
  void add(Tracked t) {
    while (byTemplate.size() <= t.template) {
      byTemplate.add(new PriorityQueue<>(BY_LAST_SECONDS));
    }
    byTemplate.get(t.template).add(t);
    firstAtLeast[t.template] = Math.min(firstAtLeast[t.template], t.lastSeconds);
  }

  /** Drops every mappable job that cannot earn the threshold any more, in DroppingRule's order. */
  void run(OfferIndex index, MappableSet mappable) {
    List<Tracked> low = new ArrayList<>();
    for (int i = index.withJobs().nextSetBit(0); i >= 0; i = index.withJobs().nextSetBit(i + 1)) {
      double bound = bound(index, i);
      if (bound < firstAtLeast[i] - ROUNDING_SECONDS) {
        continue; // then also before its first job's time
      }
      PriorityQueue<Tracked> jobs = byTemplate.get(i);
      while (!jobs.peek().live) {
        jobs.poll(); // left the set since
      }
      firstAtLeast[i] = jobs.peek().lastSeconds;
      if (bound < firstAtLeast[i] - ROUNDING_SECONDS) {
        continue;
      }
      double earliest = earliestCompletion(index, jobs.peek());
      List<Tracked> kept = new ArrayList<>();
      while (!jobs.isEmpty() && jobs.peek().lastSeconds <= earliest + ROUNDING_SECONDS) {
        Tracked t = jobs.poll();
        if (!t.live) {
          continue; // left the set since
        }
        // a job whose time comes well before: below the threshold (if one of normal size, its time is exact
        // to rounding); else valued as DroppingRule does
        boolean before = threshold >= Double.MIN_NORMAL && t.lastSeconds < earliest - ROUNDING_SECONDS;
        double best = before || Double.isInfinite(earliest) ? 0 : t.job.valueIfCompletedAt(earliest);
        if (best < threshold || best <= 0) {
          low.add(t);
        } else {
          kept.add(t);
        }
      }
      jobs.addAll(kept);
      firstAtLeast[i] = jobs.isEmpty() ? Double.POSITIVE_INFINITY : jobs.peek().lastSeconds;
    }
    low.sort(ORDER);
    for (Tracked t : low) {
      index.context().drop(t.job);
      mappable.remove(t.job);
    }
  }

  /** Template {@code i}'s completion where it was earliest when last computed, today; ∞ if never computed. */
  private double bound(OfferIndex index, int i) {
    Candidates c = candidates[i];
    int k = boundAt[i];
    return c == null || c.cores.length == 0 ? Double.POSITIVE_INFINITY
        : index.groups().earliest(c.groups[k], c.cores[k]) + c.seconds[k];
  }

  /** The earliest completion of tracked job {@code t}'s template over every node and offer (as DroppingRule's). */
  private double earliestCompletion(OfferIndex index, Tracked t) {
    Candidates c = candidates[t.template] != null ? candidates[t.template] : Candidates.of(index, t);
    candidates[t.template] = c;
    double earliest = Double.POSITIVE_INFINITY;
    for (int k = 0; k < c.cores.length; k++) {
      double completion = index.groups().earliest(c.groups[k], c.cores[k]) + c.seconds[k];
      if (completion < earliest) {
        earliest = completion;
        boundAt[t.template] = k;
      }
    }
    return earliest;
  }

  /**
   * A template's plans that {@link #earliestCompletion} looks at, in its order (group by group, each
   * group's plans in order), side by side: made once, as a template's plans on a fixed group are.
   */
  private record Candidates(Group[] groups, int[] cores, double[] seconds) {
    static Candidates of(OfferIndex index, Tracked t) {
      Candidates c = new Candidates(new Group[0], new int[0], new double[0]);
      for (Group g : index.groups().fixed()) {
        Choices ch = index.choices(t, g);
        int k = ch.sameCores ? ch.fastest : 0; // plans of as many cores: the fastest (first listed of equals) is earliest
        for (int last = ch.sameCores ? ch.fastest : ch.plans.length - 1; k >= 0 && k <= last; k++) {
          int n = c.cores.length;
          c = new Candidates(Arrays.copyOf(c.groups, n + 1), Arrays.copyOf(c.cores, n + 1), Arrays.copyOf(c.seconds, n + 1));
          c.groups[n] = g;
          c.cores[n] = ch.cores[k];
          c.seconds[n] = ch.seconds[k];
        }
      }
      return c;
    }
  }
}
