package org.valen.hc.paper002.equilibrium;

import java.util.Locale;
import org.valen.model.Check;
import org.valen.model.trials.paper002.workload.Paper002Parameters;
import org.valen.model.trials.paper002.workload.Paper002System;

/**
 * How a system's equilibrium rate λ_eq is found (section 6: "such that the system is perfectly
 * subscribed (all tasks complete by their deadlines with no energy to spare) if all tasks arrive
 * following a Poisson process with this rate"); the bursts and lulls are λ_eq × 28/18 and λ_eq ×
 * 28/48 ({@link Paper002Parameters#arrivalsAt}).
 */
public sealed interface EquilibriumRule permits EquilibriumCalibration, EquilibriumRule.CtotalOverTavg,
    EquilibriumRule.Given {

  /** The word {@code equilibrium=ctotal-over-tavg}. */
  String CTOTAL_OVER_TAVG = "ctotal-over-tavg";

  /** The rule as a scenario or the command line writes it: {@code calibrated}, {@code ctotal-over-tavg} or a rate. */
  String label();

  /** λ_eq of {@code system} over its window, and how it was found. */
  EquilibriumRate rateOf(Paper002System system);

  /**
   * The rule {@code word} names: {@code calibrated} (by {@code calibration}), {@code
   * ctotal-over-tavg}, or a rate per second.
   *
   * @throws IllegalArgumentException naming what it expected
   */
  static EquilibriumRule of(String word, EquilibriumCalibration calibration) {
    String w = word.trim().toLowerCase(Locale.ROOT);
    if (w.equals(EquilibriumCalibration.CALIBRATED)) {
      return calibration;
    }
    if (w.equals(CTOTAL_OVER_TAVG)) {
      return new CtotalOverTavg();
    }
    try {
      return new Given(Double.parseDouble(w));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("equilibrium must be calibrated, ctotal-over-tavg or a rate per second"
          + " greater than 0, was '" + word + "'");
    }
  }

  /**
   * c_total / t_avg ({@link Paper002System#ctotalOverTavgRate}), valen's rate before it measured λ_eq;
   * kept for comparison: on our cluster the measured λ_eq is some 1.3 times higher.
   */
  record CtotalOverTavg() implements EquilibriumRule {
    @Override
    public String label() {
      return CTOTAL_OVER_TAVG;
    }

    @Override
    public EquilibriumRate rateOf(Paper002System system) {
      double rate = system.ctotalOverTavgRate();
      return EquilibriumRate.of(rate, label(), String.format(Locale.ROOT, "c_total / t_avg = %d cores / %.1f s",
          system.cluster().totalCores(), system.tAvgSeconds()));
    }
  }

  /** A rate given per second; 1/28 gives the paper's absolute rates (1/18 in bursts, 1/48 in lulls). */
  record Given(double perSecond) implements EquilibriumRule {
    public Given {
      Check.positive(perSecond, "equilibrium rate");
    }

    @Override
    public String label() {
      return Double.toString(perSecond);
    }

    @Override
    public EquilibriumRate rateOf(Paper002System system) {
      return EquilibriumRate.of(perSecond, label(), "given");
    }
  }
}
