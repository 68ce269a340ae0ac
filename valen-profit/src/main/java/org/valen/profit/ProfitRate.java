package org.valen.profit;

/**
 * Profit per unit time (paper 003, Eq. 1) with section VI's linear costs: for a schedule of energy E,
 * makespan MS and busy seconds B_j per machine type,
 *
 * <pre>
 *   (p − oh − c·E) / MS  −  Σ_j wear_j B_j / MS  (Eq. 11)  −  Σ_j M_j cost_j / λ_j  (Eq. 12)
 * </pre>
 *
 * where B_j = F_j M_j. For an LP schedule this is the upper bound (6); for a full allocation it is
 * the lower bound. PUE is not here: it scales the bag's powers ({@link Bag#withPowerScaledBy}).
 */
public final class ProfitRate {
  private ProfitRate() {}

  /** Eq. (1) with the costs of section VI, money per second. */
  public static double of(Bag bag, Economics e, double price, double energyJoules, double makespanSeconds,
      double[] busySecondsByType) {
    double rate = (price - e.overheadPerBag() - e.energyCostPerJoule() * energyJoules) / makespanSeconds;
    for (int j = 0; j < bag.machineTypeCount(); j++) {
      rate -= e.wear(j) * busySecondsByType[j] / makespanSeconds;
    }
    return rate - depreciation(bag, e);
  }

  /** Profit per second of the LP schedule {@code s}: (6) with section VI's costs. */
  public static double of(Bag bag, Economics e, double price, LpSchedule s) {
    double[] busy = new double[bag.machineTypeCount()];
    for (int j = 0; j < busy.length; j++) {
      busy[j] = s.busySeconds(j, bag);
    }
    return of(bag, e, price, s.energyJoules(), s.makespanSeconds(), busy);
  }

  /**
   * Profit per second of processing nothing (r = 0 in LP (10)): every machine idles, which costs
   * c·Σ_j M_j APC_0j, and the machines depreciate.
   */
  public static double ofIdleSystem(Bag bag, Economics e) {
    return -e.energyCostPerJoule() * bag.totalIdleWatts() - depreciation(bag, e);
  }

  /** Eq. (12): Σ_j M_j cost_j / λ_j. */
  static double depreciation(Bag bag, Economics e) {
    double sum = 0;
    for (int j = 0; j < bag.machineTypeCount(); j++) {
      sum += bag.machines(j) * e.depreciation(j);
    }
    return sum;
  }
}
