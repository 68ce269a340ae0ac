package org.valen.model.schedule;

import org.valen.model.Check;
import org.valen.model.exec.ExecutionModel;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;

/**
 * Turns an allocation — a core for every task, a v/f level for every core and an order of the
 * tasks — into a schedule: its response time and energy (paper 001, Eq. 1–2). The genome →
 * schedule step of the profiler and the evaluator of the run-time baselines.
 *
 * <p><b>Rule.</b> Non-preemptive list scheduling: tasks are taken in a topological order, each
 * appended to its core: it starts when its core has finished the task before it and the data of
 * every predecessor have arrived. Data cost {@code dataBytes / coreToCoreBytesPerSecond} between
 * different cores and nothing on the same core. The job starts at time 0; its response time is the
 * last finish time. This is the rule the kernel runs a plan by (tasks of one core in the order's
 * sequence, each as soon as its core and its data allow), and it reaches every schedule that
 * matters: any schedule's tasks taken in the order of their start times come out no later.
 *
 * <p><b>Orders.</b> Three ways to give the order:
 *
 * <ul>
 *   <li>none ({@link #evaluate(int[], int[], DecoderWorkspace)}): the {@link #priorityOrder()} — among
 *       tasks whose predecessors are all scheduled, the one with the largest <em>upward rank</em>
 *       (HEFT's rank_u: its own time at the fastest level plus the longest path of times and
 *       communication to an exit task), ties to the smaller task index;
 *   <li>a topological order ({@link #evaluate(int[], int[], int[], DecoderWorkspace)});
 *   <li>priority keys ({@link #evaluateByKeys}), the profiler's random-key genes: among ready tasks
 *       the one with the smallest key, ties in upward-rank order. Every topological order is the
 *       order of some keys (key = position), and equal keys give the upward-rank order.
 * </ul>
 *
 * <p><b>Energy.</b> Σ time × dynamic power of every task at its core's level (summed in task index
 * order, so that every order of one schedule gives the same bits), plus static power × response
 * time for every core that runs at least one task.
 *
 * <p><b>Cost.</b> One pass over tasks and edges (keys: a counting sort and a ready set of bits
 * more), no allocation: the caller owns a {@link DecoderWorkspace} (one per thread). Everything that does
 * not depend on the allocation — times and energies per task and level, communication times, the
 * upward-rank order — is computed once here.
 */
public final class ScheduleDecoder {
  private final int tasks;
  private final int levels;
  private final double staticPowerWatts;
  private final double[] seconds; // [task * levels + level]
  private final double[] dynamicJoules; // [task * levels + level]
  private final int[] order; // upward-rank order
  private final int[] topologicalPosition; // position of each task in the template's topological order
  private final int[] predecessorStart; // by task, CSR into the two arrays below
  private final int[] predecessorTask;
  private final double[] communicationSeconds;
  private final int[] successorStart; // by task, CSR
  private final int[] successorTask;

  private ScheduleDecoder(JobTemplate job, ExecutionModel model, CoreType core, Interconnect link) {
    this.tasks = job.taskCount();
    this.levels = core.levelCount();
    this.staticPowerWatts = core.staticPowerWatts();
    this.seconds = new double[tasks * levels];
    this.dynamicJoules = new double[tasks * levels];
    for (int t = 0; t < tasks; t++) {
      for (int l = 0; l < levels; l++) {
        double time = model.timeSeconds(job.task(t), core, l);
        if (!Double.isFinite(time)) {
          throw new IllegalArgumentException(
              "task " + job.task(t).id() + " of " + job.id() + " cannot run on core type " + core.id());
        }
        if (time < 0) { // evaluate relies on times >= 0
          throw new IllegalArgumentException(
              "task " + job.task(t).id() + " of " + job.id() + " has a negative time " + time + " at level " + l);
        }
        seconds[t * levels + l] = time;
        dynamicJoules[t * levels + l] = time * model.dynamicPowerWatts(job.task(t), core, l);
      }
    }
    int edges = job.edges().size();
    this.predecessorStart = new int[tasks + 1];
    this.predecessorTask = new int[edges];
    this.communicationSeconds = new double[edges];
    this.successorStart = new int[tasks + 1];
    this.successorTask = new int[edges];
    int nextPredecessor = 0;
    int nextSuccessor = 0;
    for (int t = 0; t < tasks; t++) {
      predecessorStart[t] = nextPredecessor;
      for (int k = 0; k < job.predecessorCount(t); k++) {
        predecessorTask[nextPredecessor] = job.predecessor(t, k);
        communicationSeconds[nextPredecessor] = link.coreToCoreSeconds(job.predecessorDataBytes(t, k));
        nextPredecessor++;
      }
      successorStart[t] = nextSuccessor;
      for (int k = 0; k < job.successorCount(t); k++) {
        successorTask[nextSuccessor++] = job.successor(t, k);
      }
    }
    predecessorStart[tasks] = nextPredecessor;
    successorStart[tasks] = nextSuccessor;
    this.topologicalPosition = TaskRanks.positions(job.topologicalOrder());
    double[] fastest = new double[tasks];
    for (int t = 0; t < tasks; t++) {
      fastest[t] = seconds[t * levels];
    }
    this.order = TaskRanks.byDecreasing(job, TaskRanks.upward(job, fastest, this::communication));
  }

