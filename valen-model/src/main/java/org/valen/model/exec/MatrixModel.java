package org.valen.model.exec;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.valen.model.Check;
import org.valen.model.job.Task;
import org.valen.model.platform.CoreType;

/**
 * Execution times and powers given as matrices indexed by task type × core type × P-state: the ETC
 * (estimated time to compute) and APC (average power consumption) matrices of papers 000, 003 and
 * 004. A task type that cannot run on a core type has time {@link Double#POSITIVE_INFINITY} there
 * (paper 000's special-purpose machines).
 *
 * <p>Paper 000's APC "incorporates both the static and the dynamic power"; platforms used with
 * this model therefore usually give their core types zero static power, and {@link
 * #dynamicPowerWatts} returns the APC entry.
 */
public final class MatrixModel implements ExecutionModel {
  private final List<String> taskTypes;
  private final List<String> coreTypeIds;
  private final int levels;
  private final double[] timeSeconds;
  private final double[] powerWatts;
  private final Map<String, Integer> taskTypeIndex = new HashMap<>();
  private final Map<String, Integer> coreTypeIndex = new HashMap<>();

  /**
   * @param taskTypes row labels
   * @param coreTypeIds column labels
   * @param timeSeconds {@code [taskType][coreType][level]}: finite {@code > 0} or +∞ for "cannot
   *     run" (then on every level)
   * @param powerWatts same shape: finite {@code >= 0} wherever the time is finite
   */
  public MatrixModel(
      List<String> taskTypes,
      List<String> coreTypeIds,
      double[][][] timeSeconds,
      double[][][] powerWatts) {
    this.taskTypes = List.copyOf(Check.nonEmpty(taskTypes, "taskTypes"));
    this.coreTypeIds = List.copyOf(Check.nonEmpty(coreTypeIds, "coreTypeIds"));
    for (int i = 0; i < this.taskTypes.size(); i++) {
      if (taskTypeIndex.put(this.taskTypes.get(i), i) != null) {
        throw new IllegalArgumentException("duplicate task type " + this.taskTypes.get(i));
      }
    }
    for (int j = 0; j < this.coreTypeIds.size(); j++) {
      if (coreTypeIndex.put(this.coreTypeIds.get(j), j) != null) {
        throw new IllegalArgumentException("duplicate core type " + this.coreTypeIds.get(j));
      }
    }
    this.levels = requireShape(timeSeconds, "timeSeconds", -1);
    requireShape(powerWatts, "powerWatts", levels);
    int n = this.taskTypes.size() * this.coreTypeIds.size() * levels;
    this.timeSeconds = new double[n];
    this.powerWatts = new double[n];
    for (int i = 0; i < this.taskTypes.size(); i++) {
      for (int j = 0; j < this.coreTypeIds.size(); j++) {
        boolean runs = Double.isFinite(timeSeconds[i][j][0]);
        for (int k = 0; k < levels; k++) {
          double t = timeSeconds[i][j][k];
          double p = powerWatts[i][j][k];
          String at = "[" + this.taskTypes.get(i) + "][" + this.coreTypeIds.get(j) + "][" + k + "]";
          if (runs ? !(t > 0 && Double.isFinite(t)) : t != Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException(
                "timeSeconds" + at + " must be finite > 0 on every level, or +Infinity on every"
                    + " level, was " + t);
          }
          if (runs && !(p >= 0 && Double.isFinite(p))) {
            throw new IllegalArgumentException("powerWatts" + at + " must be finite >= 0, was " + p);
          }
          this.timeSeconds[flat(i, j, k)] = t;
          this.powerWatts[flat(i, j, k)] = runs ? p : 0;
        }
      }
    }
  }

  private int requireShape(double[][][] m, String name, int expectedLevels) {
    Objects.requireNonNull(m, name);
    if (m.length != taskTypes.size()) {
      throw new IllegalArgumentException(name + " must have one row per task type");
    }
    int levelCount = expectedLevels;
    for (double[][] row : m) {
      if (row.length != coreTypeIds.size()) {
        throw new IllegalArgumentException(name + " must have one column per core type");
      }
      for (double[] cell : row) {
        if (levelCount < 0) {
          levelCount = Check.atLeast(cell.length, 1, name + " levels");
        } else if (cell.length != levelCount) {
          throw new IllegalArgumentException(name + " must have " + levelCount + " levels everywhere");
        }
      }
    }
    return levelCount;
  }

  private int flat(int taskType, int coreType, int level) {
    return (taskType * coreTypeIds.size() + coreType) * levels + level;
  }

  private int cell(Task task, CoreType coreType, int level) {
    Integer i = taskTypeIndex.get(task.type());
    Integer j = coreTypeIndex.get(coreType.id());
    if (i == null || j == null || level < 0 || level >= levels) {
      throw new IllegalArgumentException(
          "no matrix entry for task type " + task.type() + ", core type " + coreType.id()
              + ", level " + level);
    }
    return flat(i, j, level);
  }

  public List<String> taskTypes() {
    return taskTypes;
  }

  public List<String> coreTypeIds() {
    return coreTypeIds;
  }

  /** Number of P-states per cell. */
  public int levels() {
    return levels;
  }

  /** ETC entry by indices. */
  public double timeSeconds(int taskType, int coreType, int level) {
    return timeSeconds[flat(taskType, coreType, level)];
  }

  /** APC entry by indices (0 where the task type cannot run). */
  public double powerWatts(int taskType, int coreType, int level) {
    return powerWatts[flat(taskType, coreType, level)];
  }

  @Override
  public double timeSeconds(Task task, CoreType coreType, int level) {
    return timeSeconds[cell(task, coreType, level)];
  }

  @Override
  public double dynamicPowerWatts(Task task, CoreType coreType, int level) {
    return powerWatts[cell(task, coreType, level)];
  }

  @Override
  public Optional<String> problemOn(CoreType type) {
    if (!coreTypeIndex.containsKey(type.id())) {
      return Optional.of("the ETC/APC matrices have no column for core type " + type.id() + " (they have "
          + coreTypeIds + ")");
    }
    if (type.levelCount() > levels) {
      return Optional.of("core type " + type.id() + " has " + type.levelCount() + " P-states and the ETC/APC matrices"
          + " give " + levels);
    }
    return Optional.empty();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof MatrixModel m
        && taskTypes.equals(m.taskTypes)
        && coreTypeIds.equals(m.coreTypeIds)
        && levels == m.levels
        && Arrays.equals(timeSeconds, m.timeSeconds)
        && Arrays.equals(powerWatts, m.powerWatts);
  }

  @Override
  public int hashCode() {
    return Objects.hash(taskTypes, coreTypeIds, levels, Arrays.hashCode(timeSeconds));
  }

  @Override
  public String toString() {
    return "MatrixModel[" + taskTypes.size() + " task types × " + coreTypeIds.size()
        + " core types × " + levels + " levels]";
  }
}
