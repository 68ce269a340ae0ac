package org.valen.runtime.policy;

import java.util.Arrays;
import org.valen.model.Check;
import org.valen.model.schedule.Allocations;

/**
 * How a job is to run on the cores of one node: the core of each task and the v/f level of each
 * core, in canonical form (cores {@code 0 … usedCores-1} numbered by first use, each running a
 * task), with what the policy expects of it. The kernel maps plan cores to free cores of the node.
 *
 * @param taskToCore plan core of each task, by task index
 * @param coreLevels v/f level of each plan core (0 = fastest)
 * @param expectedResponseSeconds response time the policy expects (profile or decoder), used to
 *     measure the job's deviation
 * @param expectedEnergyJoules energy the policy expects
 */
public record Plan(
    int[] taskToCore, int[] coreLevels, double expectedResponseSeconds, double expectedEnergyJoules) {

  public Plan {
    taskToCore = taskToCore.clone();
    coreLevels = coreLevels.clone();
    Check.positive(expectedResponseSeconds, "expectedResponseSeconds");
    Check.nonNegative(expectedEnergyJoules, "expectedEnergyJoules");
    if (!Allocations.isCanonical(taskToCore)) {
      throw new IllegalArgumentException(
          "plan cores must be numbered by first use (canonical), were " + Arrays.toString(taskToCore));
    }
    int used = 0;
    for (int c : taskToCore) {
      used = Math.max(used, c + 1);
    }
    if (used != coreLevels.length) {
      throw new IllegalArgumentException(
          "plan uses " + used + " cores but gives " + coreLevels.length + " levels");
    }
  }

  /** Cores the plan holds. */
  public int usedCores() {
    return coreLevels.length;
  }

  /** Number of tasks mapped. */
  public int taskCount() {
    return taskToCore.length;
  }

  /** Plan core of {@code task}, without copying. */
  public int coreOf(int task) {
    return taskToCore[task];
  }

  /** Level of plan core {@code core}, without copying. */
  public int levelOf(int core) {
    return coreLevels[core];
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Plan p && Arrays.equals(taskToCore, p.taskToCore) && Arrays.equals(coreLevels, p.coreLevels)
        && Double.compare(expectedResponseSeconds, p.expectedResponseSeconds) == 0
        && Double.compare(expectedEnergyJoules, p.expectedEnergyJoules) == 0;
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(taskToCore) + Arrays.hashCode(coreLevels);
  }

  @Override
  public String toString() {
    return "Plan[cores=" + Arrays.toString(taskToCore) + ", levels=" + Arrays.toString(coreLevels) + "]";
  }
}
