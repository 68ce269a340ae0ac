package org.valen.hc.paper000.mapping;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.valen.model.exec.MatrixModel;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.Node;
import org.valen.model.platform.Platform;
import org.valen.runtime.policy.Plan;

/**
 * Everything about the allocation choices (task type × machine type × P-state) that does not
 * change during a run, precomputed once: ETC, APC, EEC = ETC × APC (paper 000, section II-A),
 * their logs, the plans to hand to the kernel, and per task type the fastest time, the least
 * energy and the machine types that can run it.
 *
 * <p>Paper 000's machines are nodes of one core; its tasks one-task jobs. Anything else is refused
 * with a message.
 */
public final class ChoiceTable {
  final int taskTypes;
  final int machineTypes;
  final int levels;
  final int machines;
  /** Machine type of each machine (node). */
  final int[] machineType;
  /** Machines of each type, by increasing index. */
  final int[][] machinesOfType;
  private final double[] etc;
  private final double[] apc;
  private final double[] eec;
  private final double[] logEtc;
  private final double[] logEec;
  private final Plan[] plans;
  /** Machine types that can run each task type, by increasing index. */
  final int[][] validTypes;
  /** Whether there are at most 64 machine types, so that {@link #validMask} holds them. */
  final boolean validMasks;
  /** Bit j of entry i set if task type i can run on machine type j (with {@link #validMasks}). */
  final long[] validMask;
  /** Task types that can run on each machine type, by increasing index. */
  final int[][] typesOn;
  /** Whether few task types can run on a machine type (a special-purpose one): see {@link MappingRound}. */
  final boolean[] narrow;
  /** Largest EEC of each task type over its valid choices. */
  final double[] maxEec;
  final double[] minEtc;
  final double[] minEec;
  /** Least EEC over the P-states of each (task type, machine type); +∞ where invalid. */
  final double[] minEecOverLevels;
  /** The P-states 0, 1, … in order. */
  final int[] levelsInOrder;
  /**
   * Per (task type, machine type), its P-states from the fastest (least ETC) to the slowest, ties
   * by P-state: the generated systems make P-state 0 the fastest, but not always P-state 1 faster
   * than P-state 2.
   */
  final int[][] levelsBySpeed;
  /** Mean ETC and EEC over every valid entry: paper 000's τ̄ and ē (section III-C). */
  final double meanEtc;
  final double meanEec;
  /**
   * Per machine type and P-state rule (0: P-state 0 only, 1: any), the task types that can run on
   * it sorted by the least EEC they need there, with those EECs: the task types that pass an
   * energy limit are a prefix.
   */
  final int[][][] typesByEnergy = new int[2][][];
  final double[][][] energyOfTypes = new double[2][][];
  private final Map<String, Integer> typeOfTemplate = new HashMap<>();
  private final Map<JobTemplate, Integer> typeOfTemplateObject = new java.util.IdentityHashMap<>();

