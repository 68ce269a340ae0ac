package org.valen.runtime.policy;

import java.util.Arrays;
import org.valen.model.Check;
import org.valen.model.exec.DiscretePmf;
import org.valen.model.schedule.Allocations;

/**
 * How a job is to run on the cores of one node: the core of each task and the v/f level of each
 * core, in canonical form (cores {@code 0 … usedCores-1} numbered by first use, each running a
 * task), the order of the tasks on their cores, with what the policy expects of it. The kernel maps
 * plan cores to free cores of the node and runs the tasks of each core one at a time in the
 * order's sequence.
 *
 * @param taskToCore plan core of each task, by task index
 * @param coreLevels v/f level of each plan core (0 = fastest)
 * @param expectedResponseSeconds response time the policy expects (profile or decoder), used to
 *     measure the job's deviation
 * @param expectedEnergyJoules energy the policy expects
 * @param responseTimePmf the distribution of the response time where the model is stochastic and
 *     the plan is one task on one core (paper 002); null otherwise
 * @param taskOrder every task once, a topological order of the job: the tasks of each core run in
 *     its sequence (a profile's order); empty for the schedule decoder's default order (upward rank)
 */
public record Plan(
    int[] taskToCore, int[] coreLevels, double expectedResponseSeconds, double expectedEnergyJoules,
    DiscretePmf responseTimePmf, int[] taskOrder) {

  /** A plan of a deterministic model in the decoder's default order. */
  public Plan(int[] taskToCore, int[] coreLevels, double expectedResponseSeconds, double expectedEnergyJoules) {
    this(taskToCore, coreLevels, expectedResponseSeconds, expectedEnergyJoules, null, new int[0]);
  }

  /** A plan in the decoder's default order, with the pmf of its response time (or null). */
  public Plan(int[] taskToCore, int[] coreLevels, double expectedResponseSeconds, double expectedEnergyJoules,
      DiscretePmf responseTimePmf) {
    this(taskToCore, coreLevels, expectedResponseSeconds, expectedEnergyJoules, responseTimePmf, new int[0]);
  }

  /** A plan of a deterministic model whose tasks run in {@code taskOrder}. */
  public static Plan ordered(int[] taskToCore, int[] coreLevels, int[] taskOrder, double expectedResponseSeconds,
      double expectedEnergyJoules) {
    return new Plan(taskToCore, coreLevels, expectedResponseSeconds, expectedEnergyJoules, null, taskOrder);
  }

  public Plan {
    taskToCore = taskToCore.clone();
    coreLevels = coreLevels.clone();
    taskOrder = taskOrder.clone();
    if (taskOrder.length != 0 && taskOrder.length != taskToCore.length) {
      throw new IllegalArgumentException(
          "a task order of " + taskOrder.length + " tasks for a plan of " + taskToCore.length);
    }
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
    return new Plan(taskToCore, coreLevels, responseSeconds, energyJoules, null, taskOrder);
  }

  /**
   * Whether this plan puts every task on the same cores at the same levels, in the same order, as
   * {@code other}.
   */
  public boolean sameAllocationAs(Plan other) {
    return this == other || (coreLevels.length == other.coreLevels.length && Arrays.equals(coreLevels, other.coreLevels)
        && Arrays.equals(taskToCore, other.taskToCore) && Arrays.equals(taskOrder, other.taskOrder));
  }

  @Override
  public int[] taskOrder() {
    return taskOrder.clone();
  }

  /** Whether the plan gives its own task order (otherwise the kernel uses the decoder's default). */
  public boolean hasTaskOrder() {
    return taskOrder.length > 0;
  }

  /** The task order, not copied (the kernel lays tasks out by it); empty if none. */
  public int[] taskOrderView() {
    return taskOrder;
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
        && Arrays.equals(taskOrder, p.taskOrder) && Double.compare(expectedResponseSeconds, p.expectedResponseSeconds) == 0
        && Double.compare(expectedEnergyJoules, p.expectedEnergyJoules) == 0;
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(taskToCore) + Arrays.hashCode(coreLevels);
  }


  @Override
  public String toString() {
    return "Plan[cores=" + Arrays.toString(taskToCore) + ", levels=" + Arrays.toString(coreLevels)
        + (hasTaskOrder() ? ", order=" + Arrays.toString(taskOrder) : "") + "]";
  }
}
