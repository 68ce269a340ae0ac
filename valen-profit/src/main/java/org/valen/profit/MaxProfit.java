package org.valen.profit;

import java.util.Optional;
import org.valen.profit.lp.LpSolver;

/**
 * Paper 003's profit maximization algorithm (section IV): solve LP (10), recover x* = z* / r* and
 * MS_LB = 1/r*, round x* by Algorithm 1 and assign the tasks to machines by Algorithm 2. The LP's
 * optimum is the upper bound on the best profit per unit time; the full allocation's profit per
 * unit time is the lower bound (a schedule that exists).
 *
 * <p>Two choices the paper leaves open. (1) A price given as the profit ratio γ becomes p = γ·c·E_min
 * with E_min of LP (5) (section V-A), on the bag as this call sees it (PUE applied). (2) Under a
 * power cap a full allocation may draw more average power than the cap where the LP's schedule drew
 * exactly the cap; it then keeps its task order but starts the next bag later, its machines idling,
 * until its average power E/MS is the cap: MS' = (E − MS·Σ_j M_j APC_0j) / (P_max − Σ_j M_j APC_0j).
 * That is the least makespan at which the allocation is feasible for (7), so the lower bound stays a
 * bound ({@link Achieved#stretchedForCap()}).
 */
public final class MaxProfit {
  private final LpSolver solver;
  private final Rounding.TieBreak tieBreak;

  public MaxProfit(LpSolver solver, Rounding.TieBreak tieBreak) {
    this.solver = solver;
    this.tieBreak = tieBreak;
  }

  /** ojAlgo's simplex, ties in Algorithm 1 by machine type order. */
  public static MaxProfit standard() {
    return new MaxProfit(LpSolver.standard(), Rounding.TieBreak.MACHINE_TYPE_ORDER);
  }

  public LpSolver solver() {
    return solver;
  }

  /**
   * The bounds and the full allocation for {@code bag} under {@code economics}.
   *
   * @throws IllegalArgumentException for a power cap below the machines' idle power or per-type
   *     costs that do not fit the bag
   */
  public ProfitSolution solve(Bag bag, Economics economics) {
    Bag b = bag.withPowerScaledBy(economics.pue());
    double minEnergy = Double.NaN;
    double price = economics.pricePerBag();
    if (economics.priceIsRatio()) {
      minEnergy = new LowerBoundLp(b, solver).minEnergyJoules(); // E_min of LP (5) itself, not the lexicographic point
      price = economics.profitRatio() * economics.energyCostPerJoule() * minEnergy;
    }
    return solve(b, economics, price, minEnergy);
  }

  /** As {@link #solve(Bag, Economics)} with the price already known (and PUE already applied). */
  ProfitSolution solve(Bag b, Economics economics, double price, double minEnergy) {
    MaxProfitLp.UpperBound upper = new MaxProfitLp(b, solver).solve(price, economics);
    if (!upper.processes()) {
      return new ProfitSolution(b, economics, price, minEnergy, upper, Optional.empty(), Optional.empty());
    }
    FullAllocation full = recover(b, upper.schedule().orElseThrow().x());
    return new ProfitSolution(b, economics, price, minEnergy, upper, Optional.of(full),
        Optional.of(achieved(b, economics, price, full)));
  }

  /** The full allocation of an LP schedule's x: Algorithm 1, then Algorithm 2. */
  public FullAllocation recover(Bag bag, double[][] x) {
    return LptAssignment.assign(bag, Rounding.round(bag, x, tieBreak));
  }

  /** The lower bound: what the full allocation earns per unit time, under the power cap. */
  public static Achieved achieved(Bag bag, Economics e, double price, FullAllocation full) {
    double makespan = full.makespanSeconds();
    double energy = full.energyJoules();
    boolean stretched = false;
    if (energy / makespan > e.powerCapWatts()) {
      double idle = bag.totalIdleWatts();
      makespan = full.energyAboveIdleJoules() / (e.powerCapWatts() - idle);
      energy = full.energyAboveIdleJoules() + makespan * idle;
      stretched = true;
    }
    return new Achieved(ProfitRate.of(bag, e, price, energy, makespan, full.busySeconds()), energy, makespan,
        stretched);
  }

  /**
   * What a full allocation earns.
   *
   * @param profitPerSecond Eq. (1) with section VI's costs: the lower bound
   * @param energyJoules E per bag (as stretched)
   * @param makespanSeconds MS per bag (as stretched)
   * @param stretchedForCap whether the bag was spaced out to meet the power cap
   */
  public record Achieved(double profitPerSecond, double energyJoules, double makespanSeconds, boolean stretchedForCap) {}
}