  public ChoiceTable(Platform platform, Catalogue catalogue) {
    if (!(catalogue.executionModel() instanceof MatrixModel matrix)) {
      throw new IllegalArgumentException("paper 000's heuristics need ETC/APC matrices (an execution model of kind"
          + " matrix); catalogue " + catalogue.name() + " has " + catalogue.executionModel().getClass().getSimpleName());
    }
    taskTypes = matrix.taskTypes().size();
    machineTypes = matrix.coreTypeIds().size();
    levels = matrix.levels();
    List<Node> nodes = platform.nodes();
    machines = nodes.size();
    machineType = new int[machines];
    int[] perType = new int[machineTypes];
    for (int m = 0; m < machines; m++) {
      Node node = nodes.get(m);
      if (node.cores() != 1) {
        throw new IllegalArgumentException("paper 000's machines have one core each; node " + node.id() + " has "
            + node.cores());
      }
      int j = matrix.coreTypeIds().indexOf(node.coreTypeId());
      if (j < 0) {
        throw new IllegalArgumentException("the ETC/APC matrices have no column for core type " + node.coreTypeId());
      }
      if (platform.coreTypeOf(node).levelCount() != levels) {
        throw new IllegalArgumentException("core type " + node.coreTypeId() + " has "
            + platform.coreTypeOf(node).levelCount() + " P-states, the matrices " + levels);
      }
      machineType[m] = j;
      perType[j]++;
    }
    machinesOfType = new int[machineTypes][];
    for (int j = 0; j < machineTypes; j++) {
      machinesOfType[j] = new int[perType[j]];
      perType[j] = 0;
    }
    for (int m = 0; m < machines; m++) {
      machinesOfType[machineType[m]][perType[machineType[m]]++] = m;
    }
    int cells = taskTypes * machineTypes * levels;
    etc = new double[cells];
    apc = new double[cells];
    eec = new double[cells];
    logEtc = new double[cells];
    logEec = new double[cells];
    plans = new Plan[cells];
    validTypes = new int[taskTypes][];
    minEtc = new double[taskTypes];
    minEec = new double[taskTypes];
    minEecOverLevels = new double[taskTypes * machineTypes];
    java.util.Arrays.fill(minEecOverLevels, Double.POSITIVE_INFINITY);
    double sumEtc = 0;
    double sumEec = 0;
    int valid = 0;
    for (int i = 0; i < taskTypes; i++) {
      minEtc[i] = Double.POSITIVE_INFINITY;
      minEec[i] = Double.POSITIVE_INFINITY;
      int count = 0;
      int[] types = new int[machineTypes];
      for (int j = 0; j < machineTypes; j++) {
        if (!Double.isFinite(matrix.timeSeconds(i, j, 0))) {
          continue;
        }
        types[count++] = j;
        for (int k = 0; k < levels; k++) {
          int c = cell(i, j, k);
          etc[c] = matrix.timeSeconds(i, j, k);
          apc[c] = matrix.powerWatts(i, j, k);
          eec[c] = etc[c] * apc[c];
          logEtc[c] = Math.log(etc[c]);
          logEec[c] = Math.log(eec[c]);
          plans[c] = new Plan(new int[] {0}, new int[] {k}, etc[c], eec[c]);
          minEtc[i] = Math.min(minEtc[i], etc[c]);
          minEec[i] = Math.min(minEec[i], eec[c]);
          minEecOverLevels[i * machineTypes + j] = Math.min(minEecOverLevels[i * machineTypes + j], eec[c]);
          sumEtc += etc[c];
          sumEec += eec[c];
          valid++;
        }
      }
      validTypes[i] = java.util.Arrays.copyOf(types, count);
    }
    for (int rule = 0; rule < 2; rule++) {
      typesByEnergy[rule] = new int[machineTypes][];
      energyOfTypes[rule] = new double[machineTypes][];
      for (int j = 0; j < machineTypes; j++) {
        final int jj = j;
        final boolean any = rule == 1;
        Integer[] order = java.util.stream.IntStream.range(0, taskTypes).filter(i -> valid(i, jj)).boxed()
            .toArray(Integer[]::new);
        java.util.Arrays.sort(order, java.util.Comparator.comparingDouble((Integer i) -> leastEnergy(i, jj, any))
            .thenComparingInt(i -> i));
        typesByEnergy[rule][j] = java.util.Arrays.stream(order).mapToInt(Integer::intValue).toArray();
        energyOfTypes[rule][j] = java.util.Arrays.stream(order).mapToDouble(i -> leastEnergy(i, jj, any)).toArray();
      }
    }
    validMasks = machineTypes <= Long.SIZE;
    validMask = new long[taskTypes];
    for (int i = 0; i < taskTypes && validMasks; i++) {
      for (int j : validTypes[i]) {
        validMask[i] |= 1L << j;
      }
    }
    typesOn = new int[machineTypes][];
    narrow = new boolean[machineTypes];
    for (int j = 0; j < machineTypes; j++) {
      final int jj = j;
      typesOn[j] = java.util.stream.IntStream.range(0, taskTypes).filter(i -> valid(i, jj)).toArray();
      narrow[j] = typesOn[j].length <= Math.max(1, taskTypes / 4);
    }
    maxEec = new double[taskTypes];
    for (int i = 0; i < taskTypes; i++) {
      for (int j : validTypes[i]) {
        for (int k = 0; k < levels; k++) {
          maxEec[i] = Math.max(maxEec[i], eec[cell(i, j, k)]);
        }
      }
    }
    levelsInOrder = java.util.stream.IntStream.range(0, levels).toArray();
    levelsBySpeed = new int[taskTypes * machineTypes][];
    for (int i = 0; i < taskTypes; i++) {
      for (int j = 0; j < machineTypes; j++) {
        final int base = cell(i, j, 0);
        levelsBySpeed[i * machineTypes + j] = java.util.stream.IntStream.range(0, levels).boxed()
            .sorted(java.util.Comparator.comparingDouble((Integer k) -> etc[base + k]).thenComparingInt(k -> k))
            .mapToInt(Integer::intValue).toArray();
      }
    }
    meanEtc = sumEtc / valid;
    meanEec = sumEec / valid;
    for (JobTemplate t : catalogue.templates()) {
      if (t.taskCount() != 1) {
        throw new IllegalArgumentException("paper 000's tasks are independent one-task jobs; template " + t.id()
            + " has " + t.taskCount() + " tasks");
      }
      int i = matrix.taskTypes().indexOf(t.task(0).type());
      if (i < 0) {
        throw new IllegalArgumentException("the ETC/APC matrices have no row for task type " + t.task(0).type());
      }
      typeOfTemplate.put(t.id(), i);
    }
  }

  int cell(int taskType, int machineType, int level) {
    return (taskType * machineTypes + machineType) * levels + level;
  }

  /** The task type (matrix row) of a template. */
  int taskTypeOf(JobTemplate template) {
    Integer known = typeOfTemplateObject.get(template);
    if (known != null) {
      return known;
    }
    Integer i = typeOfTemplate.get(template.id());
    if (i == null) {
      throw new IllegalArgumentException("template " + template.id() + " is not in the catalogue");
    }
    typeOfTemplateObject.put(template, i);
    return i;
  }

  double etc(int cell) {
    return etc[cell];
  }

  double apc(int cell) {
    return apc[cell];
  }

  double eec(int cell) {
    return eec[cell];
  }

  double logEtc(int cell) {
    return logEtc[cell];
  }

  double logEec(int cell) {
    return logEec[cell];
  }

  Plan plan(int cell) {
    return plans[cell];
  }

  /** The least EEC of (i, j) over P-state 0 only or over every P-state. */
  double leastEnergy(int i, int j, boolean anyLevel) {
    return anyLevel ? minEecOverLevels[i * machineTypes + j] : eec[cell(i, j, 0)];
  }

  /** Whether task type {@code i} can run on machine type {@code j}. */
  boolean valid(int i, int j) {
    return Double.isFinite(etc[cell(i, j, 0)]) && etc[cell(i, j, 0)] > 0;
  }
}
