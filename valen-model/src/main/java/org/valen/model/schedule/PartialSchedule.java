package org.valen.model.schedule;

import java.util.Arrays;

/**
 * A schedule under construction by HEFT or CPOP: tasks placed so far, each at the earliest start
 * the insertion-based policy allows on its core ({@link CoreTimelines}).
 */
final class PartialSchedule {
  private final SchedulingInstance instance;
  private final int[] taskToCore;
  private final double[] start;
  private final double[] finish;
  private final CoreTimelines timelines;

  PartialSchedule(SchedulingInstance instance) {
    this.instance = instance;
    int n = instance.taskCount();
    this.taskToCore = new int[n];
    Arrays.fill(taskToCore, -1);
    this.start = new double[n];
    this.finish = new double[n];
    this.timelines = new CoreTimelines(instance.coreCount());
  }

  /** Earliest start of {@code task} on {@code core}: its data there, in a gap long enough (EST, Eq. 3). */
  double earliestStart(int task, int core) {
    double ready = instance.dataReadySeconds(task, core, taskToCore, finish);
    return timelines.earliestStart(core, ready, instance.seconds(task, core));
  }

  /** Earliest finish of {@code task} on {@code core} (EFT, Eq. 4). */
  double earliestFinish(int task, int core) {
    return earliestStart(task, core) + instance.seconds(task, core);
  }

  /** The core on which {@code task} would finish earliest; ties to the lower core. */
  int earliestFinishCore(int task) {
    int best = 0;
    double bestFinish = Double.POSITIVE_INFINITY;
    for (int c = 0; c < instance.coreCount(); c++) {
      double f = earliestFinish(task, c);
      if (f < bestFinish) {
        bestFinish = f;
        best = c;
      }
    }
    return best;
  }

  /** Places {@code task} on {@code core} at its earliest start there; its predecessors must be placed. */
  void place(int task, int core) {
    double s = earliestStart(task, core);
    taskToCore[task] = core;
    start[task] = s;
    finish[task] = s + instance.seconds(task, core);
    timelines.occupy(core, s, finish[task]);
  }

  ListSchedule result() {
    return new ListSchedule(taskToCore, start, finish);
  }
}
