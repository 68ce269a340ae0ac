package org.valen.runtime.sim;

import java.util.Arrays;
import org.valen.model.job.Arrival;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.value.ValueCurve;
import org.valen.runtime.kernel.EventLoop;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Plan;

/**
 * One arrival in the system: its state (expected, waiting, queued, running, done), its plan and
 * cores, pauses, and the energy charged to it. Its tasks run in a {@link TaskRunner}.
 *
 * <p><b>Pauses.</b> A checkpoint or a migration pauses the job: running tasks stop and keep the
 * work they have done, the job's cores draw overhead power, and after the pause every core
 * resumes with its remaining work. <b>Preemption</b> stops the tasks the same way and frees the
 * cores; the job waits again and resumes, with its progress, when it is allocated anew.
 */
final class JobRun implements JobView {
  enum State { EXPECTED, WAITING, QUEUED, RUNNING, DONE }

  private final DataCentre dc;
  private final int index;
  private final Arrival arrival;
  private final JobTemplate template;
  private final TemplateOnCoreType[] fits;
  private final TemplateWork work;
  /** Absolute deadline, expiry and maximum value: the keys of the waiting indexes. */
  final double deadline;
  final double expiry;
  final double maxValue;
  State state = State.EXPECTED;

  private TaskRunner tasks;
  /** Of a done job: its share of work done and the cores it ran on last. */
  private double doneWhenDone = Double.NaN;
  private int[] coresWhenDone;
  private Plan plan;
  private int node = -1;
  private int lastNode = -1;
  private Plan queuedPlan;
  private int queuedNode = -1;
  /** Core (global index) of a job in a core queue; -1 in a node queue. */
  int queuedCore = -1;
  private double planStart = Double.NaN;
  private double doneAtPlanStart;
  /** Seconds the job paused since its current plan started (pauses that ended). */
  private double pausedInPlan;
  private CoreType coreType;
  private int resumeCoreType = -1;

  private boolean paused;
  private double pauseStart;
  private int pauseVersion;
  private long resumeEvent = EventLoop.NO_EVENT;

  double firstStart = Double.NaN;
  double finish = Double.NaN;
  int reallocations;
  int preemptions;
  final JobEnergy energy = new JobEnergy();

  /**
   * @param fits what the model says of the template on each core type, by the platform's core
   *     type index (shared by the jobs of a template; null for a type no node has)
   */
  JobRun(DataCentre dc, int index, Arrival arrival, JobTemplate template, TemplateOnCoreType[] fits) {
    this(dc, index, arrival, template, fits, TemplateWork.of(template));
  }

  /** As above, with the template's {@code work} weights (shared by its jobs). */
  JobRun(DataCentre dc, int index, Arrival arrival, JobTemplate template, TemplateOnCoreType[] fits, TemplateWork work) {
    this.dc = dc;
    this.fits = fits;
    this.index = index;
    this.arrival = arrival;
    this.template = template;
    this.work = work;
    ValueCurve curve = arrival.valueCurve();
    this.deadline = arrival.arrivalSeconds() + curve.deadlineSeconds();
    this.expiry = arrival.arrivalSeconds() + curve.zeroAfterSeconds();
    this.maxValue = curve.maxValue();
  }

  /**
   * The job's tasks, made at its first start (a job that never starts needs none) and let go when
   * it is done: what a done job is still asked (its share of work done, its cores) is kept.
   */
  private TaskRunner tasks() {
    if (tasks == null) {
      tasks = new TaskRunner(this, dc, dc == null ? ActualTimes.modelTimes(template.taskCount()) : dc.actualTimes(this));
    }
    return tasks;
  }

  /** Whether this job is one of {@code d}'s: every run has its own jobs. */
  boolean belongsTo(DataCentre d) {
    return dc == d;
  }

  /**
   * Whether core type number {@code coreType} can run this job: every task runs there, and a
   * preempted job is not bound to another core type.
   */
  boolean runsOn(int coreType) {
    TemplateOnCoreType fit = fits[coreType];
    return fit != null && fit.runs() && (resumeCoreType < 0 || resumeCoreType == coreType);
  }

