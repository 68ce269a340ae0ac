package org.valen.profiler.exact;

import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;

/** Cores for a schedule given by its times only, and the canonical numbering of cores. */
final class CoreLayout {
  private CoreLayout() {}

  /**
   * Lays tasks that never run more than {@code k} at a time on {@code k} cores: in order of start
   * (ties: earlier finish, then index), each on the lowest-numbered core that is free by its start
   * (interval colouring: with at most {@code k} intervals over any instant, one is always free).
   *
   * @throws IllegalArgumentException if more than {@code k} tasks overlap
   */
  static int[] byStart(double[] startSeconds, double[] finishSeconds, int k) {
    int n = startSeconds.length;
    Integer[] order = IntStream.range(0, n).boxed().toArray(Integer[]::new);
    Arrays.sort(order, Comparator.<Integer>comparingDouble(t -> startSeconds[t])
        .thenComparingDouble(t -> finishSeconds[t]).thenComparingInt(t -> t));
    double[] freeAt = new double[k];
    int[] cores = new int[n];
    for (int t : order) {
      int core = 0;
      while (core < k && freeAt[core] > startSeconds[t]) {
        core++;
      }
      if (core == k) {
        throw new IllegalArgumentException("more than " + k + " tasks run at " + startSeconds[t] + " s");
      }
      cores[t] = core;
      freeAt[core] = finishSeconds[t];
    }
    return cores;
  }

  /** The cores renumbered 0, 1, … in the order of their first task in {@code topologicalOrder}. */
  static int[] renumberByFirstUse(int[] taskToCore, int[] topologicalOrder) {
    int most = Arrays.stream(taskToCore).max().orElse(0) + 1;
    int[] rename = new int[most];
    Arrays.fill(rename, -1);
    int next = 0;
    int[] renamed = new int[taskToCore.length];
    for (int t : topologicalOrder) {
      int c = taskToCore[t];
      if (rename[c] < 0) {
        rename[c] = next++;
      }
      renamed[t] = rename[c];
    }
    return renamed;
  }
}
