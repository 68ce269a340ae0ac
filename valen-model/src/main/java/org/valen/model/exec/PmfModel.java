package org.valen.model.exec;

import java.util.ArrayList;
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
 * Paper 002's execution model: an execution-time {@link DiscretePmf} per task type × core type ×
 * P-state (section 3.2: "an execution-time pmf for each task type executing on a single core of each
 * node in each P-state"; on paper 002's cluster every node has a core type of its own), all on one
 * time grid, so that completion times are convolutions on that grid.
 *
 * <p>Power is either given per cell (as an APC matrix, for pmfs made around paper 000's ETCs) or,
 * without a matrix, the core type's P-state power: paper 002's μ(i, π) depends on the node and the
 * P-state only (section 3.1, Eq. 7). A task type that cannot run on a core type has no pmfs there
 * (every level).
 */
public final class PmfModel implements StochasticExecutionModel {
  private final double stepSeconds;
  private final List<String> taskTypes;
  private final List<String> coreTypeIds;
  private final int levels;
  private final DiscretePmf[] pmfs;
  private final double[] powerWatts;
  private final Map<String, Integer> taskTypeIndex = new HashMap<>();
  private final Map<String, Integer> coreTypeIndex = new HashMap<>();

  /**
   * @param stepSeconds the time grid every pmf lies on
   * @param taskTypes row labels, unique
   * @param coreTypeIds column labels, unique
   * @param pmfs {@code [taskType][coreType]}: null where the task type cannot run, else one pmf per
   *     level (the same number everywhere), each on the grid, of times {@code > 0} on average
   * @param powerWatts same shape, the dynamic power of each cell and level; or null: the core type's
   *     P-state power
   */
  public PmfModel(double stepSeconds, List<String> taskTypes, List<String> coreTypeIds, DiscretePmf[][][] pmfs,
      double[][][] powerWatts) {
    this.stepSeconds = Check.positive(stepSeconds, "stepSeconds");
    this.taskTypes = List.copyOf(Check.nonEmpty(taskTypes, "taskTypes"));
    this.coreTypeIds = List.copyOf(Check.nonEmpty(coreTypeIds, "coreTypeIds"));
    index(this.taskTypes, taskTypeIndex, "task type");
    index(this.coreTypeIds, coreTypeIndex, "core type");
    if (pmfs.length != this.taskTypes.size()) {
      throw new IllegalArgumentException("pmfs must have one row per task type");
    }
    this.levels = levelCount(pmfs);
    int n = this.taskTypes.size() * this.coreTypeIds.size() * levels;
    this.pmfs = new DiscretePmf[n];
    this.powerWatts = powerWatts == null ? null : new double[n];
    for (int i = 0; i < pmfs.length; i++) {
      for (int j = 0; j < this.coreTypeIds.size(); j++) {
        DiscretePmf[] cell = pmfs[i][j];
        for (int k = 0; cell != null && k < levels; k++) {
          String at = "[" + this.taskTypes.get(i) + "][" + this.coreTypeIds.get(j) + "][" + k + "]";
          DiscretePmf pmf = Objects.requireNonNull(cell[k], "pmf" + at);
          if (pmf.size() > 1 && Math.abs(pmf.stepSeconds() - stepSeconds) > 1e-12 * stepSeconds) {
            throw new IllegalArgumentException("pmf" + at + " has step " + pmf.stepSeconds() + " s, expected the"
                + " model's " + stepSeconds + " s");
          }
          if (!(pmf.mean() > 0)) {
            throw new IllegalArgumentException("pmf" + at + " must have a mean time > 0");
          }
          this.pmfs[flat(i, j, k)] = pmf;
          if (powerWatts != null) {
            double p = powerWatts[i][j][k];
            if (!(p >= 0 && Double.isFinite(p))) {
              throw new IllegalArgumentException("powerWatts" + at + " must be finite >= 0, was " + p);
            }
            this.powerWatts[flat(i, j, k)] = p;
          }
        }
      }
    }
  }

  private static void index(List<String> labels, Map<String, Integer> index, String what) {
    for (int i = 0; i < labels.size(); i++) {
      if (index.put(labels.get(i), i) != null) {
        throw new IllegalArgumentException("duplicate " + what + " " + labels.get(i));
      }
    }
  }

  private int levelCount(DiscretePmf[][][] pmfs) {
    int count = -1;
    for (DiscretePmf[][] row : pmfs) {
      if (row.length != coreTypeIds.size()) {
        throw new IllegalArgumentException("pmfs must have one column per core type");
      }
      for (DiscretePmf[] cell : row) {
        if (cell == null) {
          continue;
        }
        if (count < 0) {
          count = Check.atLeast(cell.length, 1, "levels");
        } else if (cell.length != count) {
          throw new IllegalArgumentException("every cell must have " + count + " levels, one has " + cell.length);
        }
      }
    }
    if (count < 0) {
      throw new IllegalArgumentException("no task type runs anywhere: every cell is empty");
    }
    return count;
  }

  private int flat(int taskType, int coreType, int level) {
    return (taskType * coreTypeIds.size() + coreType) * levels + level;
  }

  /** The cell of (task type, core type, level); -1 if the task type cannot run on the core type. */
  private int cell(Task task, CoreType coreType, int level) {
    Integer i = taskTypeIndex.get(task.type());
    Integer j = coreTypeIndex.get(coreType.id());
    if (i == null || j == null || level < 0 || level >= levels) {
      throw new IllegalArgumentException("no pmf for task type " + task.type() + ", core type " + coreType.id()
          + ", level " + level + "; the model has task types " + taskTypes.size() + ", core types " + coreTypeIds
          + ", " + levels + " levels");
    }
    int c = flat(i, j, level);
    return pmfs[c] == null ? -1 : c;
  }

  public double stepSeconds() {
    return stepSeconds;
  }

  public List<String> taskTypes() {
    return taskTypes;
  }

  public List<String> coreTypeIds() {
    return coreTypeIds;
  }

  /** P-states per cell. */
  public int levels() {
    return levels;
  }

  /** Whether the power comes from a matrix (else from the core types' P-states). */
  public boolean hasPowerMatrix() {
    return powerWatts != null;
  }

  /** The pmf by indices; null where the task type cannot run. */
  public DiscretePmf pmf(int taskType, int coreType, int level) {
    return pmfs[flat(taskType, coreType, level)];
  }

  /** The matrix power by indices; only if {@link #hasPowerMatrix()}. */
  public double powerWatts(int taskType, int coreType, int level) {
    return powerWatts[flat(taskType, coreType, level)];
  }

  @Override
  public DiscretePmf timePmf(Task task, CoreType coreType, int level) {
    int c = cell(task, coreType, level);
    if (c < 0) {
      throw new IllegalArgumentException("task type " + task.type() + " cannot run on core type " + coreType.id());
    }
    return pmfs[c];
  }

  @Override
  public double timeSeconds(Task task, CoreType coreType, int level) {
    int c = cell(task, coreType, level);
    return c < 0 ? Double.POSITIVE_INFINITY : pmfs[c].mean();
  }

  @Override
  public double dynamicPowerWatts(Task task, CoreType coreType, int level) {
    int c = cell(task, coreType, level);
    if (powerWatts == null) {
      return coreType.level(level).dynamicPowerWatts();
    }
    return c < 0 ? 0 : powerWatts[c];
  }

  @Override
  public Optional<String> problemOn(CoreType type) {
    Integer j = coreTypeIndex.get(type.id());
    if (j == null) {
      return Optional.of("the execution model has no pmfs for core type " + type.id() + " (it has " + coreTypeIds + ")");
    }
    if (type.levelCount() > levels) {
      return Optional.of("core type " + type.id() + " has " + type.levelCount() + " P-states and the execution model"
          + " gives pmfs for " + levels);
    }
    return Optional.empty();
  }

  /** The pmfs of every cell as rows, for writers. */
  public List<List<DiscretePmf[]>> cells() {
    List<List<DiscretePmf[]>> rows = new ArrayList<>();
    for (int i = 0; i < taskTypes.size(); i++) {
      List<DiscretePmf[]> row = new ArrayList<>();
      for (int j = 0; j < coreTypeIds.size(); j++) {
        row.add(pmfs[flat(i, j, 0)] == null ? null : Arrays.copyOfRange(pmfs, flat(i, j, 0), flat(i, j, 0) + levels));
      }
      rows.add(row);
    }
    return rows;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof PmfModel m && stepSeconds == m.stepSeconds && taskTypes.equals(m.taskTypes)
        && coreTypeIds.equals(m.coreTypeIds) && levels == m.levels && Arrays.equals(pmfs, m.pmfs)
        && Arrays.equals(powerWatts, m.powerWatts);
  }

  @Override
  public int hashCode() {
    return Objects.hash(taskTypes, coreTypeIds, levels, Arrays.hashCode(pmfs));
  }

  @Override
  public String toString() {
    return "PmfModel[" + taskTypes.size() + " task types × " + coreTypeIds.size() + " core types × " + levels
        + " levels, step " + stepSeconds + " s]";
  }
}
