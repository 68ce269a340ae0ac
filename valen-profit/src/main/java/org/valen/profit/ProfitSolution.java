package org.valen.profit;

import java.util.Optional;

/**
 * The outcome of the profit maximization algorithm on one bag.
 *
 * @param bag the bag as solved (powers scaled by the PUE)
 * @param economics the economics given
 * @param pricePerBag p, as given or as γ·c·E_min
 * @param minEnergyJoules E_min of LP (5), where the price came from γ; NaN otherwise
 * @param upper LP (10)'s optimum: the upper bound and x*
 * @param full the full allocation (Algorithms 1 and 2); empty if the bag is best not processed
 * @param lower what the full allocation earns: the lower bound; empty with {@code full}
 */
public record ProfitSolution(Bag bag, Economics economics, double pricePerBag, double minEnergyJoules,
    MaxProfitLp.UpperBound upper, Optional<FullAllocation> full, Optional<MaxProfit.Achieved> lower) {

  /** Whether the optimum processes the bag (r* > 0). */
  public boolean processes() {
    return upper.processes();
  }

  /** The upper bound on profit per unit time. */
  public double upperProfitPerSecond() {
    return upper.profitPerSecond();
  }

  /**
   * The lower bound on profit per unit time: the full allocation's, or the idle system's when
   * nothing is processed (which is then exactly the optimum).
   */
  public double lowerProfitPerSecond() {
    return lower.map(MaxProfit.Achieved::profitPerSecond).orElse(upper.profitPerSecond());
  }

  /** (upper − lower) / |upper|: section V's relative decrease in profit per unit time; 0 if upper is 0. */
  public double relativeGap() {
    double u = upperProfitPerSecond();
    return u == 0 ? 0 : (u - lowerProfitPerSecond()) / Math.abs(u);
  }
}
