package org.valen.model.energy;

import org.valen.model.exec.ExecutionModel;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;

/**
 * Paper 001's energy of one job (section III-C):
 *
 * <pre>
 *   E_total   = E_dynamic + E_static                                         (Eq. 1)
 *   E_dynamic = Σ_t ExecTime[t → c_v] · pow[c_v]                             (Eq. 2)
 *   E_static  = responseTime · Σ_{used cores c} staticPower(c)
 * </pre>
 *
 * where task {@code t} runs on core {@code c} at level {@code v}. The static term charges every
 * used core for the whole response time, idle gaps between its tasks included, as the paper says
 * ("the product of overall execution time of the job and static power consumption of the used
 * cores").
 */
public final class JobEnergy {
  private JobEnergy() {}

  /**
   * Eq. 1–2 from per-task figures.
   *
   * @param taskSeconds execution time of each task at its core's level
   * @param taskDynamicWatts dynamic power of each task at its core's level
   * @param responseTimeSeconds end of the last task minus start of the first
   * @param usedCores number of distinct cores the job uses
   * @param staticPowerWatts static power of one core
   */
  public static EnergyBreakdown of(
      double[] taskSeconds,
      double[] taskDynamicWatts,
      double responseTimeSeconds,
      int usedCores,
      double staticPowerWatts) {
    if (taskSeconds.length != taskDynamicWatts.length) {
      throw new IllegalArgumentException("one time and one power per task expected");
    }
    double dynamic = 0;
    for (int t = 0; t < taskSeconds.length; t++) {
      dynamic += taskSeconds[t] * taskDynamicWatts[t];
    }
    return new EnergyBreakdown(dynamic, responseTimeSeconds * usedCores * staticPowerWatts);
  }

  /**
   * Eq. 1–2 for an allocation of a template on cores of one type.
   *
   * @param taskToCore core index (0 … used cores − 1) of each task, by task index
   * @param coreLevels v/f level of each used core
   * @param responseTimeSeconds the schedule's response time
   */
  public static EnergyBreakdown of(
      JobTemplate template,
      ExecutionModel model,
      CoreType coreType,
      int[] taskToCore,
      int[] coreLevels,
      double responseTimeSeconds) {
    int n = template.taskCount();
    if (taskToCore.length != n) {
      throw new IllegalArgumentException("expected a core for each of " + n + " tasks");
    }
    double[] seconds = new double[n];
    double[] watts = new double[n];
    for (int t = 0; t < n; t++) {
      int level = coreLevels[taskToCore[t]];
      seconds[t] = model.timeSeconds(template.task(t), coreType, level);
      watts[t] = model.dynamicPowerWatts(template.task(t), coreType, level);
    }
    return of(seconds, watts, responseTimeSeconds, coreLevels.length, coreType.staticPowerWatts());
  }
}
