package org.valen.model.profile;

import java.util.Arrays;
import org.valen.model.Check;

/**
 * One allocation of a job on cores of one type: which core runs each task and at which v/f level
 * each used core runs, with the response time and energy (001 Eq. 1–2) that the schedule decoder
 * computed for it.
 *
 * @param taskToCore core of each task by task index; cores are numbered {@code 0 … usedCores-1}
 *     and every one of them runs at least one task
 * @param coreLevels v/f level of each used core (0 = fastest)
 * @param responseTimeSeconds end of the last task minus start of the first
 * @param energyJoules dynamic plus static energy
 */
public record ProfilePoint(
    int[] taskToCore, int[] coreLevels, double responseTimeSeconds, double energyJoules) {

  public ProfilePoint {
    taskToCore = taskToCore.clone();
    coreLevels = coreLevels.clone();
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

  /** Core of task {@code task}, without copying the array. */
  public int coreOf(int task) {
    return taskToCore[task];
  }

  /** Level of core {@code core}, without copying the array. */
  public int levelOf(int core) {
    return coreLevels[core];
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
        && Double.compare(responseTimeSeconds, p.responseTimeSeconds) == 0
        && Double.compare(energyJoules, p.energyJoules) == 0;
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(taskToCore) + Arrays.hashCode(coreLevels);
  }

  @Override
  public String toString() {
    return "ProfilePoint[cores=" + Arrays.toString(taskToCore) + ", levels="
        + Arrays.toString(coreLevels) + ", " + responseTimeSeconds + " s, " + energyJoules + " J]";
  }
}