  /** A decoder for {@code job} on cores of {@code core}. */
  public static ScheduleDecoder of(JobTemplate job, ExecutionModel model, CoreType core, Interconnect link) {
    return new ScheduleDecoder(job, model, core, link);
  }

  public int taskCount() {
    return tasks;
  }

  public int levelCount() {
    return levels;
  }

  /** The default order: upward rank, ties to the smaller index (a topological order), copied. */
  public int[] priorityOrder() {
    return order.clone();
  }

  /** Time of {@code task} at {@code level}. */
  public double seconds(int task, int level) {
    return seconds[task * levels + level];
  }

  /** Dynamic energy of {@code task} at {@code level}. */
  public double dynamicJoules(int task, int level) {
    return dynamicJoules[task * levels + level];
  }

  public double staticPowerWatts() {
    return staticPowerWatts;
  }

  public int predecessorCount(int task) {
    return predecessorStart[task + 1] - predecessorStart[task];
  }

  /** The {@code k}-th predecessor of {@code task}, in the template's edge order. */
  public int predecessor(int task, int k) {
    return predecessorTask[predecessorStart[task] + k];
  }

  /** Seconds the data of the {@code k}-th predecessor of {@code task} take between two cores. */
  public double communicationSeconds(int task, int k) {
    return communicationSeconds[predecessorStart[task] + k];
  }

  private double communication(int task, int k) {
    return communicationSeconds(task, k);
  }

  public int successorCount(int task) {
    return successorStart[task + 1] - successorStart[task];
  }

  public int successor(int task, int k) {
    return successorTask[successorStart[task] + k];
  }

  /** Whether {@code taskOrder} holds every task once, each after all its predecessors. */
  public boolean isTopologicalOrder(int[] taskOrder) {
    if (taskOrder.length != tasks) {
      return false;
    }
    int[] position = new int[tasks];
    java.util.Arrays.fill(position, -1);
    for (int i = 0; i < tasks; i++) {
      int t = taskOrder[i];
      if (t < 0 || t >= tasks || position[t] >= 0) {
        return false;
      }
      position[t] = i;
    }
    for (int t = 0; t < tasks; t++) {
      for (int j = predecessorStart[t]; j < predecessorStart[t + 1]; j++) {
        if (position[predecessorTask[j]] > position[t]) {
          return false;
        }
      }
    }
    return true;
  }

  /** Scratch space for up to {@code maxCores} cores; reuse it, one per thread. */
  public DecoderWorkspace newWorkspace(int maxCores) {
    return new DecoderWorkspace(tasks, Check.atLeast(maxCores, 1, "maxCores"));
  }

  /**
   * Schedules the allocation in the {@link #priorityOrder()} and returns its response time;
   * energy, per-task start and finish times, the order and the number of used cores are left in
   * {@code ws}.
   *
   * @param taskToCore core of each task, in {@code 0 … coreLevels.length-1}
   * @param coreLevels v/f level of each core; cores that run no task cost nothing
   */
  public double evaluate(int[] taskToCore, int[] coreLevels, DecoderWorkspace ws) {
    return schedule(taskToCore, coreLevels, order, ws);
  }

  /**
   * Schedules the allocation with the tasks taken in {@code taskOrder}, which must be a
   * topological order ({@link #isTopologicalOrder}; not checked here, on the hot path).
   */
  public double evaluate(int[] taskToCore, int[] coreLevels, int[] taskOrder, DecoderWorkspace ws) {
    return schedule(taskToCore, coreLevels, taskOrder, ws);
  }

  /**
   * Schedules the allocation with the tasks taken by priority keys: among the tasks whose
   * predecessors are all scheduled, the one with the smallest key; equal keys in upward-rank
   * order. The order it made is left in the workspace ({@link DecoderWorkspace#order}).
   *
   * @param priorityKeys a key in {@code 0 … taskCount()-1} for every task
   */
  public double evaluateByKeys(int[] taskToCore, int[] coreLevels, int[] priorityKeys, DecoderWorkspace ws) {
    orderByKeys(priorityKeys, ws);
    return schedule(taskToCore, coreLevels, ws.order, ws);
  }

