package org.valen.profit.generate;

import java.util.Locale;
import org.valen.model.Check;

/**
 * What {@link SystemGenerator} makes: a system and a bag of paper 003's size (section V-A: nine
 * machine types of 40 machines, 30 task types, 11,000 tasks). The paper's matrices come from nine
 * real machines and five power benchmarks whose data are no longer online; these parameters make
 * matrices of the same shape by the CVB method (Ali et al., 2000), the method paper 003's group uses.
 *
 * @param machineTypes M
 * @param machinesPerType M_j, the same for every type
 * @param taskTypes T
 * @param tasks Σ_i T_i
 * @param meanEtcSeconds μ_task, the mean ETC over all task types and machine types
 * @param taskHeterogeneity V_task, the coefficient of variation of the task types' mean ETCs
 * @param machineHeterogeneity V_mach, the coefficient of variation of one task type's ETC over machine types
 * @param minMachineWatts smallest base power of a machine type (a machine type's APC row centres on it)
 * @param maxMachineWatts largest base power; base powers are uniform in between
 * @param speedPowerExponent κ: APC_ij grows as (q_i / ETC_ij)^κ, faster runs draw more power, as on a
 *     faster core
 * @param taskPowerCov coefficient of variation of APC_ij around the machine type's base power
 * @param minTypeShare smallest weight of a task type in the bag (weights uniform in [min, 1], normalized)
 * @param idleFraction APC_0j as a fraction of machine type j's mean APC (section V-C: 0.05; 0 = section V-B)
 */
public record SystemParameters(int machineTypes, int machinesPerType, int taskTypes, int tasks, double meanEtcSeconds,
    double taskHeterogeneity, double machineHeterogeneity, double minMachineWatts, double maxMachineWatts,
    double speedPowerExponent, double taskPowerCov, double minTypeShare, double idleFraction) {

  public SystemParameters {
    Check.atLeast(machineTypes, 1, "machineTypes");
    Check.atLeast(machinesPerType, 1, "machinesPerType");
    Check.atLeast(taskTypes, 1, "taskTypes");
    Check.atLeast(tasks, 1, "tasks");
    Check.positive(meanEtcSeconds, "meanEtcSeconds");
    Check.positive(taskHeterogeneity, "taskHeterogeneity");
    Check.positive(machineHeterogeneity, "machineHeterogeneity");
    Check.positive(minMachineWatts, "minMachineWatts");
    if (!(maxMachineWatts >= minMachineWatts) || !Double.isFinite(maxMachineWatts)) {
      throw new IllegalArgumentException("maxMachineWatts must be finite and >= minMachineWatts, was " + maxMachineWatts);
    }
    Check.nonNegative(speedPowerExponent, "speedPowerExponent");
    Check.positive(taskPowerCov, "taskPowerCov");
    Check.inRange(minTypeShare, 0, 1, "minTypeShare");
    Check.nonNegative(idleFraction, "idleFraction");
  }

  /**
   * Paper 003's size. Our choices for what the paper does not give: ETC mean 60 s (11,000 tasks on
   * 360 machines then take 15 minutes to hours, the scale of the paper's Fig. 5); V_task = V_mach =
   * 0.5 (the CVB method's high heterogeneity, as nine different machines and five benchmarks give);
   * machine types' base power B_j uniform in 100–140 W, and APC_ij = B_j·(q_i / ETC_ij)·noise with a
   * CV of 0.1: a machine type that runs a task type faster than the type's mean draws more power, as
   * a faster clock does. Energy per task then varies less than time, which gives the energy–makespan
   * trade-off of the paper's Fig. 1 (without it, the fastest cells are also the leanest and the front
   * is nearly a point); the mean APC is about 150 W and the fastest schedules draw some 85 kW on 360
   * machines, so the paper's 55 kW cap bites. Task type weights uniform in [0.5, 1]; no idle power
   * (section V-B).
   */
  public static SystemParameters paper003() {
    return new SystemParameters(9, 40, 30, 11_000, 60, 0.5, 0.5, 100, 140, 1, 0.1, 0.5, 0);
  }

  public SystemParameters withIdleFraction(double fraction) {
    return new SystemParameters(machineTypes, machinesPerType, taskTypes, tasks, meanEtcSeconds, taskHeterogeneity,
        machineHeterogeneity, minMachineWatts, maxMachineWatts, speedPowerExponent, taskPowerCov, minTypeShare, fraction);
  }

  public SystemParameters withTasks(int count) {
    return new SystemParameters(machineTypes, machinesPerType, taskTypes, count, meanEtcSeconds, taskHeterogeneity,
        machineHeterogeneity, minMachineWatts, maxMachineWatts, speedPowerExponent, taskPowerCov, minTypeShare, idleFraction);
  }

  /** One line for provenance: every parameter. */
  public String describe() {
    return String.format(Locale.ROOT, "machineTypes=%d machinesPerType=%d taskTypes=%d tasks=%d meanEtcSeconds=%s"
        + " taskHeterogeneity=%s machineHeterogeneity=%s machineWatts=%s-%s speedPowerExponent=%s taskPowerCov=%s"
        + " minTypeShare=%s"
        + " idleFraction=%s", machineTypes, machinesPerType, taskTypes, tasks, meanEtcSeconds, taskHeterogeneity,
        machineHeterogeneity, minMachineWatts, maxMachineWatts, speedPowerExponent, taskPowerCov, minTypeShare, idleFraction);
  }
}
