package org.valen.runtime.sim;

import org.valen.model.exec.ExecutionModel;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;
import org.valen.model.schedule.ScheduleDecoder;

/**
 * What the kernel reads of the execution model for one template on one core type, read once per
 * run instead of at every start: whether every task can run there, the tasks' priority order
 * (as {@link ScheduleDecoder}), and each task's model time and dynamic power at every level. The
 * model is a pure function of (task, core type, level), so the values are the same as reading it
 * each time.
 */
final class TemplateOnCoreType {
  private final CoreType type;
  private final boolean runs;
  private final int levels;
  private final int[] order;
  private final double[] seconds;
  private final double[] watts;

  TemplateOnCoreType(JobTemplate template, CoreType type, ExecutionModel model, Interconnect interconnect) {
    this.type = type;
    int tasks = template.taskCount();
    boolean all = true;
    for (int t = 0; t < tasks && all; t++) {
      all = model.canRun(template.task(t), type);
    }
    runs = all;
    levels = type.levelCount();
    if (!runs) {
      order = null;
      seconds = null;
      watts = null;
      return;
    }
    order = ScheduleDecoder.of(template, model, type, interconnect).priorityOrder();
    seconds = new double[tasks * levels];
    watts = new double[tasks * levels];
    for (int t = 0; t < tasks; t++) {
      for (int k = 0; k < levels; k++) {
        seconds[t * levels + k] = model.timeSeconds(template.task(t), type, k);
        watts[t * levels + k] = model.dynamicPowerWatts(template.task(t), type, k);
      }
    }
  }

  CoreType type() {
    return type;
  }

  /** Whether every task of the template can run on the core type. */
  boolean runs() {
    return runs;
  }

  /** The tasks in the schedule decoder's priority order; only if {@link #runs()}. */
  int[] priorityOrder() {
    return order;
  }

  /** Model time of task {@code t} at {@code level}; only if {@link #runs()}. */
  double seconds(int t, int level) {
    return seconds[t * levels + level];
  }

  /** Dynamic power of task {@code t} at {@code level}; only if {@link #runs()}. */
  double watts(int t, int level) {
    return watts[t * levels + level];
  }
}
