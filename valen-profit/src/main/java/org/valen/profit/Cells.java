package org.valen.profit;

/**
 * The LP variables x_ij (or z_ij) of a bag: one per task type i and machine type j where type i
 * can run on type j, numbered row by row; a cell that cannot run has no variable (x_ij = 0).
 */
final class Cells {
  private final int[] index;
  private final int[] taskTypeOf;
  private final int[] machineTypeOf;
  private final int machineTypes;

  Cells(Bag bag) {
    int t = bag.taskTypeCount();
    machineTypes = bag.machineTypeCount();
    index = new int[t * machineTypes];
    int n = 0;
    for (int i = 0; i < t; i++) {
      for (int j = 0; j < machineTypes; j++) {
        index[i * machineTypes + j] = bag.canRun(i, j) ? n++ : -1;
      }
    }
    taskTypeOf = new int[n];
    machineTypeOf = new int[n];
    for (int i = 0; i < t; i++) {
      for (int j = 0; j < machineTypes; j++) {
        int v = index[i * machineTypes + j];
        if (v >= 0) {
          taskTypeOf[v] = i;
          machineTypeOf[v] = j;
        }
      }
    }
  }

  /** Number of variables. */
  int count() {
    return taskTypeOf.length;
  }

  /** Variable of cell (i, j), or -1 if type i cannot run on type j. */
  int of(int taskType, int machineType) {
    return index[taskType * machineTypes + machineType];
  }

  int taskType(int v) {
    return taskTypeOf[v];
  }

  int machineType(int v) {
    return machineTypeOf[v];
  }

  /** The variables' values as a T × M matrix (0 where a type cannot run), each divided by {@code divisor}. */
  double[][] matrix(double[] values, int taskTypes, double divisor) {
    double[][] x = new double[taskTypes][machineTypes];
    for (int v = 0; v < count(); v++) {
      x[taskTypeOf[v]][machineTypeOf[v]] = values[v] / divisor;
    }
    return x;
  }
}
