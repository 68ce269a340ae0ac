package org.valen.profit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.valen.model.Check;

/**
 * A bag of independent tasks on a heterogeneous system (paper 003, section III-B): T task types
 * with counts T_i, M machine types with counts M_j, the ETC and APC matrices (T × M) and the idle
 * power APC_0j of each machine type. A machine runs one task at a time (in valen's terms a machine
 * is a core). An ETC entry of {@code +∞} means the task type cannot run on that machine type.
 *
 * <p>Every bag is checked when made: counts {@code >= 0} with at least one task, at least one
 * machine of each type, ETC finite {@code > 0} or {@code +∞}, APC and idle power finite {@code >=
 * 0}, and every task type runnable on some machine type.
 */
public final class Bag {
  private final String name;
  private final List<String> taskTypes;
  private final List<String> machineTypes;
  private final int[] taskCounts;
  private final int[] machineCounts;
  private final double[][] etcSeconds;
  private final double[][] apcWatts;
  private final double[] idleWatts;

  /**
   * @param name a name for reports
   * @param taskTypes the task types (rows)
   * @param machineTypes the machine types (columns)
   * @param taskCounts T_i, tasks of each type in the bag
   * @param machineCounts M_j, machines of each type
   * @param etcSeconds ETC_ij, seconds a task of type i takes on a machine of type j; +∞: cannot run
   * @param apcWatts APC_ij, power of a machine of type j while it runs a task of type i
   * @param idleWatts APC_0j, power of an idle machine of type j
   */
  public Bag(String name, List<String> taskTypes, List<String> machineTypes, int[] taskCounts, int[] machineCounts,
      double[][] etcSeconds, double[][] apcWatts, double[] idleWatts) {
    this.name = Check.id(name, "name");
    this.taskTypes = List.copyOf(Check.nonEmpty(taskTypes, "taskTypes"));
    this.machineTypes = List.copyOf(Check.nonEmpty(machineTypes, "machineTypes"));
    int t = this.taskTypes.size();
    int m = this.machineTypes.size();
    this.taskCounts = shape(taskCounts, t, "taskCounts");
    this.machineCounts = shape(machineCounts, m, "machineCounts");
    this.idleWatts = shape(idleWatts, m, "idleWatts");
    this.etcSeconds = matrix(etcSeconds, t, m, "etcSeconds");
    this.apcWatts = matrix(apcWatts, t, m, "apcWatts");
    List<String> problems = problems();
    if (!problems.isEmpty()) {
      throw new IllegalArgumentException(problems.get(0));
    }
  }

  private static int[] shape(int[] values, int length, String what) {
    if (Objects.requireNonNull(values, what).length != length) {
      throw new IllegalArgumentException(what + " must have " + length + " entries, has " + values.length);
    }
    return values.clone();
  }

  private static double[] shape(double[] values, int length, String what) {
    if (Objects.requireNonNull(values, what).length != length) {
      throw new IllegalArgumentException(what + " must have " + length + " entries, has " + values.length);
    }
    return values.clone();
  }

  private static double[][] matrix(double[][] values, int rows, int columns, String what) {
    if (Objects.requireNonNull(values, what).length != rows) {
      throw new IllegalArgumentException(what + " must have " + rows + " rows (one per task type), has " + values.length);
    }
    double[][] copy = new double[rows][];
    for (int i = 0; i < rows; i++) {
      copy[i] = shape(values[i], columns, what + " row " + i);
    }
    return copy;
  }

  /** What is wrong with this bag's numbers, one message each. */
  private List<String> problems() {
    List<String> problems = new ArrayList<>();
    long total = 0;
    for (int i = 0; i < taskTypes.size(); i++) {
      if (taskCounts[i] < 0) {
        problems.add("task type " + taskTypes.get(i) + " has " + taskCounts[i] + " tasks; expected a count >= 0");
      }
      total += Math.max(0, taskCounts[i]);
      boolean runs = false;
      for (int j = 0; j < machineTypes.size(); j++) {
        double etc = etcSeconds[i][j];
        double apc = apcWatts[i][j];
        String cell = "ETC[" + taskTypes.get(i) + "][" + machineTypes.get(j) + "]";
        if (!(etc > 0)) { // NaN, zero and negative times; +∞ is "cannot run"
          problems.add(cell + " is " + etc + "; expected a time > 0 (or +Infinity: cannot run)");
        }
        if (Double.isFinite(etc) && !(apc >= 0 && Double.isFinite(apc))) {
          problems.add("APC[" + taskTypes.get(i) + "][" + machineTypes.get(j) + "] is " + apc
              + "; expected a finite power >= 0");
        }
        runs |= Double.isFinite(etc) && etc > 0;
      }
      if (!runs) {
        problems.add("task type " + taskTypes.get(i) + " cannot run on any machine type; expected a finite ETC on at"
            + " least one");
      }
    }
    if (total == 0) {
      problems.add("no task in the bag (every count is 0); expected at least one task");
    }
    if (total > Integer.MAX_VALUE) {
      problems.add("the bag holds " + total + " tasks; expected at most " + Integer.MAX_VALUE);
    }
    for (int j = 0; j < machineTypes.size(); j++) {
      if (machineCounts[j] < 1) {
        problems.add("machine type " + machineTypes.get(j) + " has " + machineCounts[j]
            + " machines; expected at least one");
      }
      if (!(idleWatts[j] >= 0 && Double.isFinite(idleWatts[j]))) {
        problems.add("idle power of machine type " + machineTypes.get(j) + " is " + idleWatts[j]
            + "; expected a finite power >= 0");
      }
    }
    return problems;
  }

