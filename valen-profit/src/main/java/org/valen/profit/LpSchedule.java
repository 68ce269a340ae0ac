package org.valen.profit;

/**
 * A divisible schedule of LP (5) or (7): the real number x_ij of tasks of type i on machine type j,
 * with the finishing time F_j of each machine type (Eq. 2), the makespan lower bound MS_LB (Eq. 3,
 * or a longer makespan chosen by LP (7)) and the energy lower bound E_LB with idle power (Eq. 4).
 *
 * @param x x_ij, T × M
 * @param finishSeconds F_j
 * @param makespanSeconds MS_LB ≥ max_j F_j
 * @param energyJoules E_LB
 */
public record LpSchedule(double[][] x, double[] finishSeconds, double makespanSeconds, double energyJoules) {

  /** The schedule of {@code x} with the tightest makespan, MS_LB = max_j F_j (Eq. 3). */
  public static LpSchedule of(Bag bag, double[][] x) {
    double[] finish = finishSeconds(bag, x);
    double makespan = 0;
    for (double f : finish) {
      makespan = Math.max(makespan, f);
    }
    return new LpSchedule(x, finish, makespan, energyJoules(bag, x, finish, makespan));
  }

  /**
   * The schedule of {@code x} over a given makespan (LP (7) may let the machines idle after F_j):
   * {@code makespanSeconds} must be at least max_j F_j, up to rounding.
   */
  public static LpSchedule of(Bag bag, double[][] x, double makespanSeconds) {
    double[] finish = finishSeconds(bag, x);
    double makespan = makespanSeconds;
    for (double f : finish) {
      if (f > makespan * (1 + 1e-9)) {
        throw new IllegalArgumentException("a machine type finishes at " + f + " s, after the makespan " + makespan);
      }
      makespan = Math.max(makespan, f);
    }
    return new LpSchedule(x, finish, makespan, energyJoules(bag, x, finish, makespan));
  }

  /** Eq. (2): F_j = (1 / M_j) Σ_i x_ij ETC_ij. */
  static double[] finishSeconds(Bag bag, double[][] x) {
    double[] finish = new double[bag.machineTypeCount()];
    for (int j = 0; j < finish.length; j++) {
      double busy = 0;
      for (int i = 0; i < bag.taskTypeCount(); i++) {
        if (bag.canRun(i, j)) {
          busy += x[i][j] * bag.etcSeconds(i, j);
        }
      }
      finish[j] = busy / bag.machines(j);
    }
    return finish;
  }

  /** Eq. (4): E_LB = Σ_i Σ_j x_ij APC_ij ETC_ij + Σ_j M_j APC_0j (MS_LB − F_j). */
  static double energyJoules(Bag bag, double[][] x, double[] finish, double makespan) {
    double energy = 0;
    for (int j = 0; j < bag.machineTypeCount(); j++) {
      for (int i = 0; i < bag.taskTypeCount(); i++) {
        if (bag.canRun(i, j)) {
          energy += x[i][j] * bag.apcWatts(i, j) * bag.etcSeconds(i, j);
        }
      }
      energy += bag.machines(j) * bag.idleWatts(j) * (makespan - finish[j]);
    }
    return energy;
  }

  /** Σ_i x_ij ETC_ij = F_j M_j: the seconds machines of type j compute (section VI's wear, Eq. 11). */
  public double busySeconds(int machineType, Bag bag) {
    return finishSeconds[machineType] * bag.machines(machineType);
  }

  /** E_LB / MS_LB, the average power (Eq. 9). */
  public double averagePowerWatts() {
    return energyJoules / makespanSeconds;
  }
}
