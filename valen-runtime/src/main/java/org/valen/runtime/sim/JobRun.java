package org.valen.runtime.sim;

import java.util.Arrays;
import org.valen.model.job.Arrival;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.value.ValueCurve;
import org.valen.runtime.kernel.Event;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Plan;

/**
 * One arrival in the system, simulated task by task on the cores of its plan.
 *
 * <p><b>Execution rule.</b> The tasks a plan puts on one core run in the schedule decoder's
 * priority order (upward rank), one at a time. A task starts when its core has finished the
 * previous one and the data of all its predecessors have arrived: a predecessor finished on another
 * core of the same plan sends its data at the interconnect's core-to-core rate; one finished
 * before the current plan began has its data on the new cores already (moved with the job). A
 * task's actual duration is its model time at the core's level × its variability factor.
 *
 * <p><b>Pauses.</b> A checkpoint or a migration pauses the job: running tasks stop and keep the
 * work they have done, the job's cores draw overhead power, and after the pause every core
 * resumes with its remaining work.
 */
final class JobRun implements JobView {
  enum State { EXPECTED, WAITING, QUEUED, RUNNING, DONE }

  private final Engine engine;
  private final int index;
  private final Arrival arrival;
  private final JobTemplate template;
  private final TemplateOnCoreType[] fits;
  private final double[] factor;
  private final double[] weight;
  private final double totalWeight;
  State state = State.EXPECTED;

  private Plan plan;
  private int node = -1;
  private Plan queuedPlan;
  private int queuedNode = -1;
  private int[] slotCore = new int[0];
  private int[][] slotTasks;
  private int[] slotNext;
  private int[] slotRunning;
  private int[] slotVersion;
  private long[] slotReadyEvent;
  private int planGeneration;
  private double planStart = Double.NaN;
  private double doneAtPlanStart;
  private CoreType coreType;
  private TemplateOnCoreType onCoreType;

  private final double[] remaining;
  private final boolean[] done;
  private final double[] finishTime;
  private final int[] finishGeneration;
  private final int[] version;
  private final long[] finishEvent;
  private final double[] segmentStart;
  private final double[] segmentFullSeconds;
  private final double[] segmentWatts;
  private int tasksLeft;

  private boolean paused;
  private double pauseStart;
  private int pauseVersion;
  private long resumeEvent = org.valen.runtime.kernel.EventLoop.NO_EVENT;

  double firstStart = Double.NaN;
  double finish = Double.NaN;
  int reallocations;
  double dynamicJoules;
  double staticJoules;
  double overheadJoules;

  /**
   * @param fits what the model says of the template on each core type, by the engine's core type
   *     index (shared by the jobs of a template)
   */
  JobRun(Engine engine, int index, Arrival arrival, JobTemplate template, double[] factor, TemplateOnCoreType[] fits) {
    this.engine = engine;
    this.fits = fits;
    this.index = index;
    this.arrival = arrival;
    this.template = template;
    this.factor = factor;
    int n = template.taskCount();
    this.weight = new double[n];
    double total = 0;
    for (int t = 0; t < n; t++) {
      weight[t] = template.task(t).referenceSeconds();
      total += weight[t];
    }
    if (total == 0) {
      Arrays.fill(weight, 1.0);
      total = n;
    }
    this.totalWeight = total;
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
    this.tasksLeft = n;
  }

  /** Whether this job is one of {@code e}'s: every run has its own jobs. */
  boolean belongsTo(Engine e) {
    return engine == e;
  }

  /** What the model says of this job's template on core type number {@code coreType} of the engine. */
  TemplateOnCoreType onCoreType(int coreType) {
    return fits[coreType];
  }

  // ---- JobView

  @Override
  public int index() {
    return index;
  }

  @Override
  public String id() {
    return arrival.id();
  }

  @Override
  public JobTemplate template() {
    return template;
  }

  @Override
  public double arrivalSeconds() {
    return arrival.arrivalSeconds();
  }

  @Override
  public ValueCurve valueCurve() {
    return arrival.valueCurve();
  }

  @Override
  public boolean isRunning() {
    return state == State.RUNNING;
  }

  @Override
  public boolean isQueued() {
    return state == State.QUEUED;
  }

  @Override
  public int node() {
    return state == State.QUEUED ? queuedNode : node;
  }

  @Override
  public Plan plan() {
    return state == State.QUEUED ? queuedPlan : plan;
  }

