package org.valen.profit;

import java.util.ArrayList;
import java.util.List;
import org.valen.model.Check;
import org.valen.profit.lp.LinearProgram;
import org.valen.profit.lp.LpSolution;
import org.valen.profit.lp.LpSolver;

/**
 * The feasible region of LP (7) projected onto energy and makespan (paper 003, Fig. 5): for a
 * makespan MS, the schedules with every F_j ≤ MS reach energies from a least to a largest E_LB
 * (Eq. 4 over that MS). The paper projects the polytope by the convex hull method; here each
 * boundary point is two LPs at a fixed MS, on a grid of makespans: the region is convex, so the
 * polyline through the grid points is its boundary up to the grid's resolution.
 */
public final class FeasibleRegion {
  private FeasibleRegion() {}

  /**
   * The region's extent at one makespan.
   *
   * @param makespanSeconds MS
   * @param leastEnergyJoules min E_LB over x with F_j ≤ MS
   * @param mostEnergyJoules max E_LB over the same
   */
  public record Slice(double makespanSeconds, double leastEnergyJoules, double mostEnergyJoules) {}

  /** Slices at {@code count} makespans evenly spaced from MS_min to {@code maxMakespanSeconds}. */
  public static List<Slice> of(Bag bag, LpSolver solver, double maxMakespanSeconds, int count) {
    Check.atLeast(count, 2, "count");
    double minMakespan = new LowerBoundLp(bag, solver).minMakespan().makespanSeconds();
    if (!(maxMakespanSeconds > minMakespan)) {
      throw new IllegalArgumentException("the largest makespan must exceed MS_min = " + minMakespan + " s");
    }
    List<Slice> slices = new ArrayList<>();
    for (int k = 0; k < count; k++) {
      double ms = minMakespan + (maxMakespanSeconds - minMakespan) * k / (count - 1);
      slices.add(new Slice(ms, leastEnergyJoules(bag, solver, ms), -energyAt(bag, solver, ms, -1)));
    }
    return slices;
  }

  /** The least E_LB of any x whose machine types all finish by {@code ms} (Eq. 2 and 4). */
  static double leastEnergyJoules(Bag bag, LpSolver solver, double ms) {
    return energyAt(bag, solver, ms, 1);
  }

  /** min of {@code sign}·E_LB over x at makespan {@code ms}. */
  private static double energyAt(Bag bag, LpSolver solver, double ms, double sign) {
    Cells cells = new Cells(bag);
    LinearProgram lp = new LinearProgram(cells.count());
    for (int v = 0; v < cells.count(); v++) {
      int i = cells.taskType(v);
      int j = cells.machineType(v);
      lp.minimize(v, sign * bag.etcSeconds(i, j) * (bag.apcWatts(i, j) - bag.idleWatts(j)));
    }
    LowerBoundLp.assignEveryTask(lp, bag, cells, -1);
    for (int j = 0; j < bag.machineTypeCount(); j++) { // Σ_i x_ij ETC_ij ≤ M_j MS (Eq. 2)
      double[] row = lp.row();
      for (int i = 0; i < bag.taskTypeCount(); i++) {
        int v = cells.of(i, j);
        if (v >= 0) {
          row[v] = bag.etcSeconds(i, j);
        }
      }
      lp.atMost(row, bag.machines(j) * ms * (1 + LowerBoundLp.LEXICOGRAPHIC_SLACK));
    }
    LpSolution s = solver.minimize(lp);
    if (!s.isOptimal()) {
      throw new IllegalStateException("the region's LP at MS = " + ms + " s ended " + s.status());
    }
    return s.objective() + sign * ms * bag.totalIdleWatts();
  }
}
