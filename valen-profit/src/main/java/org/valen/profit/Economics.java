package org.valen.profit;

import java.util.Arrays;
import java.util.Objects;

/**
 * What a bag earns and what running it costs (paper 003, sections II, IV and VI).
 *
 * <p>The price per bag p is given either as money ({@code pricePerBag}) or as the profit ratio γ of
 * section V-A ({@code profitRatio}: p = γ·c·E_min, with E_min the lower bound on the minimum energy);
 * exactly one of the two is a number, the other NaN.
 *
 * @param pricePerBag p, money per bag; NaN when the price is given as a ratio
 * @param profitRatio γ; NaN when the price is given as money
 * @param energyCostPerJoule c, money per joule
 * @param powerCapWatts P_max of LP (7)/(10), the largest average power; +∞ for no cap
 * @param pue section VI's power usage effectiveness (≥ 1): every power (APC and idle) is scaled by
 *     it, so energies, average powers and the cap are those at the wall
 * @param overheadPerBag section VI's oh, money per bag for billing and book-keeping
 * @param wearPerMachineSecond section VI's wear_j (Eq. 11), money per second a machine of type j
 *     computes; empty for none
 * @param purchasePrice section VI's cost_j, the price of a machine of type j (Eq. 12); empty for none
 * @param meanTimeToFailureSeconds section VI's λ_j, a machine of type j's mean time to failure (Eq.
 *     12), +∞ for none; the machines depreciate by cost_j / λ_j per second
 */
