package org.valen.model.trials.paper002.cluster;

import org.valen.model.Check;

/**
 * What paper 002's cluster is drawn from (section 6); every bound is the paper's unless noted.
 *
 * @param nodes compute nodes N (paper: 8)
 * @param maxProcessors processors per node n(i) drawn uniformly from 1 … this (paper: 1–4)
 * @param maxCoresPerProcessor cores per processor c(i) drawn uniformly from 1 … this (paper: 1–4)
 * @param minEfficiency lowest power-supply efficiency ε(i) (paper: 90 %), drawn uniformly up to
 *     {@code maxEfficiency} (98 %)
 * @param maxEfficiency highest ε(i)
 * @param minHighPowerWatts power of a core in P0 drawn uniformly from this (paper: 125 W) …
 * @param maxHighPowerWatts … to this (135 W)
 * @param minLowVoltage voltage in the lowest P-state drawn uniformly from this (paper: 1.000 V) …
 * @param maxLowVoltage … to this (1.150 V)
 * @param minHighVoltage voltage in P0 drawn uniformly from this (paper: 1.400 V) …
 * @param maxHighVoltage … to this (1.550 V)
 * @param minSpeedUp each P-state is faster than the next lower one by a factor 1 + U(this, max)
 *     (paper: "increasing the performance by a random percentage between 15 % and 25 %"; our
 *     reading: multiplicative, which keeps the lowest frequency at 41–57 % of the highest, as the
 *     paper's "never less than 42 %")
 * @param maxSpeedUp the upper bound of that percentage
 * @param pStates P-states per core (paper: five, P0 … P4)
 * @param highFrequencyHertz the frequency of P0, only a label (times come from the pmfs; our
 *     choice)
 */
public record ClusterParameters(int nodes, int maxProcessors, int maxCoresPerProcessor, double minEfficiency,
    double maxEfficiency, double minHighPowerWatts, double maxHighPowerWatts, double minLowVoltage,
    double maxLowVoltage, double minHighVoltage, double maxHighVoltage, double minSpeedUp, double maxSpeedUp,
    int pStates, double highFrequencyHertz) {

  public ClusterParameters {
    Check.atLeast(nodes, 1, "nodes");
    Check.atLeast(maxProcessors, 1, "maxProcessors");
    Check.atLeast(maxCoresPerProcessor, 1, "maxCoresPerProcessor");
    Check.inRange(minEfficiency, 1e-6, maxEfficiency, "minEfficiency");
    Check.inRange(maxEfficiency, minEfficiency, 1, "maxEfficiency");
    Check.inRange(minHighPowerWatts, 0, maxHighPowerWatts, "minHighPowerWatts");
    Check.inRange(minLowVoltage, 1e-6, maxLowVoltage, "minLowVoltage");
    Check.inRange(minHighVoltage, maxLowVoltage, maxHighVoltage, "minHighVoltage");
    Check.inRange(minSpeedUp, 1e-6, maxSpeedUp, "minSpeedUp");
    Check.atLeast(pStates, 2, "pStates");
    Check.positive(highFrequencyHertz, "highFrequencyHertz");
  }

  /** Section 6's cluster. */
  public static ClusterParameters paper002() {
    return new ClusterParameters(8, 4, 4, 0.90, 0.98, 125, 135, 1.000, 1.150, 1.400, 1.550, 0.15, 0.25, 5, 2.6e9);
  }

  /** The same with {@code n} nodes. */
  public ClusterParameters withNodes(int n) {
    return new ClusterParameters(n, maxProcessors, maxCoresPerProcessor, minEfficiency, maxEfficiency,
        minHighPowerWatts, maxHighPowerWatts, minLowVoltage, maxLowVoltage, minHighVoltage, maxHighVoltage, minSpeedUp,
        maxSpeedUp, pStates, highFrequencyHertz);
  }
}
