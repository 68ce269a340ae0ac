package org.valen.model.schedule;

import java.util.Arrays;
import org.valen.model.Check;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.Interconnect;

/**
 * The input of the classic list schedulers ({@link ListScheduler}): a job's task graph, {@code k}
 * cores and the time of every task on every core, and the time the data of every edge take
 * between two different cores (nothing on one core). Cores may differ — cores of one type at
 * different v/f levels ({@link #atLevels}), or of different types ({@link #of}) — which is the
 * heterogeneous setting HEFT and CPOP were made for; on identical cores they are the homogeneous
 * case.
 */
public final class SchedulingInstance {
  private final JobTemplate job;
  private final int cores;
  private final double[] seconds; // [task * cores + core]
  private final double[][] edgeSeconds; // [task][k]: from the k-th predecessor of task

  private SchedulingInstance(JobTemplate job, int cores, double[] seconds, Interconnect link) {
    this.job = job;
    this.cores = Check.atLeast(cores, 1, "cores");
    this.seconds = seconds;
    this.edgeSeconds = new double[job.taskCount()][];
    for (int t = 0; t < job.taskCount(); t++) {
      edgeSeconds[t] = new double[job.predecessorCount(t)];
      for (int k = 0; k < job.predecessorCount(t); k++) {
        edgeSeconds[t][k] = link.coreToCoreSeconds(job.predecessorDataBytes(t, k));
      }
    }
    for (double s : seconds) {
      if (!(s >= 0) || Double.isInfinite(s)) {
        throw new IllegalArgumentException("task times must be finite and >= 0, found " + s);
      }
    }
  }

  /**
   * Cores of any speeds: {@code secondsByTaskAndCore[t][c]} is the time of task {@code t} on core
   * {@code c}.
   */
  public static SchedulingInstance of(JobTemplate job, double[][] secondsByTaskAndCore, Interconnect link) {
    if (secondsByTaskAndCore.length != job.taskCount() || secondsByTaskAndCore.length == 0) {
      throw new IllegalArgumentException("expected the times of " + job.taskCount() + " tasks, got "
          + secondsByTaskAndCore.length);
    }
    int k = secondsByTaskAndCore[0].length;
    double[] flat = new double[job.taskCount() * k];
    for (int t = 0; t < job.taskCount(); t++) {
      if (secondsByTaskAndCore[t].length != k) {
        throw new IllegalArgumentException("task " + t + " has times on " + secondsByTaskAndCore[t].length
            + " cores, task 0 on " + k);
      }
      System.arraycopy(secondsByTaskAndCore[t], 0, flat, t * k, k);
    }
    return new SchedulingInstance(job, k, flat, link);
  }

  /** Cores of the decoder's core type, core {@code c} at v/f level {@code coreLevels[c]}. */
  public static SchedulingInstance atLevels(ScheduleDecoder decoder, JobTemplate job, Interconnect link,
      int[] coreLevels) {
    int k = coreLevels.length;
    double[] flat = new double[job.taskCount() * k];
    for (int t = 0; t < job.taskCount(); t++) {
      for (int c = 0; c < k; c++) {
        flat[t * k + c] = decoder.seconds(t, coreLevels[c]);
      }
    }
    return new SchedulingInstance(job, k, flat, link);
  }

  /** {@code cores} identical cores of the decoder's core type, all at {@code level}. */
  public static SchedulingInstance uniform(ScheduleDecoder decoder, JobTemplate job, Interconnect link, int cores,
      int level) {
    int[] levels = new int[Check.atLeast(cores, 1, "cores")];
    Arrays.fill(levels, level);
    return atLevels(decoder, job, link, levels);
  }

  public JobTemplate job() {
    return job;
  }

  public int taskCount() {
    return job.taskCount();
  }

  public int coreCount() {
    return cores;
  }

  /** Time of {@code task} on {@code core}. */
  public double seconds(int task, int core) {
    return seconds[task * cores + core];
  }

  /** Mean time of {@code task} over the cores (HEFT's w̄). */
  public double meanSeconds(int task) {
    double sum = 0;
    for (int c = 0; c < cores; c++) {
      sum += seconds[task * cores + c];
    }
    return sum / cores;
  }

  /** Seconds the data of the {@code k}-th predecessor of {@code task} take between two cores. */
  public double edgeSeconds(int task, int k) {
    return edgeSeconds[task][k];
  }

  /** Mean times of all tasks. */
  double[] meanSeconds() {
    double[] mean = new double[taskCount()];
    for (int t = 0; t < mean.length; t++) {
      mean[t] = meanSeconds(t);
    }
    return mean;
  }

  /** HEFT's upward ranks over mean times and mean communication (one link rate: the edge's time). */
  public double[] upwardRanks() {
    return TaskRanks.upward(job, meanSeconds(), this::edgeSeconds);
  }

  /** CPOP's downward ranks over mean times and mean communication. */
  public double[] downwardRanks() {
    return TaskRanks.downward(job, meanSeconds(), this::edgeSeconds);
  }

  /**
   * When the data of every predecessor of {@code task} are on {@code core}, given where and when
   * the predecessors ran (all of them must have run).
   */
  double dataReadySeconds(int task, int core, int[] taskToCore, double[] finish) {
    double ready = 0;
    for (int k = 0; k < job.predecessorCount(task); k++) {
      int p = job.predecessor(task, k);
      ready = Math.max(ready, finish[p] + (taskToCore[p] == core ? 0 : edgeSeconds[task][k]));
    }
    return ready;
  }
}