  /** What the model says of this job's template on core type number {@code coreType} of the platform. */
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
  public double deadlineSeconds() {
    return deadline;
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
  public boolean isWaiting() {
    return state == State.WAITING;
  }

  @Override
  public int node() {
    return state == State.QUEUED ? queuedNode : node;
  }

  @Override
  public Plan plan() {
    return state == State.QUEUED ? queuedPlan : plan;
  }

  @Override
  public double planStartSeconds() {
    return planStart;
  }

  @Override
  public double doneWorkFraction() {
    return tasks != null ? tasks.doneWorkFraction(work.weight(), work.total()) : Double.isNaN(doneWhenDone) ? 0
        : doneWhenDone;
  }

  @Override
  public double expectedWorkFraction() {
    if (state != State.RUNNING) {
      return doneWorkFraction();
    }
    double now = dc.now();
    double pausedNow = paused ? Math.max(0, now - Math.max(pauseStart, planStart)) : 0;
    double active = Math.max(0, now - planStart - pausedInPlan - pausedNow);
    return tasks.expectedWorkFraction(active, work.weight(), work.total());
  }

  @Override
  public double doneWorkFractionAtPlanStart() {
    return doneAtPlanStart;
  }

  @Override
  public int reallocations() {
    return reallocations;
  }

  @Override
  public int preemptions() {
    return preemptions;
  }

  @Override
  public int resumeCoreType() {
    return resumeCoreType;
  }

  /** Puts the job in a queue of {@code onNode} with {@code p} (core {@code core}, or -1), or takes it out ({@code p} null). */
  void queued(int onNode, int core, Plan p) {
    queuedNode = p == null ? -1 : onNode;
    queuedCore = p == null ? -1 : core;
    queuedPlan = p;
    state = p == null ? State.WAITING : State.QUEUED;
  }

  /** Whether the job has held cores at some time. */
  boolean hasStarted() {
    return !Double.isNaN(firstStart);
  }

  /** The node it last ran on, -1 if never. */
  int lastNode() {
    return lastNode;
  }

  int[] cores() {
    return tasks != null ? tasks.cores().clone() : coresWhenDone != null ? coresWhenDone.clone() : new int[0];
  }

  // ---- plans

  /**
   * Runs {@code newPlan} on {@code cores} of {@code newNode} after a pause of {@code pauseSeconds}:
   * the first allocation of a waiting job, the resumption of a preempted one, or the reallocation
   * of a running one (cores it holds and keeps stay held; the others are released).
   */
  void start(int newNode, Plan newPlan, int[] cores, TemplateOnCoreType fit, double pauseSeconds) {
    double now = dc.now();
    if (state == State.RUNNING) {
      tasks.stopAll(now, Trace.PieceEnd.REALLOCATED);
      if (paused) {
        endPause(now);
      }
      for (int core : tasks.cores()) {
        if (Arrays.binarySearch(cores, core) < 0) {
          releaseCore(core);
        }
      }
      reallocations++;
    } else {
      if (Double.isNaN(firstStart)) {
        firstStart = now;
      }
      state = State.RUNNING;
    }
    for (int core : cores) {
      if (dc.holder(core) != this) {
        dc.acquire(core, this);
      }
    }
    this.node = newNode;
    this.lastNode = newNode;
    this.plan = newPlan;
    this.coreType = fit.type();
    tasks().use(newPlan, cores, fit);
    doneAtPlanStart = doneWorkFraction();
    planStart = now + pauseSeconds;
    pausedInPlan = 0;
    if (pauseSeconds > 0) {
      pause(pauseSeconds);
    } else {
      tasks.startAll();
    }
  }

  /** Stops the running job and frees its cores, keeping its progress; it waits again. */
  void preempt(int pinnedCoreType) {
    double now = dc.now();
    tasks.stopAll(now, Trace.PieceEnd.PREEMPTED);
    if (paused) {
      endPause(now);
      dc.cancel(resumeEvent);
    }
    for (int core : tasks.cores()) {
      releaseCore(core);
    }
    tasks.drop();
    preemptions++;
    resumeCoreType = pinnedCoreType;
    plan = null;
    node = -1;
    planStart = Double.NaN;
    state = State.WAITING;
  }

  private void releaseCore(int core) {
    energy.addStatic(dc.release(core) * coreType.staticPowerWatts() / dc.efficiency(core));
  }

  /** The last task finished at {@code now}: the job is done and frees its cores. */
  void finished(double now) {
    for (int core : tasks.cores()) {
      releaseCore(core);
    }
    finish = now;
    state = State.DONE;
    dc.jobFinished(this);
    doneWhenDone = tasks.doneWorkFraction(work.weight(), work.total());
    coresWhenDone = tasks.cores();
    tasks = null;
  }

  // ---- pauses

  /** Pauses the job for {@code seconds} from now (a migration's overhead, or a checkpoint). */
  void pause(double seconds) {
    int version = pauseUntilResumed();
    resumeEvent = dc.schedule(dc.now() + seconds, Engine.TASKS, () -> resume(version));
  }

  /**
   * Pauses the job until {@link #resume(int)} is called with the number returned, which the
   * caller schedules: the engine ends every checkpoint's pauses by one event, which resumes the
   * jobs in the order they were paused, as one event per job would.
   */
  int pauseUntilResumed() {
    double now = dc.now();
    tasks.stopAll(now, Trace.PieceEnd.CHECKPOINT);
    if (paused) {
      endPause(now);
    }
    paused = true;
    pauseStart = now;
    for (int core : tasks.cores()) {
      dc.coreOverhead(core);
    }
    dc.cancel(resumeEvent);
    resumeEvent = EventLoop.NO_EVENT;
    return ++pauseVersion;
  }

  /** Ends the pause numbered {@code version}, unless the job was paused again or preempted since. */
  void resume(int version) {
    if (pauseVersion == version && paused) {
      resume();
    }
  }

  private void endPause(double now) {
    pausedInPlan += Math.max(0, now - Math.max(pauseStart, planStart));
    for (int core : tasks.cores()) {
      energy.addOverhead(dc.overheadWatts(core) * (now - pauseStart) / dc.efficiency(core));
      dc.coreStopped(core);
    }
    paused = false;
  }

  private void resume() {
    endPause(dc.now());
    tasks.startAll();
  }

  boolean isPaused() {
    return paused;
  }

  double energyJoules() {
    return energy.total();
  }

  /**
   * Energy charged so far, counting the open pieces up to now (running tasks, held cores, a pause)
   * without ending them: the energy of a job caught running at the stop time.
   */
  double energySoFar() {
    double now = dc.now();
    double open = 0;
    if (state == State.RUNNING) {
      int[] cores = tasks.cores();
      for (int s = 0; s < cores.length; s++) {
        int core = cores[s];
        open += dc.heldSeconds(core) * coreType.staticPowerWatts() / dc.efficiency(core);
        open += tasks.openDynamicJoules(s, now);
        if (paused) {
          open += dc.overheadWatts(core) * (now - pauseStart) / dc.efficiency(core);
        }
      }
    }
    return energyJoules() + open;
  }
}
