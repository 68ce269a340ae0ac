package org.valen.model.schedule;

import java.util.PriorityQueue;
import org.valen.model.Check;
import org.valen.model.exec.ExecutionModel;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;

/**
 * Turns an allocation — a core for every task and a v/f level for every core — into a schedule:
 * its response time and energy (paper 001, Eq. 1–2). The genome → schedule step of the profiler
 * and the evaluator of the run-time baselines.
 *
 * <p><b>Rule.</b> Non-preemptive list scheduling with a static priority order. Tasks are taken in
 * {@link #priorityOrder()}: among tasks whose predecessors are all scheduled, the one with the
 * largest <em>upward rank</em> (HEFT's rank_u: its own time at the fastest level plus the longest
 * path of times and communication to an exit task), ties to the smaller task index. A task starts
 * when its core is free and the data of every predecessor have arrived; data cost {@code dataBytes
 * / coreToCoreBytesPerSecond} between different cores and nothing on the same core. The job starts
 * at time 0; its response time is the last finish time.
 *
 * <p><b>Energy.</b> Σ time × dynamic power of every task at its core's level, plus static power ×
 * response time for every core that runs at least one task.
 *
 * <p><b>Cost.</b> One pass over tasks and edges, no allocation: the caller owns a {@link Workspace}
 * (one per thread). Everything that does not depend on the allocation — times and energies per
 * task and level, communication times, the order — is computed once here.
 */
public final class ScheduleDecoder {
  private final int tasks;
  private final int levels;
  private final double staticPowerWatts;
  private final double[] seconds; // [task * levels + level]
  private final double[] dynamicJoules; // [task * levels + level]
  private final int[] order;
  private final int[] predecessorStart; // by order position, CSR into the two arrays below
  private final int[] predecessorTask;
  private final double[] communicationSeconds;

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
    this.order = upwardRankOrder(job, link);
    this.predecessorStart = new int[tasks + 1];
    int edges = job.edges().size();
    this.predecessorTask = new int[edges];
    this.communicationSeconds = new double[edges];
    int next = 0;
    for (int i = 0; i < tasks; i++) {
      int t = order[i];
      predecessorStart[i] = next;
      for (int k = 0; k < job.predecessorCount(t); k++) {
        predecessorTask[next] = job.predecessor(t, k);
        communicationSeconds[next] = link.coreToCoreSeconds(job.predecessorDataBytes(t, k));
        next++;
      }
    }
    predecessorStart[tasks] = next;
  }

  /** A decoder for {@code job} on cores of {@code core}. */
  public static ScheduleDecoder of(JobTemplate job, ExecutionModel model, CoreType core, Interconnect link) {
    return new ScheduleDecoder(job, model, core, link);
  }

  private int[] upwardRankOrder(JobTemplate job, Interconnect link) {
    double[] rank = new double[tasks];
    int[] topological = job.topologicalOrder();
    for (int i = tasks - 1; i >= 0; i--) {
      int t = topological[i];
      double tail = 0;
      for (int k = 0; k < job.successorCount(t); k++) {
        int s = job.successor(t, k);
        double data = 0;
        for (int q = 0; q < job.predecessorCount(s); q++) {
          if (job.predecessor(s, q) == t) {
            data = job.predecessorDataBytes(s, q);
          }
        }
        tail = Math.max(tail, link.coreToCoreSeconds(data) + rank[s]);
      }
      rank[t] = seconds[t * levels] + tail;
    }
    int[] waiting = new int[tasks];
    PriorityQueue<Integer> ready = new PriorityQueue<>((a, b) -> rank[a] != rank[b]
        ? Double.compare(rank[b], rank[a]) : Integer.compare(a, b));
    for (int t = 0; t < tasks; t++) {
      waiting[t] = job.predecessorCount(t);
      if (waiting[t] == 0) {
        ready.add(t);
      }
    }
    int[] result = new int[tasks];
    for (int i = 0; i < tasks; i++) {
      int t = ready.remove();
      result[i] = t;
      for (int k = 0; k < job.successorCount(t); k++) {
        int s = job.successor(t, k);
        if (--waiting[s] == 0) {
          ready.add(s);
        }
      }
    }
    return result;
  }

  public int taskCount() {
    return tasks;
  }

  public int levelCount() {
    return levels;
  }

  /** The order in which tasks are scheduled (a topological order), copied. */
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

  /** Scratch space for up to {@code maxCores} cores; reuse it, one per thread. */
  public Workspace newWorkspace(int maxCores) {
    return new Workspace(tasks, Check.atLeast(maxCores, 1, "maxCores"));
  }

  /**
   * Schedules the allocation and returns its response time; energy, per-task start and finish
   * times and the number of used cores are left in {@code ws}.
   *
   * @param taskToCore core of each task, in {@code 0 … coreLevels.length-1}
   * @param coreLevels v/f level of each core; cores that run no task cost nothing
   */
  public double evaluate(int[] taskToCore, int[] coreLevels, Workspace ws) {
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
      int t = order[i];
      int c = taskToCore[t];
      boolean busy = coreStamp[c] == stamp; // the core already ran a task of this schedule
      long readyBits = busy ? Double.doubleToRawLongBits(coreFree[c]) : 0L;
      used += busy ? 0 : 1;
      coreStamp[c] = stamp;
      for (int j = predecessorStart[i], end = predecessorStart[i + 1]; j < end; j++) {
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
      dynamic += dynamicJoules[cell];
      long endBits = Double.doubleToRawLongBits(end);
      makespanBits = endBits > makespanBits ? endBits : makespanBits;
    }
    double makespan = Double.longBitsToDouble(makespanBits);
    ws.responseTimeSeconds = makespan;
    ws.dynamicJoules = dynamic;
    ws.staticJoules = staticPowerWatts * makespan * used;
    ws.usedCores = used;
    return makespan;
  }

  /** Per-thread scratch space and the results of the last {@link #evaluate}. */
  public static final class Workspace {
    final double[] start;
    final double[] finish;
    final double[] coreFree;
    final int[] coreStamp;
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

    Workspace(int tasks, int maxCores) {
      this.start = new double[tasks];
      this.finish = new double[tasks];
      this.coreFree = new double[maxCores];
      this.coreStamp = new int[maxCores];
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
  }
}