  public String name() {
    return name;
  }

  public List<String> taskTypes() {
    return taskTypes;
  }

  public List<String> machineTypes() {
    return machineTypes;
  }

  /** T, the number of task types. */
  public int taskTypeCount() {
    return taskTypes.size();
  }

  /** M, the number of machine types. */
  public int machineTypeCount() {
    return machineTypes.size();
  }

  /** T_i. */
  public int tasks(int taskType) {
    return taskCounts[taskType];
  }

  /** M_j. */
  public int machines(int machineType) {
    return machineCounts[machineType];
  }

  /** ETC_ij in seconds; +∞ if the task type cannot run there. */
  public double etcSeconds(int taskType, int machineType) {
    return etcSeconds[taskType][machineType];
  }

  /** APC_ij in watts (irrelevant where the task type cannot run). */
  public double apcWatts(int taskType, int machineType) {
    return apcWatts[taskType][machineType];
  }

  /** APC_0j, idle power in watts. */
  public double idleWatts(int machineType) {
    return idleWatts[machineType];
  }

  /** Whether tasks of {@code taskType} can run on machines of {@code machineType}. */
  public boolean canRun(int taskType, int machineType) {
    return Double.isFinite(etcSeconds[taskType][machineType]);
  }

  /** Σ_i T_i. */
  public int totalTasks() {
    return Arrays.stream(taskCounts).sum();
  }

  /** Σ_j M_j. */
  public int totalMachines() {
    return Arrays.stream(machineCounts).sum();
  }

  /** Σ_j M_j APC_0j: the power of the whole system when every machine idles. */
  public double totalIdleWatts() {
    double sum = 0;
    for (int j = 0; j < machineCounts.length; j++) {
      sum += machineCounts[j] * idleWatts[j];
    }
    return sum;
  }

  /** T_i of every type, a copy. */
  public int[] taskCounts() {
    return taskCounts.clone();
  }

  /** The same system with other task counts (random bags of section V). */
  public Bag withTaskCounts(int[] counts) {
    return new Bag(name, taskTypes, machineTypes, counts, machineCounts, etcSeconds, apcWatts, idleWatts);
  }

  /** The same bag with other idle powers. */
  public Bag withIdleWatts(double[] watts) {
    return new Bag(name, taskTypes, machineTypes, taskCounts, machineCounts, etcSeconds, apcWatts, watts);
  }

  /**
   * The same bag whose idle power is {@code fraction} of each machine type's mean APC (section V-C:
   * APC_0j = 0.05 / T · Σ_i APC_ij for 5 %), the mean taken over the task types that can run there.
   */
  public Bag withIdleFraction(double fraction) {
    Check.nonNegative(fraction, "idle fraction");
    double[] idle = new double[machineTypes.size()];
    for (int j = 0; j < idle.length; j++) {
      double sum = 0;
      int n = 0;
      for (int i = 0; i < taskTypes.size(); i++) {
        if (canRun(i, j)) {
          sum += apcWatts[i][j];
          n++;
        }
      }
      idle[j] = n == 0 ? 0 : fraction * sum / n;
    }
    return withIdleWatts(idle);
  }

  /**
   * The same bag with every power (APC and idle) multiplied by {@code factor}: section VI's power
   * usage effectiveness (PUE), which makes energies and powers those drawn at the wall.
   */
  public Bag withPowerScaledBy(double factor) {
    Check.positive(factor, "power factor");
    if (factor == 1) {
      return this;
    }
    double[][] apc = new double[apcWatts.length][];
    for (int i = 0; i < apc.length; i++) {
      apc[i] = Arrays.stream(apcWatts[i]).map(w -> w * factor).toArray();
    }
    return new Bag(name, taskTypes, machineTypes, taskCounts, machineCounts, etcSeconds, apc,
        Arrays.stream(idleWatts).map(w -> w * factor).toArray());
  }

  @Override
  public String toString() {
    return "Bag[" + name + ": " + totalTasks() + " tasks of " + taskTypes.size() + " types on " + totalMachines()
        + " machines of " + machineTypes.size() + " types]";
  }
}
