package org.valen.hc.paper000.mapping;

import java.util.Arrays;

/**
 * Which machine types are live in a {@link MappingRound}: a type is live while it has capacity (an
 * open machine, queued; an untaken idle one, polled) and demand (tasks in the pool that may use it
 * within the energy limits). When no type is live, no task can receive a mapping that changes the
 * next event, and the heuristic may stop.
 */
final class LiveTypes {
  private final ChoiceTable table;
  private final TaskPool pool;
  private final int[] capacity;
  private final long[] demand;
  /** Tasks in the pool that can run on each machine type. */
  private final long[] validCount;
  private int liveTypes;
  /**
   * Bit j set while machine type j is live, when there are at most 64 machine types: an assignment
   * then lowers the demand of the live types its task can use without looking at the others.
   */
  private long liveMask;
  /** Live machine types that are not narrow. */
  private int liveWide;
  private double limit;
  private boolean allLevels;

  LiveTypes(ChoiceTable table, TaskPool pool) {
    this.table = table;
    this.pool = pool;
    capacity = new int[table.machineTypes];
    demand = new long[table.machineTypes];
    validCount = new long[table.machineTypes];
  }

  /** A task of type {@code i} joined the pool. */
  void added(int i) {
    for (int j : table.validTypes[i]) {
      validCount[j]++;
    }
  }

  /** A task of type {@code i} left the pool. */
  void removed(int i) {
    for (int j : table.validTypes[i]) {
      validCount[j]--;
    }
  }

  /** The capacities, cleared, for the round's start to fill before {@link #begin}. */
  int[] clearCapacity() {
    Arrays.fill(capacity, 0);
    return capacity;
  }

  /**
   * Counts the demand of every type with capacity: the pool's tasks whose least energy on it is
   * within {@code energyLimit} (at any P-state if {@code anyLevel}, else P-state 0).
   */
  void begin(double energyLimit, boolean anyLevel) {
    this.limit = energyLimit;
    this.allLevels = anyLevel;
    liveTypes = 0;
    liveWide = 0;
    liveMask = 0;
    int rule = anyLevel ? 1 : 0;
    for (int j = 0; j < table.machineTypes; j++) {
      demand[j] = 0;
      if (capacity[j] == 0) {
        continue;
      }
      if (energyLimit == Double.POSITIVE_INFINITY) {
        demand[j] = validCount[j];
      } else {
        int[] types = table.typesByEnergy[rule][j];
        double[] energy = table.energyOfTypes[rule][j];
        for (int t = 0; t < types.length && energy[t] <= energyLimit; t++) {
          demand[j] += pool.countOfType(types[t]);
        }
      }
      if (demand[j] > 0) {
        liveTypes++;
        liveWide += table.narrow[j] ? 0 : 1;
        liveMask |= table.validMasks ? 1L << j : 0;
      }
    }
  }

  /** Whether task type {@code i} may use machine type {@code j} in this round (valid, within the energy limits). */
  boolean usable(int i, int j) {
    return table.valid(i, j) && table.leastEnergy(i, j, allLevels) <= limit;
  }

  boolean isLive(int j) {
    return capacity[j] > 0 && demand[j] > 0;
  }

  /** Live machine types. */
  int count() {
    return liveTypes;
  }

  /** Live machine types that are not narrow. */
  int wide() {
    return liveWide;
  }

  int capacity(int j) {
    return capacity[j];
  }

  /** A task of type {@code i} was mapped: one less demand on every live type it could use. */
  void lowerDemand(int i) {
    if (table.validMasks) {
      for (long live = liveMask & table.validMask[i]; live != 0; live &= live - 1) {
        int j = Long.numberOfTrailingZeros(live);
        if (usable(i, j) && --demand[j] == 0) {
          notLive(j);
        }
      }
      return;
    }
    for (int j : table.validTypes[i]) {
      if (capacity[j] > 0 && demand[j] > 0 && usable(i, j)) {
        if (--demand[j] == 0) {
          notLive(j);
        }
      }
    }
  }

  /** A machine of type {@code j} can take no more unrevisable mappings this round. */
  void lowerCapacity(int j) {
    if (--capacity[j] == 0 && demand[j] > 0) {
      notLive(j);
    }
  }

  private void notLive(int j) {
    liveMask &= ~(1L << j);
    liveTypes--;
    liveWide -= table.narrow[j] ? 0 : 1;
  }
}