public record Economics(double pricePerBag, double profitRatio, double energyCostPerJoule, double powerCapWatts,
    double pue, double overheadPerBag, double[] wearPerMachineSecond, double[] purchasePrice,
    double[] meanTimeToFailureSeconds) {

  public Economics {
    if (Double.isNaN(pricePerBag) == Double.isNaN(profitRatio)) {
      throw new IllegalArgumentException("give the price per bag either as money or as a profit ratio, not both");
    }
    requireAtLeastZero(pricePerBag, "price per bag");
    requireAtLeastZero(profitRatio, "profit ratio");
    requireAtLeastZero(energyCostPerJoule, "energy cost per joule");
    requireAtLeastZero(overheadPerBag, "overhead per bag");
    if (!(powerCapWatts > 0)) {
      throw new IllegalArgumentException("power cap must be > 0 W (or +Infinity for none), was " + powerCapWatts);
    }
    if (!(pue >= 1) || !Double.isFinite(pue)) {
      throw new IllegalArgumentException("PUE must be a finite number >= 1, was " + pue);
    }
    wearPerMachineSecond = nonNegative(wearPerMachineSecond, "wear per machine second");
    purchasePrice = nonNegative(purchasePrice, "purchase price");
    meanTimeToFailureSeconds = meanTimeToFailureSeconds.clone();
    if (meanTimeToFailureSeconds.length != purchasePrice.length) {
      throw new IllegalArgumentException("give a mean time to failure for each purchase price");
    }
    for (double mttf : meanTimeToFailureSeconds) {
      if (!(mttf > 0)) {
        throw new IllegalArgumentException("mean time to failure must be > 0 s, was " + mttf);
      }
    }
  }

  private static void requireAtLeastZero(double value, String what) {
    if (!Double.isNaN(value) && !(value >= 0 && Double.isFinite(value))) {
      throw new IllegalArgumentException(what + " must be a finite number >= 0, was " + value);
    }
  }

  private static double[] nonNegative(double[] values, String what) {
    double[] copy = Objects.requireNonNull(values, what).clone();
    for (double v : copy) {
      requireAtLeastZero(v, what);
      if (Double.isNaN(v)) {
        throw new IllegalArgumentException(what + " must be a finite number >= 0, was NaN");
      }
    }
    return copy;
  }

  /** Price p per bag, energy cost c per joule, nothing else (section V's setting with c = 1). */
  public static Economics ofPrice(double pricePerBag, double energyCostPerJoule) {
    return new Economics(pricePerBag, Double.NaN, energyCostPerJoule, Double.POSITIVE_INFINITY, 1, 0, new double[0],
        new double[0], new double[0]);
  }

  /** Price p = γ·c·E_min per bag (section V-A). */
  public static Economics ofProfitRatio(double gamma, double energyCostPerJoule) {
    return new Economics(Double.NaN, gamma, energyCostPerJoule, Double.POSITIVE_INFINITY, 1, 0, new double[0],
        new double[0], new double[0]);
  }

  /** Whether the price is given as the profit ratio γ. */
  public boolean priceIsRatio() {
    return !Double.isNaN(profitRatio);
  }

  /** The same economics under a power cap of {@code watts}. */
  public Economics withPowerCap(double watts) {
    return new Economics(pricePerBag, profitRatio, energyCostPerJoule, watts, pue, overheadPerBag,
        wearPerMachineSecond, purchasePrice, meanTimeToFailureSeconds);
  }

  /** The same economics with a fixed price per bag. */
  public Economics withPrice(double price) {
    return new Economics(price, Double.NaN, energyCostPerJoule, powerCapWatts, pue, overheadPerBag,
        wearPerMachineSecond, purchasePrice, meanTimeToFailureSeconds);
  }

  /** The same economics with section VI's extensions. */
  public Economics withExtensions(double newPue, double newOverheadPerBag, double[] wear, double[] price,
      double[] meanTimeToFailure) {
    return new Economics(pricePerBag, profitRatio, energyCostPerJoule, powerCapWatts, newPue, newOverheadPerBag, wear,
        price, meanTimeToFailure);
  }

  /** wear_j, 0 where none is given. */
  public double wear(int machineType) {
    return machineType < wearPerMachineSecond.length ? wearPerMachineSecond[machineType] : 0;
  }

  /** cost_j / λ_j (Eq. 12), money per second per machine; 0 where none is given. */
  public double depreciation(int machineType) {
    return machineType < purchasePrice.length ? purchasePrice[machineType] / meanTimeToFailureSeconds[machineType] : 0;
  }

  /** Whether the per-type costs fit a bag of {@code machineTypes} machine types. */
  public void requireMachineTypes(int machineTypes) {
    if ((wearPerMachineSecond.length != 0 && wearPerMachineSecond.length != machineTypes)
        || (purchasePrice.length != 0 && purchasePrice.length != machineTypes)) {
      throw new IllegalArgumentException("per-machine-type costs must name each of the " + machineTypes
          + " machine types");
    }
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Economics e && Double.compare(pricePerBag, e.pricePerBag) == 0
        && Double.compare(profitRatio, e.profitRatio) == 0 && Double.compare(energyCostPerJoule, e.energyCostPerJoule) == 0
        && Double.compare(powerCapWatts, e.powerCapWatts) == 0 && Double.compare(pue, e.pue) == 0
        && Double.compare(overheadPerBag, e.overheadPerBag) == 0
        && Arrays.equals(wearPerMachineSecond, e.wearPerMachineSecond)
        && Arrays.equals(purchasePrice, e.purchasePrice)
        && Arrays.equals(meanTimeToFailureSeconds, e.meanTimeToFailureSeconds);
  }

  @Override
  public int hashCode() {
    return Objects.hash(pricePerBag, profitRatio, energyCostPerJoule, powerCapWatts, pue, overheadPerBag,
        Arrays.hashCode(wearPerMachineSecond), Arrays.hashCode(purchasePrice));
  }

  @Override
  public String toString() {
    return "Economics[p=" + (priceIsRatio() ? "γ " + profitRatio : pricePerBag) + ", c=" + energyCostPerJoule
        + ", cap=" + powerCapWatts + " W, pue=" + pue + ", oh=" + overheadPerBag + "]";
  }
}
