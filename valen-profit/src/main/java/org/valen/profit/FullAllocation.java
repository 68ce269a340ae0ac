package org.valen.profit;

/**
 * A complete, feasible schedule of a bag (paper 003, section III-E): every task on one machine.
 * Machine m of type j runs {@link #tasks(int, int, int)} tasks of each type, one after another from
 * time 0, in the order {@link #executionOrder(int)}, and is ready (done) at {@link
 * #readySeconds(int, int)}.
 *
 * <p>Its makespan is the latest ready time; its energy is the machines' busy energy Σ x̂_ij APC_ij
 * ETC_ij plus every machine's idle power from its ready time to the makespan (the full-allocation
 * form of Eq. 4).
 */
public final class FullAllocation {
  private final Bag bag;
  private final int[][] rounded;
  private final int[][] order;
  private final int[][][] counts;
  private final double[][] ready;
  private final double makespanSeconds;
  private final double energyJoules;
  private final double[] busySeconds;

  FullAllocation(Bag bag, int[][] rounded, int[][] order, int[][][] counts, double[][] ready) {
    this.bag = bag;
    this.rounded = rounded;
    this.order = order;
    this.counts = counts;
    this.ready = ready;
    double makespan = 0;
    for (double[] type : ready) {
      for (double r : type) {
        makespan = Math.max(makespan, r);
      }
    }
    this.makespanSeconds = makespan;
    this.busySeconds = new double[bag.machineTypeCount()];
    double energy = 0;
    for (int j = 0; j < bag.machineTypeCount(); j++) {
      for (int i = 0; i < bag.taskTypeCount(); i++) {
        if (rounded[i][j] > 0) {
          busySeconds[j] += rounded[i][j] * bag.etcSeconds(i, j);
          energy += rounded[i][j] * bag.etcSeconds(i, j) * bag.apcWatts(i, j);
        }
      }
      for (double r : ready[j]) {
        energy += bag.idleWatts(j) * (makespan - r);
      }
    }
    this.energyJoules = energy;
  }

  public Bag bag() {
    return bag;
  }

  /** x̂_ij, the tasks of type i on machine type j (Algorithm 1's output). */
  public int rounded(int taskType, int machineType) {
    return rounded[taskType][machineType];
  }

  /** x̂, a copy. */
  public int[][] rounded() {
    int[][] copy = new int[rounded.length][];
    for (int i = 0; i < copy.length; i++) {
      copy[i] = rounded[i].clone();
    }
    return copy;
  }

  /** Tasks of type {@code taskType} on machine {@code machine} of type {@code machineType}. */
  public int tasks(int machineType, int machine, int taskType) {
    return counts[machineType][machine][taskType];
  }

  /** The order in which every machine of type {@code machineType} runs task types (LPT: ETC descending). */
  public int[] executionOrder(int machineType) {
    return order[machineType].clone();
  }

  /** When machine {@code machine} of type {@code machineType} finishes its last task. */
  public double readySeconds(int machineType, int machine) {
    return ready[machineType][machine];
  }

  /** MS: the latest ready time of any machine. */
  public double makespanSeconds() {
    return makespanSeconds;
  }

  /** E: busy energy plus idle energy up to the makespan. */
  public double energyJoules() {
    return energyJoules;
  }

  /** Σ_i x̂_ij ETC_ij: seconds machines of type j compute (section VI's wear). */
  public double busySeconds(int machineType) {
    return busySeconds[machineType];
  }

  /** B_j of every type, a copy. */
  public double[] busySeconds() {
    return busySeconds.clone();
  }

  /** E − MS Σ_j M_j APC_0j: the energy above what idle machines would draw over the makespan. */
  public double energyAboveIdleJoules() {
    return energyJoules - makespanSeconds * bag.totalIdleWatts();
  }
}
