package org.valen.model.schedule;

/**
 * A {@link ScheduleDecoder}'s per-thread scratch space and the results of its last evaluation
 * (times, energy, the order the schedule was made in); reuse one per thread.
 */
public final class DecoderWorkspace {
  final double[] start;
  final double[] finish;
  final double[] coreFree;
  final int[] coreStamp;
  final int[] order;
  final int[] keyCount;
  final int[] byRank;
  final int[] rankOf;
  final int[] waiting;
  final long[] ready;
  int[] lastOrder;
  int stamp;
  double responseTimeSeconds;
  double dynamicJoules;
  double staticJoules;
  int usedCores;

  /**
   * A stamp no core carries yet. Stamps mark the cores used by the current evaluation without
   * clearing an array each time; when the counter wraps around after 2^32 evaluations, the old
   * stamps are cleared so that a core last used 2^32 evaluations ago is not taken as used now.
   */
  int nextStamp() {
    if (++stamp == 0) {
      java.util.Arrays.fill(coreStamp, 0);
      stamp = 1;
    }
    return stamp;
  }

  DecoderWorkspace(int tasks, int maxCores) {
    this.start = new double[tasks];
    this.finish = new double[tasks];
    this.coreFree = new double[maxCores];
    this.coreStamp = new int[maxCores];
    this.order = new int[tasks];
    this.keyCount = new int[tasks + 1];
    this.byRank = new int[tasks];
    this.rankOf = new int[tasks];
    this.waiting = new int[tasks];
    this.ready = new long[(tasks + 63) >>> 6];
  }

  public double responseTimeSeconds() {
    return responseTimeSeconds;
  }

  /** Dynamic plus static energy (001 Eq. 1). */
  public double energyJoules() {
    return dynamicJoules + staticJoules;
  }

  public double dynamicJoules() {
    return dynamicJoules;
  }

  public double staticJoules() {
    return staticJoules;
  }

  /** Cores that run at least one task. */
  public int usedCores() {
    return usedCores;
  }

  /** Start time of {@code task} in the last schedule. */
  public double start(int task) {
    return start[task];
  }

  /** Finish time of {@code task} in the last schedule. */
  public double finish(int task) {
    return finish[task];
  }

  /** Task at position {@code i} of the order the last schedule was made in. */
  public int order(int i) {
    return lastOrder[i];
  }
}
