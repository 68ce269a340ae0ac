package org.valen.model.schedule;

import org.valen.model.job.JobTemplate;

/**
 * A schedule made by a {@link ListScheduler}: the core, start and finish of every task. Its tasks
 * in the order of their start times ({@link #startOrder}), on the same cores, give the {@link
 * ScheduleDecoder} a schedule no longer than this one: each task starts when its core and its data
 * are free, so never later than here.
 *
 * @param taskToCore core of each task (not renumbered: the scheduler's core indices)
 * @param startSeconds start of each task
 * @param finishSeconds finish of each task
 */
public record ListSchedule(int[] taskToCore, double[] startSeconds, double[] finishSeconds) {
  public ListSchedule {
    taskToCore = taskToCore.clone();
    startSeconds = startSeconds.clone();
    finishSeconds = finishSeconds.clone();
    if (startSeconds.length != taskToCore.length || finishSeconds.length != taskToCore.length) {
      throw new IllegalArgumentException("a core, a start and a finish for every task");
    }
  }

  @Override
  public int[] taskToCore() {
    return taskToCore.clone();
  }

  /** The response time: the last finish. */
  public double makespanSeconds() {
    double last = 0;
    for (double f : finishSeconds) {
      last = Math.max(last, f);
    }
    return last;
  }

  public double start(int task) {
    return startSeconds[task];
  }

  public double finish(int task) {
    return finishSeconds[task];
  }

  public int coreOf(int task) {
    return taskToCore[task];
  }

  /** The tasks by start time, then finish time, then position in the job's topological order. */
  public int[] startOrder(JobTemplate job) {
    return TaskRanks.byStart(startSeconds, finishSeconds, TaskRanks.positions(job.topologicalOrder()));
  }

  /** Priority keys that make the decoder take the tasks in {@link #startOrder}: each task's position. */
  public int[] priorityKeys(JobTemplate job) {
    int[] order = startOrder(job);
    int[] keys = new int[order.length];
    for (int i = 0; i < order.length; i++) {
      keys[order[i]] = i;
    }
    return keys;
  }
}