  /**
   * Kahn's algorithm taking the ready task with the smallest (key, upward-rank position): tasks are
   * ranked so by a counting sort over keys, stable in upward-rank order; the ready tasks are a set
   * of bits over ranks, whose lowest bit is the next task.
   */
  private void orderByKeys(int[] keys, DecoderWorkspace ws) {
    int[] count = ws.keyCount;
    java.util.Arrays.fill(count, 0);
    for (int t = 0; t < tasks; t++) {
      int key = keys[t];
      if (key < 0 || key >= tasks) {
        throw new IllegalArgumentException("priority key " + key + " of task " + t + " is outside 0 … " + (tasks - 1));
      }
      count[key + 1]++;
    }
    for (int k = 1; k <= tasks; k++) {
      count[k] += count[k - 1];
    }
    int[] byRank = ws.byRank;
    int[] rankOf = ws.rankOf;
    for (int t : order) {
      int rank = count[keys[t]]++;
      byRank[rank] = t;
      rankOf[t] = rank;
    }
    long[] ready = ws.ready;
    int[] waiting = ws.waiting;
    for (int t = 0; t < tasks; t++) {
      waiting[t] = predecessorStart[t + 1] - predecessorStart[t];
      if (waiting[t] == 0) {
        ready[rankOf[t] >>> 6] |= 1L << rankOf[t];
      }
    }
    int[] out = ws.order;
    for (int i = 0; i < tasks; i++) {
      int word = 0;
      while (ready[word] == 0) {
        word++;
      }
      int rank = (word << 6) + Long.numberOfTrailingZeros(ready[word]);
      ready[word] &= ready[word] - 1;
      int t = byRank[rank];
      out[i] = t;
      for (int j = successorStart[t], end = successorStart[t + 1]; j < end; j++) {
        int s = successorTask[j];
        if (--waiting[s] == 0) {
          ready[rankOf[s] >>> 6] |= 1L << rankOf[s];
        }
      }
    }
  }

  private double schedule(int[] taskToCore, int[] coreLevels, int[] taskOrder, DecoderWorkspace ws) {
    // Times are finite and >= 0, and the bit patterns of non-negative doubles are ordered as the
    // doubles are: maxima are taken on the bits, which compile to conditional moves. On random
    // allocations the branches they replace (which predecessor arrives last, which core is new)
    // are coin tosses; on a dense 10-task DAG this took DecoderBenchmark from about 4.9 to 5.7
    // million evaluations per second.
    int stamp = ws.nextStamp();
    int[] coreStamp = ws.coreStamp;
    double[] coreFree = ws.coreFree;
    double[] finish = ws.finish;
    double[] start = ws.start;
    long makespanBits = 0;
    double dynamic = 0;
    int used = 0;
    for (int i = 0; i < tasks; i++) {
      int t = taskOrder[i];
      int c = taskToCore[t];
      boolean busy = coreStamp[c] == stamp; // the core already ran a task of this schedule
      long readyBits = busy ? Double.doubleToRawLongBits(coreFree[c]) : 0L;
      used += busy ? 0 : 1;
      coreStamp[c] = stamp;
      for (int j = predecessorStart[t], end = predecessorStart[t + 1]; j < end; j++) {
        int p = predecessorTask[j];
        double arrival = finish[p] + (taskToCore[p] != c ? communicationSeconds[j] : 0.0);
        long arrivalBits = Double.doubleToRawLongBits(arrival);
        readyBits = arrivalBits > readyBits ? arrivalBits : readyBits;
      }
      double ready = Double.longBitsToDouble(readyBits);
      int cell = t * levels + coreLevels[c];
      double end = ready + seconds[cell];
      start[t] = ready;
      finish[t] = end;
      coreFree[c] = end;
      long endBits = Double.doubleToRawLongBits(end);
      makespanBits = endBits > makespanBits ? endBits : makespanBits;
    }
    for (int t = 0; t < tasks; t++) { // in task order, so that every order of one schedule sums alike
      dynamic += dynamicJoules[t * levels + coreLevels[taskToCore[t]]];
    }
    double makespan = Double.longBitsToDouble(makespanBits);
    ws.lastOrder = taskOrder;
    ws.responseTimeSeconds = makespan;
    ws.dynamicJoules = dynamic;
    ws.staticJoules = staticPowerWatts * makespan * used;
    ws.usedCores = used;
    return makespan;
  }

  /**
   * The canonical order of the last schedule in {@code ws}: tasks by start time, then finish time,
   * then position in the template's topological order. It is a topological order, it gives every
   * core the same sequence of tasks as the order that made the schedule, and so the same schedule;
   * schedules that differ only in how tasks of different cores were interleaved get the same
   * order. Profiles store it. Allocates the result.
   */
  public int[] canonicalOrder(DecoderWorkspace ws) {
    return TaskRanks.byStart(java.util.Arrays.copyOf(ws.start, tasks), java.util.Arrays.copyOf(ws.finish, tasks),
        topologicalPosition);
  }
}
