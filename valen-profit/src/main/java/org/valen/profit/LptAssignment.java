package org.valen.profit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Paper 003's Algorithm 2: the tasks x̂ gives each machine type go to its machines by the longest
 * processing time first rule (LPT, Graham 1969).
 *
 * <pre>
 *   for j = 1 … M
 *     z ← task type i replicated x̂_ij times, for every i
 *     y ← z sorted by ETC, descending
 *     for each task y_k: assign it to the machine of type j with the earliest ready time; update that ready time
 * </pre>
 *
 * All tasks of one type have the same ETC, so sorting z is sorting the task types (by ETC_ij
 * descending; equal ETCs keep the task types' order) and taking each x̂_ij times; the machine of the
 * earliest ready time is the lowest-numbered one among equals. Each machine then runs its tasks in
 * that same order, so the order of a machine type's task types ({@link FullAllocation#executionOrder})
 * and a count per machine and task type describe the whole schedule.
 */
public final class LptAssignment {
  private LptAssignment() {}

  /** The full allocation of {@code rounded} (x̂, T × M) on the bag's machines. */
  public static FullAllocation assign(Bag bag, int[][] rounded) {
    int types = bag.machineTypeCount();
    int[][] order = new int[types][];
    int[][][] counts = new int[types][][];
    double[][] ready = new double[types][];
    for (int j = 0; j < types; j++) {
      order[j] = descendingEtc(bag, rounded, j);
      counts[j] = new int[bag.machines(j)][bag.taskTypeCount()];
      ReadyTimes machines = new ReadyTimes(bag.machines(j));
      for (int i : order[j]) {
        machines.assign(bag.etcSeconds(i, j), rounded[i][j], counts[j], i); // each to the earliest machine
      }
      ready[j] = machines.readySeconds();
    }
    return new FullAllocation(bag, rounded, order, counts, ready);
  }

  /** The task types with tasks on machine type j, by ETC_ij descending (ties: task type order). */
  private static int[] descendingEtc(Bag bag, int[][] rounded, int j) {
    List<Integer> types = new ArrayList<>();
    for (int i = 0; i < bag.taskTypeCount(); i++) {
      if (rounded[i][j] > 0) {
        if (!bag.canRun(i, j)) {
          throw new IllegalArgumentException("x̂ puts tasks of type " + bag.taskTypes().get(i) + " on machine type "
              + bag.machineTypes().get(j) + ", which cannot run them");
        }
        types.add(i);
      }
    }
    types.sort(Comparator.comparingDouble((Integer i) -> bag.etcSeconds(i, j)).reversed()
        .thenComparingInt(i -> i));
    return types.stream().mapToInt(Integer::intValue).toArray();
  }
}
