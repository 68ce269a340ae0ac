package org.valen.runtime.sim;

import org.valen.model.exec.DiscretePmf;
import org.valen.model.exec.ExecutionModel;
import org.valen.model.exec.StochasticExecutionModel;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;
import org.valen.model.schedule.ScheduleDecoder;

/**
 * What the kernel reads of the execution model for one template on one core type, read once per
 * run instead of at every start: whether every task can run there, the tasks' priority order
 * (as {@link ScheduleDecoder}), and each task's model time and dynamic power at every level — and,
 * for a stochastic model, its execution-time pmf, from which actual times are drawn ({@link
 * ActualTimes}). The model is a pure function of (task, core type, level), so the values are the
 * same as reading it each time.
 */
final class TemplateOnCoreType {
  private final CoreType type;
  private final boolean runs;
  private final int levels;
  private final int[] order;
  private final double[] seconds;
  private final double[] watts;
  private final DiscretePmf[] pmfs;

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
      pmfs = null;
      return;
    }
    order = ScheduleDecoder.of(template, model, type, interconnect).priorityOrder();
    seconds = new double[tasks * levels];
    watts = new double[tasks * levels];
    pmfs = model instanceof StochasticExecutionModel ? new DiscretePmf[tasks * levels] : null;
    for (int t = 0; t < tasks; t++) {
      for (int k = 0; k < levels; k++) {
        seconds[t * levels + k] = model.timeSeconds(template.task(t), type, k);
        watts[t * levels + k] = model.dynamicPowerWatts(template.task(t), type, k);
        if (pmfs != null) {
          pmfs[t * levels + k] = ((StochasticExecutionModel) model).timePmf(template.task(t), type, k);
        }
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

  /** Execution-time pmf of task {@code t} at {@code level}; only if {@link #runs()} and the model is stochastic. */
  DiscretePmf pmf(int t, int level) {
    return pmfs[t * levels + level];
  }

  /** Dynamic power of task {@code t} at {@code level}; only if {@link #runs()}. */
  double watts(int t, int level) {
    return watts[t * levels + level];
  }
}
