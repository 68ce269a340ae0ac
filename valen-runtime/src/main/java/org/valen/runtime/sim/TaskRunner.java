package org.valen.runtime.sim;

import java.util.Arrays;
import org.valen.model.job.JobTemplate;
import org.valen.runtime.kernel.Event;
import org.valen.runtime.kernel.EventLoop;
import org.valen.runtime.policy.Plan;

/**
 * The tasks of one job on the cores of its current plan: what each task has left, which runs where,
 * and the events that start and finish them. Made at the job's first start and kept across plans
 * (a reallocation or a preemption keeps every task's progress).
 *
 * <p><b>Execution rule.</b> The tasks a plan puts on one core ("slot") run one at a time in the
 * sequence of the plan's task order (a profile's order), or of the schedule decoder's priority
 * order (upward rank) for a plan without one — the decoder's rule, so that a lone job runs as its
 * profile says. A task starts when its core has finished
 * the previous one and the data of all its predecessors have arrived: a predecessor finished on
 * another core of the same plan sends its data at the interconnect's core-to-core rate; one
 * finished before the current plan began has its data on the new cores already (moved with the
 * job). A task's actual duration at the core's level comes from {@link ActualTimes}: its model time
 * × its variability factor, or a sample of its pmf on a stochastic model.
 */
final class TaskRunner {
  private final JobRun job;
  private final DataCentre dc;
  private final JobTemplate template;
  private final ActualTimes actual;

  private final double[] remaining;
  private final boolean[] done;
  private final double[] finishTime;
  private final int[] finishGeneration;
  private final int[] version;
  private final long[] finishEvent;
  private final double[] segmentStart;
  private final double[] segmentFullSeconds;
  private final double[] segmentWatts;
  private final double[] remainingAtPlanStart;
  private int tasksLeft;
  /** The current plan's expected schedule, made when first asked; null until then. */
  private ExpectedSchedule expected;

  private Plan plan;
  private TemplateOnCoreType onCoreType;
  private int[] slotCore = new int[0];
  private int[][] slotTasks;
  private int[] slotNext;
  private int[] slotRunning;
  private int[] slotVersion;
  private long[] slotReadyEvent;
  private int planGeneration;

  TaskRunner(JobRun job, DataCentre dc, ActualTimes actual) {
    this.job = job;
    this.dc = dc;
    this.template = job.template();
    this.actual = actual;
    int n = template.taskCount();
    this.remaining = new double[n];
    Arrays.fill(remaining, 1.0);
    this.done = new boolean[n];
    this.finishTime = new double[n];
    this.finishGeneration = new int[n];
    this.version = new int[n];
    this.finishEvent = new long[n];
    this.segmentStart = new double[n];
    this.segmentFullSeconds = new double[n];
    this.segmentWatts = new double[n];
    this.remainingAtPlanStart = new double[n];
    this.tasksLeft = n;
  }

  /** Lays the tasks of {@code newPlan} out on {@code cores}; nothing runs until {@link #startAll}. */
  void use(Plan newPlan, int[] cores, TemplateOnCoreType fit) {
    this.plan = newPlan;
    this.onCoreType = fit;
    this.slotCore = cores;
    int slots = cores.length;
    slotTasks = PlanLayout.tasksPerCore(newPlan, fit);
    slotNext = new int[slots];
    slotRunning = new int[slots];
    Arrays.fill(slotRunning, -1);
    slotVersion = new int[slots];
    slotReadyEvent = new long[slots];
    Arrays.fill(slotReadyEvent, EventLoop.NO_EVENT);
    planGeneration++;
    System.arraycopy(remaining, 0, remainingAtPlanStart, 0, remaining.length);
    expected = null;
  }

  /** The job no longer has a plan (preempted): nothing runs, nothing is laid out. */
  void drop() {
    plan = null;
    slotCore = new int[0];
  }

  int[] cores() {
    return slotCore;
  }

  /** Share of the job's reference work done, counting the done part of running tasks. */
  double doneWorkFraction(double[] weight, double totalWeight) {
    double now = dc.now();
    double work = 0;
    for (int t = 0; t < remaining.length; t++) {
      double left = remaining[t];
      if (isRunningTask(t)) {
        left -= (now - segmentStart[t]) / segmentFullSeconds[t];
      }
      work += weight[t] * (1 - Math.max(0, left));
    }
    return Math.min(1, work / totalWeight);
  }

  /**
   * Share of the job's reference work the current plan expects done after it has run {@code
   * activeSeconds} (its time since it started, pauses left out), every task at its model time: see
   * {@link ExpectedSchedule}.
   */
  double expectedWorkFraction(double activeSeconds, double[] weight, double totalWeight) {
    if (expected == null) {
      expected = ExpectedSchedule.of(plan, onCoreType, slotTasks, remainingAtPlanStart, template, dc.interconnect());
    }
    return expected.doneWorkFraction(activeSeconds, weight, totalWeight);
  }

