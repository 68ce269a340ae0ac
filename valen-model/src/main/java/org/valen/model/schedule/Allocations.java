package org.valen.model.schedule;

/**
 * Canonical form of allocations on identical cores. Cores of one type are interchangeable, so
 * allocations that differ only by a renaming of cores are the same schedule; the canonical form
 * numbers cores by the first task (in task index order) that uses them and drops cores that run
 * no task, carrying the levels along. Profiles store canonical allocations.
 */
public final class Allocations {
  private Allocations() {}

  /** A canonical allocation: cores {@code 0 … levels.length-1}, each used. */
  public record Canonical(int[] taskToCore, int[] coreLevels) {}

  /** The canonical form of {@code (taskToCore, coreLevels)}. */
  public static Canonical canonical(int[] taskToCore, int[] coreLevels) {
    int[] rename = new int[coreLevels.length];
    java.util.Arrays.fill(rename, -1);
    int[] cores = new int[taskToCore.length];
    int used = 0;
    for (int t = 0; t < taskToCore.length; t++) {
      int c = taskToCore[t];
      if (rename[c] < 0) {
        rename[c] = used++;
      }
      cores[t] = rename[c];
    }
    int[] levels = new int[used];
    for (int c = 0; c < coreLevels.length; c++) {
      if (rename[c] >= 0) {
        levels[rename[c]] = coreLevels[c];
      }
    }
    return new Canonical(cores, levels);
  }

  /** Whether {@code taskToCore} is already in canonical order (a restricted growth string). */
  public static boolean isCanonical(int[] taskToCore) {
    int next = 0;
    for (int c : taskToCore) {
      if (c > next) {
        return false;
      }
      if (c == next) {
        next++;
      }
    }
    return true;
  }

  /**
   * The first problem of {@code taskOrder} as an order of {@code job}'s tasks, or empty if it holds
   * every task once, each after all its predecessors (a topological order).
   */
  public static java.util.Optional<String> orderProblem(org.valen.model.job.JobTemplate job, int[] taskOrder) {
    int n = job.taskCount();
    if (taskOrder.length != n) {
      return java.util.Optional.of("an order of " + taskOrder.length + " tasks for a job of " + n);
    }
    int[] position = new int[n];
    java.util.Arrays.fill(position, -1);
    for (int i = 0; i < n; i++) {
      int t = taskOrder[i];
      if (t < 0 || t >= n || position[t] >= 0) {
        return java.util.Optional.of("task index " + t + " at position " + i + " (twice, or not a task of the job)");
      }
      position[t] = i;
    }
    for (int t = 0; t < n; t++) {
      for (int k = 0; k < job.predecessorCount(t); k++) {
        int p = job.predecessor(t, k);
        if (position[p] > position[t]) {
          return java.util.Optional.of("task " + job.task(t).id() + " before its predecessor " + job.task(p).id());
        }
      }
    }
    return java.util.Optional.empty();
  }
}
