package org.valen.profit;

import org.valen.profit.lp.LinearProgram;
import org.valen.profit.lp.LpSolution;
import org.valen.profit.lp.LpSolver;

/**
 * Paper 003's LP (5), scalarized: the lower bounds on energy and makespan when tasks are divisible.
 *
 * <pre>
 *   minimize   w_E · E_LB + w_MS · MS_LB
 *   subject to ∀i  Σ_j x_ij = T_i
 *              ∀j  F_j ≤ MS_LB                  (F_j of Eq. 2)
 *              x_ij ≥ 0
 * </pre>
 *
 * with E_LB of Eq. (4) written linearly as Σ_i Σ_j x_ij ETC_ij (APC_ij − APC_0j) + MS_LB Σ_j M_j APC_0j.
 * Variables: the x_ij of the cells that can run, then MS_LB. The two single-objective end points are
 * taken lexicographically ({@link #minEnergy}, {@link #minMakespan}): the best of one objective, then
 * the best of the other among those.
 */
public final class LowerBoundLp {
  /** Slack on the first objective's optimum in the second, lexicographic step (relative). */
  static final double LEXICOGRAPHIC_SLACK = 1e-9;

  private final Bag bag;
  private final LpSolver solver;
  private final Cells cells;
  private final int makespan;

  public LowerBoundLp(Bag bag, LpSolver solver) {
    this.bag = bag;
    this.solver = solver;
    this.cells = new Cells(bag);
    this.makespan = cells.count();
  }

  /** The point minimizing {@code energyWeight·E_LB + makespanWeight·MS_LB} (weights ≥ 0, not both 0). */
  public LpSchedule weighted(double energyWeight, double makespanWeight) {
    return solve(energyWeight, makespanWeight, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY);
  }

  /**
   * The least energy of the bag, E_min (section V: the price p = γ·c·E_min), from the energy-minimizing
   * solve itself; {@link #minEnergy()}'s schedule may use up to {@link #LEXICOGRAPHIC_SLACK} more.
   */
  public double minEnergyJoules() {
    return weighted(1, 0).energyJoules();
  }

  /**
   * The end point of least energy: among the schedules within {@link #LEXICOGRAPHIC_SLACK} of the
   * least energy, the one of least makespan (its energy may exceed E_min by that slack: E_min itself
   * is {@link #minEnergyJoules()}).
   */
  public LpSchedule minEnergy() {
    LpSchedule first = weighted(1, 0);
    return solve(0, 1, first.energyJoules() * (1 + LEXICOGRAPHIC_SLACK), Double.POSITIVE_INFINITY);
  }

  /** MS_min: the least makespan, and the least energy among schedules of that makespan. */
  public LpSchedule minMakespan() {
    LpSchedule first = weighted(0, 1);
    return solve(1, 0, Double.POSITIVE_INFINITY, first.makespanSeconds() * (1 + LEXICOGRAPHIC_SLACK));
  }

  /** The point minimizing the weighted sum with E_LB ≤ {@code energyAtMost} and MS_LB ≤ {@code makespanAtMost}. */
  LpSchedule solve(double energyWeight, double makespanWeight, double energyAtMost, double makespanAtMost) {
    if (!(energyWeight >= 0 && makespanWeight >= 0 && energyWeight + makespanWeight > 0)) {
      throw new IllegalArgumentException("weights must be >= 0 and not both 0, were " + energyWeight + ", "
          + makespanWeight);
    }
    LinearProgram lp = new LinearProgram(cells.count() + 1);
    double[] energy = energyRow(lp);
    for (int v = 0; v <= makespan; v++) {
      lp.minimize(v, energyWeight * energy[v] + (v == makespan ? makespanWeight : 0));
    }
    assignEveryTask(lp, bag, cells, -1);
    for (int j = 0; j < bag.machineTypeCount(); j++) { // M_j F_j − M_j MS_LB ≤ 0
      double[] row = busyRow(lp, j);
      row[makespan] = -bag.machines(j);
      lp.atMost(row, 0);
    }
    if (Double.isFinite(energyAtMost)) {
      lp.atMost(energy, energyAtMost);
    }
    if (Double.isFinite(makespanAtMost)) {
      double[] row = lp.row();
      row[makespan] = 1;
      lp.atMost(row, makespanAtMost);
    }
    LpSolution s = solver.minimize(lp);
    if (!s.isOptimal()) {
      throw new IllegalStateException("LP (5) of bag " + bag.name() + " ended " + s.status()
          + "; a bag whose every task type can run always has a schedule");
    }
    double[][] x = cells.matrix(s.values(), bag.taskTypeCount(), 1);
    return LpSchedule.of(bag, x); // MS_LB = max_j F_j: the solver's MS_LB is that wherever it matters (Eq. 3)
  }

  /** E_LB's coefficients: ETC_ij (APC_ij − APC_0j) for each x_ij, Σ_j M_j APC_0j for MS_LB (Eq. 4). */
  private double[] energyRow(LinearProgram lp) {
    double[] row = lp.row();
    for (int v = 0; v < cells.count(); v++) {
      int i = cells.taskType(v);
      int j = cells.machineType(v);
      row[v] = bag.etcSeconds(i, j) * (bag.apcWatts(i, j) - bag.idleWatts(j));
    }
    row[makespan] = bag.totalIdleWatts();
    return row;
  }

  /** Σ_i x_ij ETC_ij = M_j F_j (Eq. 2). */
  private double[] busyRow(LinearProgram lp, int machineType) {
    double[] row = lp.row();
    for (int i = 0; i < bag.taskTypeCount(); i++) {
      int v = cells.of(i, machineType);
      if (v >= 0) {
        row[v] = bag.etcSeconds(i, machineType);
      }
    }
    return row;
  }

  /**
   * The first constraint of (5) and (10): ∀i Σ_j x_ij = T_i, written Σ_j x_ij − T_i·y = 0 with a
   * variable y at {@code rateVariable} (LP (10)'s r), or = T_i when {@code rateVariable} is -1.
   */
  static void assignEveryTask(LinearProgram lp, Bag bag, Cells cells, int rateVariable) {
    for (int i = 0; i < bag.taskTypeCount(); i++) {
      double[] row = lp.row();
      for (int j = 0; j < bag.machineTypeCount(); j++) {
        int v = cells.of(i, j);
        if (v >= 0) {
          row[v] = 1;
        }
      }
      if (rateVariable >= 0) {
        row[rateVariable] = -bag.tasks(i);
        lp.equality(row, 0);
      } else {
        lp.equality(row, bag.tasks(i));
      }
    }
  }
}
