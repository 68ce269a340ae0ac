package org.valen.model.profile;

import java.util.Arrays;
import org.valen.model.Check;

/**
 * One allocation of a job on cores of one type: which core runs each task, at which v/f level each
 * used core runs and in which order the tasks are laid on their cores, with the response time and
 * energy (001 Eq. 1–2) that the schedule decoder computed for it.
 *
 * @param taskToCore core of each task by task index; cores are numbered {@code 0 … usedCores-1}
 *     and every one of them runs at least one task
 * @param coreLevels v/f level of each used core (0 = fastest)
 * @param responseTimeSeconds end of the last task minus start of the first
 * @param energyJoules dynamic plus static energy
 * @param taskOrder every task index once: the tasks of each core run in this order's sequence
 *     (the decoder's canonical order, a topological order of the template, which the reader of a
 *     profile checks against its template); empty for the decoder's default order (upward rank)
 */
public record ProfilePoint(
    int[] taskToCore, int[] coreLevels, double responseTimeSeconds, double energyJoules, int[] taskOrder) {

  /** A point in the decoder's default order. */
  public ProfilePoint(int[] taskToCore, int[] coreLevels, double responseTimeSeconds, double energyJoules) {
    this(taskToCore, coreLevels, responseTimeSeconds, energyJoules, new int[0]);
  }

  public ProfilePoint {
    taskToCore = taskToCore.clone();
    coreLevels = coreLevels.clone();
    taskOrder = taskOrder.clone();
    Check.positive(responseTimeSeconds, "responseTimeSeconds");
    Check.nonNegative(energyJoules, "energyJoules");
    boolean[] used = new boolean[coreLevels.length];
    for (int core : taskToCore) {
      if (core < 0 || core >= coreLevels.length) {
        throw new IllegalArgumentException(
            "task on core " + core + ", but only " + coreLevels.length + " cores have levels");
      }
      used[core] = true;
    }
    for (int c = 0; c < used.length; c++) {
      if (!used[c]) {
        throw new IllegalArgumentException("core " + c + " has a level but runs no task");
      }
      if (coreLevels[c] < 0) {
        throw new IllegalArgumentException("core " + c + " has negative level " + coreLevels[c]);
      }
    }
    requirePermutation(taskOrder, taskToCore.length);
  }

  private static void requirePermutation(int[] order, int tasks) {
    if (order.length == 0) {
      return;
    }
    if (order.length != tasks) {
      throw new IllegalArgumentException("the task order has " + order.length + " tasks, the allocation " + tasks);
    }
    boolean[] seen = new boolean[tasks];
    for (int t : order) {
      if (t < 0 || t >= tasks || seen[t]) {
        throw new IllegalArgumentException("the task order holds task " + t + " twice or out of 0 … " + (tasks - 1)
            + ": " + Arrays.toString(order));
      }
      seen[t] = true;
    }
  }

  /** Number of distinct cores used. */
  public int usedCores() {
    return coreLevels.length;
  }

  @Override
  public int[] taskToCore() {
    return taskToCore.clone();
  }

  @Override
  public int[] coreLevels() {
    return coreLevels.clone();
  }

  @Override
  public int[] taskOrder() {
    return taskOrder.clone();
  }

  /** Whether the point gives its own task order (otherwise: the decoder's default). */
  public boolean hasTaskOrder() {
    return taskOrder.length > 0;
  }

  /** Core of task {@code task}, without copying the array. */
  public int coreOf(int task) {
    return taskToCore[task];
  }

  /** Level of core {@code core}, without copying the array. */
  public int levelOf(int core) {
    return coreLevels[core];
  }

  /** Task at position {@code i} of the task order, without copying; only if {@link #hasTaskOrder()}. */
  public int taskAt(int i) {
    return taskOrder[i];
  }

  public int taskCount() {
    return taskToCore.length;
  }

  /** The product paper 001 minimizes. */
  public double timeEnergyProduct() {
    return responseTimeSeconds * energyJoules;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ProfilePoint p
        && Arrays.equals(taskToCore, p.taskToCore)
        && Arrays.equals(coreLevels, p.coreLevels)
        && Arrays.equals(taskOrder, p.taskOrder)
        && Double.compare(responseTimeSeconds, p.responseTimeSeconds) == 0
        && Double.compare(energyJoules, p.energyJoules) == 0;
  }

  @Override
  public int hashCode() {
    return 31 * (31 * Arrays.hashCode(taskToCore) + Arrays.hashCode(coreLevels)) + Arrays.hashCode(taskOrder);
  }

  @Override
  public String toString() {
    return "ProfilePoint[cores=" + Arrays.toString(taskToCore) + ", levels=" + Arrays.toString(coreLevels)
        + (hasTaskOrder() ? ", order=" + Arrays.toString(taskOrder) : "") + ", " + responseTimeSeconds + " s, "
        + energyJoules + " J]";
  }
}
