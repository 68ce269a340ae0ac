package org.valen.runtime.policy;

import java.util.Arrays;
import org.valen.model.Check;
import org.valen.model.exec.DiscretePmf;
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
 * @param responseTimePmf the distribution of the response time where the model is stochastic and
 *     the plan is one task on one core (paper 002); null otherwise
 */
public record Plan(
    int[] taskToCore, int[] coreLevels, double expectedResponseSeconds, double expectedEnergyJoules,
    DiscretePmf responseTimePmf) {

  /** A plan of a deterministic model. */
  public Plan(int[] taskToCore, int[] coreLevels, double expectedResponseSeconds, double expectedEnergyJoules) {
    this(taskToCore, coreLevels, expectedResponseSeconds, expectedEnergyJoules, null);
  }

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

  /** The same allocation and levels with other expectations (the work left of a running job, say). */
  public Plan withExpectations(double responseSeconds, double energyJoules) {
    return new Plan(taskToCore, coreLevels, responseSeconds, energyJoules, null);
  }

  /** Whether this plan puts every task on the same cores at the same levels as {@code other}. */
  public boolean sameAllocationAs(Plan other) {
    return this == other || (coreLevels.length == other.coreLevels.length && Arrays.equals(coreLevels, other.coreLevels)
        && Arrays.equals(taskToCore, other.taskToCore));
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
