package org.valen.profit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Paper 003's Algorithm 1: round each row of x* to integers that keep its sum T_i, nearest in
 * L1 norm.
 *
 * <pre>
 *   for i = 1 … T
 *     n ← T_i − Σ_j ⌊x*_ij⌋
 *     ∀j f_j ← x*_ij − ⌊x*_ij⌋
 *     K ← the indices of the n largest f_j
 *     x̂_ij ← ⌈x*_ij⌉ if j ∈ K, else ⌊x*_ij⌋
 * </pre>
 *
 * The paper leaves ties among equal fractions open; {@link TieBreak} chooses (default: the lower
 * machine type index). Solver noise is removed first: an x*_ij within {@link #SNAP} of an integer is
 * that integer, a negative one is 0, and only machine types that can run type i are rounded up.
 */
public final class Rounding {
  /** Distance to an integer below which x*_ij is taken as that integer: the simplex's accuracy. */
  static final double SNAP = 1e-6;

  /** Which of two machine types with equal fractional parts is rounded up first. */
  public enum TieBreak {
    /** The machine type listed first. */
    MACHINE_TYPE_ORDER,
    /** The machine type that runs the task type faster (smaller ETC_ij), then the one listed first. */
    FASTER_FIRST
  }

  private Rounding() {}

  /** x̂ from x* by Algorithm 1; {@code x} is T × M as in {@link LpSchedule#x()}. */
  public static int[][] round(Bag bag, double[][] x, TieBreak tieBreak) {
    int[][] rounded = new int[bag.taskTypeCount()][bag.machineTypeCount()];
    for (int i = 0; i < bag.taskTypeCount(); i++) {
      double[] fraction = new double[bag.machineTypeCount()];
      long floors = 0;
      List<Integer> candidates = new ArrayList<>();
      for (int j = 0; j < bag.machineTypeCount(); j++) {
        if (!bag.canRun(i, j)) {
          continue;
        }
        double value = snapped(x[i][j]);
        rounded[i][j] = (int) Math.floor(value);
        fraction[j] = value - rounded[i][j];
        floors += rounded[i][j];
        candidates.add(j);
      }
      long n = bag.tasks(i) - floors;
      if (n < 0 || n > candidates.size()) {
        throw new IllegalStateException("row " + bag.taskTypes().get(i) + " of x* sums to " + rowSum(x[i])
            + ", not T_i = " + bag.tasks(i) + ": not a solution of the LP");
      }
      candidates.sort(order(bag, i, fraction, tieBreak));
      for (int k = 0; k < n; k++) { // K = the n largest f_j: round up
        rounded[i][candidates.get(k)]++;
      }
    }
    return rounded;
  }

  private static Comparator<Integer> order(Bag bag, int taskType, double[] fraction, TieBreak tieBreak) {
    Comparator<Integer> byFraction = Comparator.comparingDouble((Integer j) -> fraction[j]).reversed();
    if (tieBreak == TieBreak.FASTER_FIRST) {
      byFraction = byFraction.thenComparingDouble(j -> bag.etcSeconds(taskType, j));
    }
    return byFraction.thenComparingInt(j -> j);
  }

  private static double snapped(double value) {
    double nearest = Math.rint(value);
    double v = Math.abs(value - nearest) <= SNAP + 1e-12 * Math.abs(nearest) ? nearest : value;
    return Math.max(0, v);
  }

  private static double rowSum(double[] row) {
    double sum = 0;
    for (double v : row) {
      sum += v;
    }
    return sum;
  }
}
