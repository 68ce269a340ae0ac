package org.valen.profiler.search;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * NSGA-II's survival step for two objectives: non-dominated sorting into ranks, crowding distance
 * within each rank, and truncation by (rank, then larger crowding distance). It computes what
 * jMetal's {@code RankingAndCrowdingSelection} computes, as defined by Deb et al. (2002), but for
 * two objectives with one sort, O(N log N + N·F) for F fronts, instead of O(N²) dominance tests
 * with boxed attribute maps: the profiler runs thousands of short searches, where jMetal's
 * general-purpose version cost most of the time.
 *
 * <p>Like jMetal's dominance comparator, two members equal in both objectives do not dominate
 * each other and share a rank. Sorts are stable, so ties keep population order: deterministic.
 */
final class RankingAndCrowding {
  // The comparators are written out rather than composed (Comparator.comparingDouble(…).reversed()
  // and so on): they order alike, without the composed ones' extra calls, which the sorts of every
  // generation of thousands of short searches make (measured with the mutation's arrays: the module
  // README, "Catalogue scale").

  /** NSGA-II's crowded comparison: lower rank first, then larger crowding distance. */
  static final Comparator<AllocationSolution> CROWDED = (a, b) -> {
    int byRank = Integer.compare(a.rank(), b.rank());
    return byRank != 0 ? byRank : leastCrowdedFirst(a, b);
  };

  private static final Comparator<AllocationSolution> BY_TIME_THEN_ENERGY = (a, b) -> {
    int byTime = byObjective(a, b, 0);
    return byTime != 0 ? byTime : byObjective(a, b, 1);
  };

  private static final List<Comparator<AllocationSolution>> BY_OBJECTIVE =
      List.of((a, b) -> byObjective(a, b, 0), (a, b) -> byObjective(a, b, 1));

  private static final Comparator<AllocationSolution> LEAST_CROWDED_FIRST = RankingAndCrowding::leastCrowdedFirst;

  private static int byObjective(AllocationSolution a, AllocationSolution b, int m) {
    return Double.compare(a.objectives()[m], b.objectives()[m]);
  }

  private static int leastCrowdedFirst(AllocationSolution a, AllocationSolution b) {
    return Double.compare(b.crowdingDistance(), a.crowdingDistance());
  }

  private RankingAndCrowding() {}

  /** Ranks {@code population} and sets crowding distances; returns the fronts, best first. */
  static List<List<AllocationSolution>> rank(List<AllocationSolution> population) {
    List<AllocationSolution> sorted = new ArrayList<>(population);
    sorted.sort(BY_TIME_THEN_ENERGY);
    List<List<AllocationSolution>> fronts = new ArrayList<>();
    for (AllocationSolution s : sorted) {
      int r = 0;
      while (r < fronts.size() && dominatedByTail(fronts.get(r), s)) {
        r++;
      }
      if (r == fronts.size()) {
        fronts.add(new ArrayList<>());
      }
      fronts.get(r).add(s);
      s.rank(r);
    }
    fronts.forEach(RankingAndCrowding::crowd);
    return fronts;
  }

  /**
   * Whether the last member of a front (the one with the largest time so far, hence the smallest
   * energy) dominates {@code s}, which comes later in time order. If it does not, no member does.
   */
  private static boolean dominatedByTail(List<AllocationSolution> front, AllocationSolution s) {
    double[] tail = front.get(front.size() - 1).objectives();
    double[] o = s.objectives();
    boolean equal = tail[0] == o[0] && tail[1] == o[1];
    return !equal && tail[1] <= o[1];
  }

  /** Deb's crowding distance: boundary members infinite, others the normalized cuboid sides. */
  private static void crowd(List<AllocationSolution> front) {
    front.forEach(s -> s.crowdingDistance(0));
    if (front.size() <= 2) {
      front.forEach(s -> s.crowdingDistance(Double.POSITIVE_INFINITY));
      return;
    }
    List<AllocationSolution> byObjective = new ArrayList<>(front);
    for (int m = 0; m < 2; m++) {
      byObjective.sort(BY_OBJECTIVE.get(m));
      double min = byObjective.get(0).objectives()[m];
      double max = byObjective.get(byObjective.size() - 1).objectives()[m];
      if (min == max) {
        continue;
      }
      byObjective.get(0).crowdingDistance(Double.POSITIVE_INFINITY);
      byObjective.get(byObjective.size() - 1).crowdingDistance(Double.POSITIVE_INFINITY);
      for (int i = 1; i < byObjective.size() - 1; i++) {
        AllocationSolution s = byObjective.get(i);
        double side = (byObjective.get(i + 1).objectives()[m] - byObjective.get(i - 1).objectives()[m]) / (max - min);
        s.crowdingDistance(s.crowdingDistance() + side);
      }
    }
  }

  /** The {@code size} survivors of {@code joint}: whole fronts, then the least crowded of the next. */
  static List<AllocationSolution> select(List<AllocationSolution> joint, int size) {
    List<AllocationSolution> survivors = new ArrayList<>(size);
    for (List<AllocationSolution> front : rank(joint)) {
      if (survivors.size() + front.size() <= size) {
        survivors.addAll(front);
      } else {
        List<AllocationSolution> last = new ArrayList<>(front);
        last.sort(LEAST_CROWDED_FIRST);
        survivors.addAll(last.subList(0, size - survivors.size()));
      }
      if (survivors.size() == size) {
        break;
      }
    }
    return survivors;
  }
}
