package org.valen.model.trials.paper000.system;

import java.util.List;
import org.valen.model.Check;

/**
 * How paper 000's heterogeneous systems are generated (section IV-C). The counts, means, power
 * fractions and the 1/√(power fraction) time scaling are the paper's; the coefficients of
 * variation, the static power and the spread of the P-state time factors are ours, as the paper
 * does not give them (see valen-hc's README, "Choices the paper leaves open").
 *
 * @param generalMachineCounts machines of each general-purpose machine type (paper: 5, 5, 5, 10,
 *     10, 10, 10, 15, 20)
 * @param specialMachineCounts machines of each special-purpose machine type (paper: 2, 2, 3, 3)
 * @param generalTaskTypes general-purpose task types (paper: 83)
 * @param specialTaskTypes special-purpose task types (paper: 17), each special on exactly one
 *     special-purpose machine type
 * @param minSpecialTypesPerMachineType fewest special task types one special machine type runs
 *     (paper: 3)
 * @param maxSpecialTypesPerMachineType most (paper: 5)
 * @param generalMeanSeconds mean ETC at P-state 0 on general-purpose machine types (paper: 10 min)
 * @param specialSpeedup how much faster a special machine type runs its special task types than
 *     the general-purpose machines run them, on average (paper: about 10, giving the 1-minute
 *     mean on special machine types)
 * @param taskCov task heterogeneity of the COV method (ours: 0.3)
 * @param machineCov machine heterogeneity of the COV method (ours: 0.3)
 * @param meanDynamicPowerWatts mean dynamic power at P-state 0 (paper: 133 W)
 * @param powerTaskCov task heterogeneity of the dynamic power (ours: 0.2)
 * @param powerMachineCov machine heterogeneity of the dynamic power (ours: 0.2)
 * @param staticPowerWatts static power included in every APC entry, not scaled by the P-state
 *     (ours: 50 W, so that unconstrained Max UPT uses about the paper's 1.59 GJ a day: 1.11 GJ is
 *     its 70 %)
 * @param idlePowerWatts power of an idle machine (ours: 0: the paper charges energy through the
 *     EEC of executed tasks only)
 * @param pStatePowerFractions dynamic power of each P-state relative to P-state 0 (paper: 100 %,
 *     75 %, 50 %)
 * @param pStateTimeCov coefficient of variation of the gamma-distributed time factor of the
 *     slower P-states, whose mean is 1/√(power fraction) (ours: 0.1)
 */
public record SystemParameters(
    List<Integer> generalMachineCounts,
    List<Integer> specialMachineCounts,
    int generalTaskTypes,
    int specialTaskTypes,
    int minSpecialTypesPerMachineType,
    int maxSpecialTypesPerMachineType,
    double generalMeanSeconds,
    double specialSpeedup,
    double taskCov,
    double machineCov,
    double meanDynamicPowerWatts,
    double powerTaskCov,
    double powerMachineCov,
    double staticPowerWatts,
    double idlePowerWatts,
    List<Double> pStatePowerFractions,
    double pStateTimeCov) {

  public SystemParameters {
    generalMachineCounts = List.copyOf(Check.nonEmpty(generalMachineCounts, "generalMachineCounts"));
    specialMachineCounts = List.copyOf(specialMachineCounts);
    generalMachineCounts.forEach(c -> Check.atLeast(c, 1, "machines of a general-purpose type"));
    specialMachineCounts.forEach(c -> Check.atLeast(c, 1, "machines of a special-purpose type"));
    Check.atLeast(generalTaskTypes, 1, "generalTaskTypes");
    Check.atLeast(specialTaskTypes, 0, "specialTaskTypes");
    Check.atLeast(minSpecialTypesPerMachineType, 1, "minSpecialTypesPerMachineType");
    Check.atLeast(maxSpecialTypesPerMachineType, minSpecialTypesPerMachineType, "maxSpecialTypesPerMachineType");
    int machineTypes = specialMachineCounts.size();
    if (specialTaskTypes < machineTypes * minSpecialTypesPerMachineType
        || specialTaskTypes > machineTypes * maxSpecialTypesPerMachineType) {
      throw new IllegalArgumentException(specialTaskTypes + " special task types cannot be split over "
          + machineTypes + " special machine types with " + minSpecialTypesPerMachineType + " to "
          + maxSpecialTypesPerMachineType + " each");
    }
    Check.positive(generalMeanSeconds, "generalMeanSeconds");
    Check.positive(specialSpeedup, "specialSpeedup");
    Check.positive(taskCov, "taskCov");
    Check.positive(machineCov, "machineCov");
    Check.positive(meanDynamicPowerWatts, "meanDynamicPowerWatts");
    Check.positive(powerTaskCov, "powerTaskCov");
    Check.positive(powerMachineCov, "powerMachineCov");
    Check.nonNegative(staticPowerWatts, "staticPowerWatts");
    Check.nonNegative(idlePowerWatts, "idlePowerWatts");
    pStatePowerFractions = List.copyOf(Check.nonEmpty(pStatePowerFractions, "pStatePowerFractions"));
    if (pStatePowerFractions.get(0) != 1.0) {
      throw new IllegalArgumentException("P-state 0 is the reference: its power fraction must be 1");
    }
    for (int k = 1; k < pStatePowerFractions.size(); k++) {
      double f = pStatePowerFractions.get(k);
      if (!(f > 0 && f < pStatePowerFractions.get(k - 1))) {
        throw new IllegalArgumentException("power fractions must decrease from 1 and stay above 0, were "
            + pStatePowerFractions);
      }
    }
    Check.positive(pStateTimeCov, "pStateTimeCov");
  }

  /** The paper's system with our choices for what it leaves open. */
  public static SystemParameters paper000() {
    return new SystemParameters(List.of(5, 5, 5, 10, 10, 10, 10, 15, 20), List.of(2, 2, 3, 3), 83, 17, 3, 5,
        600, 10, 0.3, 0.3, 133, 0.2, 0.2, 50, 0, List.of(1.0, 0.75, 0.5), 0.1);
  }

  /** Number of machines. */
  public int machines() {
    return generalMachineCounts.stream().mapToInt(Integer::intValue).sum()
        + specialMachineCounts.stream().mapToInt(Integer::intValue).sum();
  }

  /** Number of machine types. */
  public int machineTypes() {
    return generalMachineCounts.size() + specialMachineCounts.size();
  }

  /** Number of task types. */
  public int taskTypes() {
    return generalTaskTypes + specialTaskTypes;
  }

  /** Number of P-states. */
  public int pStates() {
    return pStatePowerFractions.size();
  }

  /** The same with other machine and task type counts (small test systems). */
  public SystemParameters withMachines(List<Integer> general, List<Integer> special, int generalTypes, int specialTypes,
      int minSpecial, int maxSpecial) {
    return new SystemParameters(general, special, generalTypes, specialTypes, minSpecial, maxSpecial, generalMeanSeconds,
        specialSpeedup, taskCov, machineCov, meanDynamicPowerWatts, powerTaskCov, powerMachineCov, staticPowerWatts,
        idlePowerWatts, pStatePowerFractions, pStateTimeCov);
  }
}
