package org.valen.profit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.valen.model.Check;
import org.valen.profit.lp.LpSolver;

/**
 * The energy–makespan Pareto front of LP (5) by weighted sums (paper 003, section III-B).
 *
 * <p>The weights are not a fixed grid, which would miss vertices or repeat them, but those of the
 * non-inferior set estimation method (Cohon, 1978), itself a weighted-sum method: the two end points
 * are the single-objective optima taken lexicographically (least makespan, then least energy; least
 * energy, then least makespan); between two adjacent points P (shorter) and Q (less energy) the next
 * weighted sum minimizes (MS_Q − MS_P)·E_LB + (E_P − E_Q)·MS_LB, whose level lines are parallel to
 * PQ. A solution below PQ is a new vertex and both halves are searched again; none means PQ is an
 * edge of the front. The front of a bi-objective LP is the polyline through its vertices, so this
 * finds all of it (up to {@code maxPoints}) with about two LPs per vertex. Each point keeps its
 * weights, normalized to sum 1 on energy and makespan scaled by the front's ranges.
 */
public final class ParetoFront {
  /** Relative improvement below which a weighted sum finds nothing new. */
  static final double TOLERANCE = 1e-7;

  private ParetoFront() {}

  /**
   * A vertex of the front.
   *
   * @param schedule x with its E_LB and MS_LB
   * @param energyWeight weight of (E − E_min) / (E_max − E_min) in the weighted sum that found it
   * @param makespanWeight weight of (MS − MS_min) / (MS_max − MS_min); the two sum to 1
   */
  public record Point(LpSchedule schedule, double energyWeight, double makespanWeight) {
    public double energyJoules() {
      return schedule.energyJoules();
    }

    public double makespanSeconds() {
      return schedule.makespanSeconds();
    }
  }

  /** The vertices of the front, by increasing makespan (so decreasing energy). */
  public static List<Point> of(Bag bag, LpSolver solver, int maxPoints) {
    Check.atLeast(maxPoints, 2, "maxPoints");
    LowerBoundLp lp = new LowerBoundLp(bag, solver);
    LpSchedule fastest = lp.minMakespan();
    LpSchedule leanest = lp.minEnergy();
    double energyRange = fastest.energyJoules() - leanest.energyJoules();
    double makespanRange = leanest.makespanSeconds() - fastest.makespanSeconds();
    List<Point> points = new ArrayList<>();
    points.add(new Point(fastest, 0, 1));
    if (!(energyRange > TOLERANCE * leanest.energyJoules() && makespanRange > TOLERANCE * fastest.makespanSeconds())) {
      return points; // one point dominates: the front is that point
    }
    points.add(new Point(leanest, 1, 0));
    search(lp, fastest, leanest, energyRange, makespanRange, points, maxPoints);
    points.sort(Comparator.comparingDouble(Point::makespanSeconds));
    return List.copyOf(points);
  }

  private static void search(LowerBoundLp lp, LpSchedule p, LpSchedule q, double energyRange, double makespanRange,
      List<Point> points, int maxPoints) {
    if (points.size() >= maxPoints) {
      return;
    }
    double energyWeight = q.makespanSeconds() - p.makespanSeconds();
    double makespanWeight = p.energyJoules() - q.energyJoules();
    if (!(energyWeight > 0 && makespanWeight > 0)) {
      return;
    }
    LpSchedule r = lp.weighted(energyWeight, makespanWeight);
    double onSegment = energyWeight * p.energyJoules() + makespanWeight * p.makespanSeconds();
    double found = energyWeight * r.energyJoules() + makespanWeight * r.makespanSeconds();
    if (!(found < onSegment - TOLERANCE * Math.abs(onSegment))) {
      return; // PQ is an edge of the front
    }
    double e = energyWeight * energyRange;
    double m = makespanWeight * makespanRange;
    points.add(new Point(r, e / (e + m), m / (e + m)));
    search(lp, p, r, energyRange, makespanRange, points, maxPoints);
    search(lp, r, q, energyRange, makespanRange, points, maxPoints);
  }

  /** The best profit per unit time (6) over the front's vertices at price {@code price}. */
  public static double bestProfitPerSecond(List<Point> front, Bag bag, Economics e, double price) {
    double best = Double.NEGATIVE_INFINITY;
    for (Point point : front) {
      best = Math.max(best, ProfitRate.of(bag, e, price, point.schedule()));
    }
    return best;
  }
}
