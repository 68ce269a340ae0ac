package org.valen.runtime.sim;

/**
 * A job's metered energy by kind, in joules: dynamic (its tasks' pieces, charged by {@link
 * TaskRunner}), static (its cores while held) and overhead (its cores while paused). Pieces still
 * open are not in it: {@link JobRun#energySoFar()} adds them.
 */
final class JobEnergy {
  private double dynamic;
  private double held;
  private double overhead;

  void addDynamic(double joules) {
    dynamic += joules;
  }

  void addStatic(double joules) {
    held += joules;
  }

  void addOverhead(double joules) {
    overhead += joules;
  }

  double total() {
    return dynamic + held + overhead;
  }
}