  /** Puts the job in {@code node}'s queue with {@code p}, or takes it out again ({@code p} null). */
  void queued(int onNode, Plan p) {
    queuedNode = p == null ? -1 : onNode;
    queuedPlan = p;
    state = p == null ? State.WAITING : State.QUEUED;
  }

  @Override
  public double planStartSeconds() {
    return planStart;
  }

  @Override
  public double doneWorkFraction() {
    double now = engine.now();
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

  @Override
  public double doneWorkFractionAtPlanStart() {
    return doneAtPlanStart;
  }

  @Override
  public int reallocations() {
    return reallocations;
  }

  int[] cores() {
    return slotCore.clone();
  }

  // ---- plans

  /**
   * Runs {@code newPlan} on {@code cores} of {@code newNode} after a pause of {@code pauseSeconds}:
   * the first allocation of a waiting job, or the reallocation of a running one (cores it holds
   * and keeps stay held; the others are released).
   */
  void start(int newNode, Plan newPlan, int[] cores, TemplateOnCoreType fit, double pauseSeconds) {
    double now = engine.now();
    if (state == State.RUNNING) {
      stopAll(now);
      if (paused) {
        endPause(now);
      }
      for (int core : slotCore) {
        if (Arrays.binarySearch(cores, core) < 0) {
          releaseCore(core);
        }
      }
      reallocations++;
    } else {
      firstStart = now;
      state = State.RUNNING;
    }
    for (int core : cores) {
      if (engine.holder(core) != this) {
        engine.acquire(core, this);
      }
    }
    this.node = newNode;
    this.plan = newPlan;
    this.coreType = fit.type();
    this.onCoreType = fit;
    this.slotCore = cores;
    layOutSlots();
    planGeneration++;
    doneAtPlanStart = doneWorkFraction();
    planStart = now + pauseSeconds;
    if (pauseSeconds > 0) {
      pause(pauseSeconds);
    } else {
      startAll();
    }
  }

  private void layOutSlots() {
    int slots = slotCore.length;
    if (slots == 1) { // every task on one core, in priority order: the order itself (never written)
      slotTasks = new int[][] {onCoreType.priorityOrder()};
    } else {
      layOutSlotTasks(slots);
    }
    slotNext = new int[slots];
    slotRunning = new int[slots];
    Arrays.fill(slotRunning, -1);
    slotVersion = new int[slots];
    slotReadyEvent = new long[slots];
    Arrays.fill(slotReadyEvent, org.valen.runtime.kernel.EventLoop.NO_EVENT);
  }

  /** Each slot's tasks in the schedule decoder's priority order. */
  private void layOutSlotTasks(int slots) {
    int[] counts = new int[slots];
    for (int t = 0; t < template.taskCount(); t++) {
      counts[plan.coreOf(t)]++;
    }
    slotTasks = new int[slots][];
    for (int s = 0; s < slots; s++) {
      slotTasks[s] = new int[counts[s]];
    }
    int[] fill = new int[slots];
    for (int t : onCoreType.priorityOrder()) {
      int s = plan.coreOf(t);
      slotTasks[s][fill[s]++] = t;
    }
  }

  private void releaseCore(int core) {
    staticJoules += engine.release(core) * coreType.staticPowerWatts() / engine.efficiency(core);
  }

  // ---- running tasks

  private boolean isRunningTask(int t) {
    return plan != null && slotRunning[plan.coreOf(t)] == t;
  }

  private void startAll() {
    for (int s = 0; s < slotCore.length; s++) {
      tryStart(s);
    }
  }

  /** Starts the next task of slot {@code s} if its core is idle and its data are there. */
  void tryStart(int s) {
    if (paused || slotRunning[s] >= 0) {
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
    double now = engine.now();
    double ready = now;
    for (int k = 0; k < template.predecessorCount(t); k++) {
      int p = template.predecessor(t, k);
      if (!done[p]) {
        return;
      }
      double arrives = finishTime[p];
      if (finishGeneration[p] == planGeneration && plan.coreOf(p) != s) {
        arrives += engine.interconnect().coreToCoreSeconds(template.predecessorDataBytes(t, k));
      }
      ready = Math.max(ready, arrives);
    }
    if (ready > now) {
      engine.cancel(slotReadyEvent[s]);
      slotReadyEvent[s] = engine.schedule(ready, Engine.TASKS, new DataReady(this, s, ++slotVersion[s]));
      return;
    }
    int level = plan.levelOf(s);
    double full = onCoreType.seconds(t, level) * factor[t];
    double watts = onCoreType.watts(t, level);
    slotRunning[s] = t;
    segmentStart[t] = now;
    segmentFullSeconds[t] = full;
    segmentWatts[t] = watts;
    engine.coreRunning(slotCore[s], watts);
    finishEvent[t] = engine.schedule(now + remaining[t] * full, Engine.TASKS, new TaskFinish(this, t, ++version[t]));
  }

  private void finishTask(int t) {
    double now = engine.now();
    int s = plan.coreOf(t);
    endSegment(t, now, true);
    remaining[t] = 0;
    done[t] = true;
    finishTime[t] = now;
    finishGeneration[t] = planGeneration;
    tasksLeft--;
    if (tasksLeft == 0) {
      finishJob(now);
      return;
    }
    tryStart(s);
    for (int k = 0; k < template.successorCount(t); k++) {
      tryStart(plan.coreOf(template.successor(t, k)));
    }
  }

  /** Ends the running piece of task {@code t}; accounts its energy. */
  private void endSegment(int t, double now, boolean finished) {
    int s = plan.coreOf(t);
    double elapsed = now - segmentStart[t];
    dynamicJoules += segmentWatts[t] * elapsed / engine.efficiency(slotCore[s]);
    if (!finished) {
      remaining[t] = Math.max(0, remaining[t] - elapsed / segmentFullSeconds[t]);
      version[t]++;
      engine.cancel(finishEvent[t]);
    }
    slotRunning[s] = -1;
    engine.coreStopped(slotCore[s]);
    engine.trace().taskRan(id(), t, slotCore[s], plan.levelOf(s), segmentStart[t], now, finished);
  }

  private void stopAll(double now) {
    for (int s = 0; s < slotCore.length; s++) {
      slotVersion[s]++;
      engine.cancel(slotReadyEvent[s]);
      if (slotRunning[s] >= 0) {
        endSegment(slotRunning[s], now, false);
      }
    }
  }

  private void finishJob(double now) {
    for (int core : slotCore) {
      releaseCore(core);
    }
    finish = now;
    state = State.DONE;
    engine.jobFinished(this);
  }

  // ---- pauses

  /** Pauses the job for {@code seconds} from now (a checkpoint, or a migration's overhead). */
  void pause(double seconds) {
    double now = engine.now();
    stopAll(now);
    if (paused) {
      endPause(now);
    }
    paused = true;
    pauseStart = now;
    for (int core : slotCore) {
      engine.coreOverhead(core);
    }
    engine.cancel(resumeEvent);
    resumeEvent = engine.schedule(now + seconds, Engine.TASKS, new Resume(this, ++pauseVersion));
  }

  private void endPause(double now) {
    for (int core : slotCore) {
      overheadJoules += engine.overheadWatts(core) * (now - pauseStart) / engine.efficiency(core);
      engine.coreStopped(core);
    }
    paused = false;
  }

  private void resume() {
    endPause(engine.now());
    startAll();
  }

  boolean isPaused() {
    return paused;
  }

  double energyJoules() {
    return dynamicJoules + staticJoules + overheadJoules;
  }

  /**
   * Energy charged so far, counting the open pieces up to now (running tasks, held cores, a pause)
   * without ending them: the energy of a job caught running at the stop time.
   */
  double energySoFar() {
    double now = engine.now();
    double open = 0;
    if (state == State.RUNNING) {
      for (int s = 0; s < slotCore.length; s++) {
        int core = slotCore[s];
        open += engine.heldSeconds(core) * coreType.staticPowerWatts() / engine.efficiency(core);
        if (slotRunning[s] >= 0) {
          int t = slotRunning[s];
          open += segmentWatts[t] * (now - segmentStart[t]) / engine.efficiency(core);
        }
        if (paused) {
          open += engine.overheadWatts(core) * (now - pauseStart) / engine.efficiency(core);
        }
      }
    }
    return energyJoules() + open;
  }

  // ---- events

  private record TaskFinish(JobRun job, int task, int version) implements Event {
    @Override
    public void fire() {
      if (job.version[task] == version) {
        job.finishTask(task);
      }
    }
  }

  private record DataReady(JobRun job, int slot, int version) implements Event {
    @Override
    public void fire() {
      if (job.slotVersion[slot] == version && job.state == State.RUNNING) {
        job.tryStart(slot);
      }
    }
  }

  private record Resume(JobRun job, int version) implements Event {
    @Override
    public void fire() {
      if (job.pauseVersion == version && job.paused) {
        job.resume();
      }
    }
  }
}