  private boolean isRunningTask(int t) {
    return plan != null && slotRunning[plan.coreOf(t)] == t;
  }

  void startAll() {
    for (int s = 0; s < slotCore.length; s++) {
      tryStart(s);
    }
  }

  /** Starts the next task of slot {@code s} if its core is idle and its data are there. */
  private void tryStart(int s) {
    if (job.isPaused() || slotRunning[s] >= 0) {
      return;
    }
    int[] tasks = slotTasks[s];
    while (slotNext[s] < tasks.length && done[tasks[slotNext[s]]]) {
      slotNext[s]++;
    }
    if (slotNext[s] == tasks.length) {
      return;
    }
    int t = tasks[slotNext[s]];
    double now = dc.now();
    double ready = now;
    for (int k = 0; k < template.predecessorCount(t); k++) {
      int p = template.predecessor(t, k);
      if (!done[p]) {
        return;
      }
      double arrives = finishTime[p];
      if (finishGeneration[p] == planGeneration && plan.coreOf(p) != s) {
        arrives += dc.interconnect().coreToCoreSeconds(template.predecessorDataBytes(t, k));
      }
      ready = Math.max(ready, arrives);
    }
    if (ready > now) {
      dc.cancel(slotReadyEvent[s]);
      slotReadyEvent[s] = dc.schedule(ready, Engine.TASKS, new DataReady(this, s, ++slotVersion[s]));
      return;
    }
    int level = plan.levelOf(s);
    double full = actual.seconds(onCoreType, t, level);
    double watts = onCoreType.watts(t, level);
    slotRunning[s] = t;
    segmentStart[t] = now;
    segmentFullSeconds[t] = full;
    segmentWatts[t] = watts;
    dc.coreRunning(slotCore[s], watts);
    finishEvent[t] = dc.schedule(now + remaining[t] * full, Engine.TASKS, new TaskFinish(this, t, ++version[t]));
  }

  private void finishTask(int t) {
    double now = dc.now();
    int s = plan.coreOf(t);
    endSegment(t, now, Trace.PieceEnd.FINISHED);
    remaining[t] = 0;
    done[t] = true;
    finishTime[t] = now;
    finishGeneration[t] = planGeneration;
    tasksLeft--;
    if (tasksLeft == 0) {
      expected = null; // not asked again: a finished job keeps no schedule
      job.finished(now);
      return;
    }
    tryStart(s);
    for (int k = 0; k < template.successorCount(t); k++) {
      tryStart(plan.coreOf(template.successor(t, k)));
    }
  }

  /** Ends the running piece of task {@code t}; accounts its energy. */
  private void endSegment(int t, double now, Trace.PieceEnd end) {
    boolean finished = end == Trace.PieceEnd.FINISHED;
    int s = plan.coreOf(t);
    double elapsed = now - segmentStart[t];
    job.energy.addDynamic(segmentWatts[t] * elapsed / dc.efficiency(slotCore[s]));
    dc.taskRanAtLevel(plan.levelOf(s), elapsed);
    if (!finished) {
      remaining[t] = Math.max(0, remaining[t] - elapsed / segmentFullSeconds[t]);
      version[t]++;
      dc.cancel(finishEvent[t]);
    }
    slotRunning[s] = -1;
    dc.coreStopped(slotCore[s]);
    dc.trace().taskRan(job.id(), t, slotCore[s], plan.levelOf(s), segmentStart[t], now, end);
  }

  /** Stops every running task, keeping its progress, and cancels pending starts; {@code why} goes to the trace. */
  void stopAll(double now, Trace.PieceEnd why) {
    for (int s = 0; s < slotCore.length; s++) {
      slotVersion[s]++;
      dc.cancel(slotReadyEvent[s]);
      if (slotRunning[s] >= 0) {
        endSegment(slotRunning[s], now, why);
      }
    }
  }

  /** Dynamic energy of the piece running on slot {@code s} from its start to now (not yet charged); 0 if none. */
  double openDynamicJoules(int s, double now) {
    if (slotRunning[s] < 0) {
      return 0;
    }
    int t = slotRunning[s];
    return segmentWatts[t] * (now - segmentStart[t]) / dc.efficiency(slotCore[s]);
  }

  private record TaskFinish(TaskRunner runner, int task, int version) implements Event {
    @Override
    public void fire() {
      if (runner.version[task] == version) {
        runner.finishTask(task);
      }
    }
  }

  private record DataReady(TaskRunner runner, int slot, int version) implements Event {
    @Override
    public void fire() {
      if (runner.plan != null && runner.slotVersion[slot] == version && runner.job.isRunning()) {
        runner.tryStart(slot);
      }
    }
  }
}
