package org.valen.profit;

import java.util.Locale;
import java.util.Optional;
import org.valen.profit.lp.LinearProgram;
import org.valen.profit.lp.LpSolution;
import org.valen.profit.lp.LpSolver;

/**
 * Paper 003's LP (10): the maximum of the profit upper bound (6) over all divisible schedules,
 * made linear by the substitution of Eq. (8), r = 1 / MS_LB and z_ij = x_ij / MS_LB:
 *
 * <pre>
 *   maximize   p·r − c·P̄                        P̄ of Eq. (9): Σ_i Σ_j z_ij ETC_ij (APC_ij − APC_0j) + Σ_j M_j APC_0j
 *   subject to ∀i  Σ_j z_ij = T_i r
 *              ∀j  (1 / M_j) Σ_i z_ij ETC_ij ≤ 1
 *              z_ij ≥ 0, r ≥ 0
 *              P̄ ≤ P_max
 * </pre>
 *
 * With section VI's costs the objective also loses oh·r (overhead per bag), Σ_j wear_j Σ_i z_ij
 * ETC_ij (Eq. 11 after the substitution) and the constant Σ_j M_j cost_j / λ_j (Eq. 12); all stay
 * linear. The optimum gives x*_ij = z*_ij / r* and MS*_LB = 1 / r*. An optimum with r* = 0 means
 * processing nothing earns more per unit time than any schedule ({@link UpperBound#processes()}).
 */
public final class MaxProfitLp {
  /** Below this many tasks per second (one task in 30 years) r* counts as 0. */
  static final double NO_RATE_TASKS_PER_SECOND = 1e-9;

  private final Bag bag;
  private final LpSolver solver;
  private final Cells cells;
  private final int rate;

  public MaxProfitLp(Bag bag, LpSolver solver) {
    this.bag = bag;
    this.solver = solver;
    this.cells = new Cells(bag);
    this.rate = cells.count();
  }

  /**
   * The optimum of LP (10) for price {@code price} per bag.
   *
   * @throws IllegalArgumentException if the power cap is below the total idle power Σ_j M_j APC_0j,
   *     which no schedule can meet (machines idle at least)
   */
  public UpperBound solve(double price, Economics e) {
    e.requireMachineTypes(bag.machineTypeCount());
    double idleWatts = bag.totalIdleWatts();
    if (e.powerCapWatts() < idleWatts) {
      throw new IllegalArgumentException(String.format(Locale.ROOT,
          "the power cap %.6g W is below the total idle power of the machines, %.6g W: no schedule meets it;"
              + " expected a cap of at least %.6g W", e.powerCapWatts(), idleWatts, idleWatts));
    }
    LinearProgram lp = new LinearProgram(cells.count() + 1);
    double[] dynamicPower = lp.row(); // P̄ − Σ_j M_j APC_0j (Eq. 9)
    for (int v = 0; v < cells.count(); v++) {
      int i = cells.taskType(v);
      int j = cells.machineType(v);
      double etc = bag.etcSeconds(i, j);
      dynamicPower[v] = etc * (bag.apcWatts(i, j) - bag.idleWatts(j));
      lp.minimize(v, e.energyCostPerJoule() * dynamicPower[v] + e.wear(j) * etc);
    }
    lp.minimize(rate, -(price - e.overheadPerBag()));
    LowerBoundLp.assignEveryTask(lp, bag, cells, rate);
    for (int j = 0; j < bag.machineTypeCount(); j++) { // Σ_i z_ij ETC_ij ≤ M_j
      double[] row = lp.row();
      for (int i = 0; i < bag.taskTypeCount(); i++) {
        int v = cells.of(i, j);
        if (v >= 0) {
          row[v] = bag.etcSeconds(i, j);
        }
      }
      lp.atMost(row, bag.machines(j));
    }
    if (Double.isFinite(e.powerCapWatts())) {
      lp.atMost(dynamicPower, e.powerCapWatts() - idleWatts);
    }
    LpSolution s = solver.minimize(lp);
    if (!s.isOptimal()) {
      throw new IllegalStateException("LP (10) of bag " + bag.name() + " ended " + s.status()
          + "; r = 0 is always feasible and the capacity rows bound r");
    }
    double r = s.value(rate);
    if (r * bag.totalTasks() < NO_RATE_TASKS_PER_SECOND) {
      return new UpperBound(0, Optional.empty(), ProfitRate.ofIdleSystem(bag, e), idleWatts);
    }
    LpSchedule schedule = LpSchedule.of(bag, cells.matrix(s.values(), bag.taskTypeCount(), r), 1 / r);
    return new UpperBound(r, Optional.of(schedule), ProfitRate.of(bag, e, price, schedule),
        schedule.averagePowerWatts());
  }

  /**
   * LP (10)'s optimum.
   *
   * @param bagsPerSecond r*
   * @param schedule x* = z* / r* with MS_LB = 1 / r*; empty if r* = 0
   * @param profitPerSecond the optimal value: the upper bound on profit per unit time
   * @param averagePowerWatts P̄ at the optimum (Eq. 9)
   */
  public record UpperBound(double bagsPerSecond, Optional<LpSchedule> schedule, double profitPerSecond,
      double averagePowerWatts) {

    /** Whether the optimum processes the bag at all (r* > 0). */
    public boolean processes() {
      return schedule.isPresent();
    }
  }
}
