package org.valen.hc.paper000.mapping;

import org.valen.runtime.policy.DecisionContext;

/**
 * Dropping of low utility-earning tasks (paper 000, section III-B): at every mapping event a
 * mappable task is dropped, never to be mapped, if the most utility it could earn — on any machine
 * that can run it, in the fastest P-state, starting as soon as the machine's unmovable tasks are
 * done — is below the dropping threshold (the paper's 0.5).
 *
 * <p>Each task's latest completion time that still earns the threshold is computed once, on
 * arrival; tasks wait in one heap per task type ordered by it, so an event looks only at the tasks
 * that are about to cross it: the best completion time of a task type is the same for all its
 * tasks.
 */
final class Dropping implements TaskPoolListener {
  private final ChoiceTable table;
  private final TaskPool pool;
  private final Machines machines;
  private final double threshold;
  private final SlotHeap[] byType;
  /** The top of each type's heap, side by side so that an event scans them without touching the heaps. */
  private final double[] earliestDropAfter;
  private final double[] bestStart;
  /** Per task type, the machine type of its best completion at the last look. */
  private final int[] bestType;
  private int dropped;

  Dropping(ChoiceTable table, TaskPool pool, Machines machines, double threshold) {
    this.table = table;
    this.pool = pool;
    this.machines = machines;
    this.threshold = threshold;
    this.byType = new SlotHeap[table.taskTypes];
    this.earliestDropAfter = new double[table.taskTypes];
    SlotHeap.Positions positions = new SlotHeap.Positions(); // a task is in one type's heap
    for (int i = 0; i < byType.length; i++) {
      byType[i] = new SlotHeap(positions);
      earliestDropAfter[i] = Double.POSITIVE_INFINITY;
    }
    this.bestStart = new double[table.machineTypes];
    this.bestType = new int[table.taskTypes];
    for (int i = 0; i < table.taskTypes; i++) {
      bestType[i] = table.validTypes[i].length > 0 ? table.validTypes[i][0] : 0;
    }
    pool.listen(this);
  }

  @Override
  public void added(int slot) {
    int i = pool.type[slot];
    byType[i].put(slot, LogUtility.lastTimeAtLeast(pool.job[slot].valueCurve(), pool.arrival[slot], threshold),
        pool.jobIndex[slot]);
    earliestDropAfter[i] = byType[i].peekKey();
  }

  @Override
  public void removed(int slot) {
    int i = pool.type[slot];
    byType[i].remove(slot);
    earliestDropAfter[i] = byType[i].peekKey();
  }

  /** Drops every mappable task that cannot earn the threshold any more; returns how many. */
  int run(double now, DecisionContext context) {
    int before = dropped;
    for (int j = 0; j < table.machineTypes; j++) {
      SlotHeap heap = machines.byReadyTime[j];
      bestStart[j] = heap.isEmpty() ? Double.POSITIVE_INFINITY : Math.max(now, heap.peekKey());
    }
    for (int i = 0; i < table.taskTypes; i++) {
      int j = bestType[i];
      if (earliestDropAfter[i] > bestStart[j] + table.etc(table.cell(i, j, 0)) + 1e-6) {
        continue; // even this machine type is early enough for the most urgent task of the type (or none)
      }
      SlotHeap heap = byType[i];
      double best = bestCompletion(i);
      while (!heap.isEmpty() && heap.peekKey() <= best + 1e-6) {
        int slot = heap.peek();
        if (heap.peekKey() > best - 1e-6 && pool.job[slot].valueIfCompletedAt(best) >= threshold) {
          break; // a borderline case that still earns the threshold
        }
        context.drop(pool.job[slot]);
        pool.remove(slot);
        dropped++;
      }
    }
    return dropped - before;
  }

  /** Earliest completion of task type {@code i} on any machine in P-state 0. */
  double bestCompletion(int i) {
    double best = Double.POSITIVE_INFINITY;
    for (int j : table.validTypes[i]) {
      double c = bestStart[j] + table.etc(table.cell(i, j, 0));
      if (c < best) {
        best = c;
        bestType[i] = j;
      }
    }
    return best;
  }

  /** Tasks dropped so far. */
  int dropped() {
    return dropped;
  }
}
