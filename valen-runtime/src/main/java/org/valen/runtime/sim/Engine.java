package org.valen.runtime.sim;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.valen.model.energy.EnergyKind;
import org.valen.model.exec.ExecutionModel;
import org.valen.model.job.Arrival;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Workload;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;
import org.valen.model.platform.Platform;
import org.valen.runtime.kernel.Event;
import org.valen.runtime.kernel.EventLoop;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.IllegalDecisionException;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Plan;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.Triggers;

/**
 * The simulated data centre of one run: arrivals, the policy's decisions, task-level execution
 * ({@link JobRun}) and power ({@link CoreTable}) on the {@link EventLoop}.
 *
 * <p>At one instant, events fire in paper 001's order (Algorithm 1): tasks finish and finished
 * jobs release their cores, then jobs arrive, then a checkpoint is taken, and last the policy
 * decides — once per instant, seeing all of it.
 */
final class Engine implements DecisionContext {
  static final int SAMPLES = -1;
  static final int TASKS = 0;
  static final int ARRIVALS = 1;
  static final int CHECKPOINTS = 2;
  static final int DECISIONS = 3;

  private final Platform platform;
  private final Catalogue catalogue;
  private final Policy policy;
  private final Triggers triggers;
  private final SimulationSettings settings;
  private final Trace trace;
  private final EventLoop loop = new EventLoop();
  private final CoreTable cores;
  private final double[] heldSince;
  private final double[] efficiency;
  private final JobRun[] jobs;
  private final WaitingList waiting = new WaitingList();
  private final List<JobRun> running = new ArrayList<>();
  private final List<List<JobRun>> queues = new ArrayList<>();
  /** Index of each node's core type in the platform's distinct core types. */
  private final int[] coreTypeOfNode;
  private static final int[] NO_CORES = new int[0];
  private final JobRecord[] records;
  private final List<EnergySample> samples = new ArrayList<>();
  private int arrivalsLeft;
  private boolean decisionPending;
  private boolean atCheckpoint;
  private long changes;
  private long changesAtLastPeriod = -1;
  private long decisions;
  private long decisionNanos;
  private long maxDecisionNanos;
  private final Histogram decisionHistogram = DecisionTiming.emptyHistogram();
  private long intakeNanos;

  Engine(Platform platform, Catalogue catalogue, Workload workload, Policy policy, SimulationSettings settings,
      Trace trace) {
    this.platform = platform;
    this.catalogue = catalogue;
    this.policy = policy;
    this.triggers = policy.triggers();
    this.settings = settings;
    this.trace = trace;
    this.cores = new CoreTable(platform, trace);
    this.heldSince = new double[cores.coreCount()];
    for (int n = 0; n < cores.nodeCount(); n++) {
      queues.add(new ArrayList<>());
    }
    this.efficiency = new double[cores.coreCount()];
    for (int c = 0; c < efficiency.length; c++) {
      efficiency[c] = platform.nodes().get(cores.nodeOf(c)).powerSupplyEfficiency();
    }
    List<CoreType> coreTypes = new ArrayList<>();
    this.coreTypeOfNode = new int[cores.nodeCount()];
    for (int n = 0; n < coreTypeOfNode.length; n++) {
      CoreType type = cores.typeOfNode(n);
      int index = indexOfIdentical(coreTypes, type);
      if (index < 0) {
        index = coreTypes.size();
        coreTypes.add(type);
      }
      coreTypeOfNode[n] = index;
    }
    List<Arrival> arrivals = workload.arrivals();
    this.jobs = new JobRun[arrivals.size()];
    Map<JobTemplate, TemplateOnCoreType[]> fitsOfTemplate = new IdentityHashMap<>();
    this.records = new JobRecord[arrivals.size()];
    Map<String, JobTemplate> templates = new HashMap<>();
    catalogue.templates().forEach(t -> templates.put(t.id(), t));
    for (int i = 0; i < jobs.length; i++) {
      Arrival a = arrivals.get(i);
      JobTemplate t = templates.get(a.templateId());
      if (t == null) {
        throw new IllegalArgumentException(
            "arrival " + a.id() + " names template " + a.templateId() + ", which catalogue " + catalogue.name() + " lacks");
      }
      jobs[i] = new JobRun(this, i, a, t, settings.variability().factors(settings.seed(), i, t.taskCount()),
          fitsOfTemplate.computeIfAbsent(t, template -> fits(template, coreTypes)));
    }
    this.arrivalsLeft = jobs.length;
    if (jobs.length > 0) {
      loop.schedule(jobs[0].arrivalSeconds(), ARRIVALS, new ArrivalEvent(this, jobs[0]));
    }
    if (triggers.periodSeconds() > 0) {
      loop.schedule(triggers.periodSeconds(), CHECKPOINTS, new PeriodicEvent(this));
    }
    loop.schedule(0, SAMPLES, new SampleEvent(this));
  }

  private static int indexOfIdentical(List<CoreType> types, CoreType type) {
    for (int i = 0; i < types.size(); i++) {
      if (types.get(i) == type) {
        return i;
      }
    }
    return -1;
  }

  private TemplateOnCoreType[] fits(JobTemplate template, List<CoreType> coreTypes) {
    TemplateOnCoreType[] fits = new TemplateOnCoreType[coreTypes.size()];
    for (int k = 0; k < fits.length; k++) {
      fits[k] = new TemplateOnCoreType(template, coreTypes.get(k), model(), interconnect());
    }
    return fits;
  }

  SimulationResult run() {
    boolean stops = Double.isFinite(settings.stopSeconds());
    if (stops) {
      loop.runUntil(settings.stopSeconds());
    } else {
      loop.run();
    }
    double end = loop.now();
    for (JobRun job : jobs) {
      if (records[job.index()] == null && job.state != JobRun.State.EXPECTED) {
        boolean neverRan = job.state == JobRun.State.WAITING || job.state == JobRun.State.QUEUED;
        records[job.index()] = record(job, stops ? JobStatus.UNFINISHED : JobStatus.REJECTED_IN_QUEUE);
        if (!neverRan) {
          JobRecord r = records[job.index()];
          records[job.index()] = new JobRecord(r.id(), r.templateId(), r.arrivalSeconds(), r.startSeconds(),
              r.finishSeconds(), r.node(), r.cores(), r.migrations(), 0, job.energySoFar(), r.status());
        }
      }
    }
    List<JobRecord> arrived = new ArrayList<>();
    for (JobRecord r : records) {
      if (r != null) {
        arrived.add(r);
      }
    }
    samples.add(sample(end));
    return new SimulationResult(policy.name(), arrived, samples, settings.seed(), maxValues(),
        new DecisionTiming(decisions, decisionNanos, maxDecisionNanos, jobs.length - arrivalsLeft, intakeNanos,
            decisionHistogram.copy()));
  }

  private double maxValues() {
    double sum = 0;
    for (JobRun j : jobs) {
      if (j.state != JobRun.State.EXPECTED) {
        sum += j.valueCurve().maxValue();
      }
    }
    return sum;
  }

  // ---- services for JobRun

  @Override
  public double now() {
    return loop.now();
  }

  long schedule(double time, int priority, Event event) {
    return loop.schedule(time, priority, event);
  }

  void cancel(long handle) {
    loop.cancel(handle);
  }

  int coreCount() {
    return cores.coreCount();
  }

  JobRun holder(int core) {
    return cores.holder(core);
  }

  void acquire(int core, JobRun job) {
    cores.acquire(core, job, now());
    heldSince[core] = now();
  }

  /** Frees {@code core}; returns how long it was held. */
  double release(int core) {
    cores.release(core, now());
    return now() - heldSince[core];
  }

  /** How long {@code core} has been held by its job. */
  double heldSeconds(int core) {
    return now() - heldSince[core];
  }

  double efficiency(int core) {
    return efficiency[core];
  }

  ExecutionModel model() {
    return catalogue.executionModel();
  }

  Interconnect interconnect() {
    return platform.interconnect();
  }

  Trace trace() {
    return trace;
  }

  void coreRunning(int core, double watts) {
    cores.running(core, now(), watts);
  }

  void coreStopped(int core) {
    cores.stopped(core, now());
  }

  void coreOverhead(int core) {
    cores.overhead(core, now());
  }

  double overheadWatts(int core) {
    return cores.overheadWatts(core);
  }

  void jobFinished(JobRun job) {
    running.remove(job);
    startQueued(job.node());
    double value = job.valueIfCompletedAt(job.finish);
    records[job.index()] = record(job, value > 0 ? JobStatus.COMPLETED : JobStatus.COMPLETED_ZERO_VALUE);
    changes++;
    if (triggers.onEvents()) {
      requestDecision();
    }
  }

  private JobRecord record(JobRun job, JobStatus status) {
    boolean started = !Double.isNaN(job.firstStart);
    double value = status == JobStatus.REJECTED_IN_QUEUE ? 0 : Math.max(0, job.valueIfCompletedAt(job.finish));
    return new JobRecord(job.id(), job.template().id(), job.arrivalSeconds(), job.firstStart, job.finish,
        started ? platform.nodes().get(job.node()).id() : "", started ? job.plan().usedCores() : 0,
        job.reallocations, value, job.energyJoules(), status);
  }

  // ---- events

  /** A job arrives; the next arrival is scheduled only now, to keep the event queue short. */
  private void arrive(JobRun job) {
    job.state = JobRun.State.WAITING;
    waiting.arrived(job);
    long start = System.nanoTime();
    policy.arrived(job);
    intakeNanos += System.nanoTime() - start;
    arrivalsLeft--;
    if (job.index() + 1 < jobs.length) {
      JobRun next = jobs[job.index() + 1];
      loop.schedule(next.arrivalSeconds(), ARRIVALS, new ArrivalEvent(this, next));
    }
    changes++;
    if (triggers.onEvents()) {
      requestDecision();
    }
  }

  private boolean active() {
    return arrivalsLeft > 0 || !waiting.isEmpty() || !running.isEmpty();
  }

  /** Starts the heads of {@code node}'s queue while they fit in its free cores. */
  private void startQueued(int node) {
    List<JobRun> queue = queues.get(node);
    while (!queue.isEmpty() && queue.get(0).plan().usedCores() <= cores.freeCores(node)) {
      JobRun job = queue.remove(0);
      Plan plan = job.plan();
      job.queued(-1, null);
      start(job, node, plan, onCoreType(job, node));
    }
  }

  private void start(JobRun job, int node, Plan plan, TemplateOnCoreType fit) {
    int[] picked = cores.pick(node, plan.usedCores(), NO_CORES);
    running.add(job);
    changes++;
    job.start(node, plan, picked, fit, 0);
  }

  private void periodic() {
    if (arrivalsLeft == 0 && running.isEmpty() && changes == changesAtLastPeriod) {
      return; // nothing can change any more: stop, or the loop would never end
    }
    changesAtLastPeriod = changes;
    atCheckpoint = true;
    if (triggers.periodIsCheckpoint() && settings.checkpointPauseSeconds() > 0) {
      for (JobRun job : running) {
        if (!job.isPaused()) {
          job.pause(settings.checkpointPauseSeconds());
        }
      }
    }
    requestDecision();
    if (active()) {
      loop.schedule(now() + triggers.periodSeconds(), CHECKPOINTS, new PeriodicEvent(this));
    }
  }

  private void requestDecision() {
    if (!decisionPending) {
      decisionPending = true;
      loop.schedule(now(), DECISIONS, new DecisionEvent(this));
    }
  }

  private void decide() {
    decisionPending = false;
    long start = System.nanoTime();
    policy.decide(this);
    long nanos = System.nanoTime() - start;
    decisions++;
    decisionNanos += nanos;
    maxDecisionNanos = Math.max(maxDecisionNanos, nanos);
    decisionHistogram.recordValue(nanos);
    atCheckpoint = false;
  }

  private void takeSample() {
    samples.add(sample(now()));
    if (active() && loop.pending() > 0) { // with nothing else to come, nothing can change any more
      loop.schedule(now() + settings.powerSampleSeconds(), SAMPLES, new SampleEvent(this));
    }
  }

  private EnergySample sample(double at) {
    double[] joules = new double[EnergyKind.values().length];
    for (EnergyKind kind : EnergyKind.values()) {
      joules[kind.ordinal()] = cores.meter().joules(kind, at);
    }
    return new EnergySample(at, joules);
  }

  private record ArrivalEvent(Engine engine, JobRun job) implements Event {
    @Override
    public void fire() {
      engine.arrive(job);
    }
  }

  private record PeriodicEvent(Engine engine) implements Event {
    @Override
    public void fire() {
      engine.periodic();
    }
  }

  private record DecisionEvent(Engine engine) implements Event {
    @Override
    public void fire() {
      engine.decide();
    }
  }

  private record SampleEvent(Engine engine) implements Event {
    @Override
    public void fire() {
      engine.takeSample();
    }
  }

  // ---- DecisionContext

  @Override
  public boolean atCheckpoint() {
    return atCheckpoint;
  }

  @Override
  public Platform platform() {
    return platform;
  }

  @Override
  public Catalogue catalogue() {
    return catalogue;
  }

  @Override
  public int nodeCount() {
    return cores.nodeCount();
  }

  @Override
  public int freeCores(int node) {
    return cores.freeCores(node);
  }

  @Override
  public int totalCores(int node) {
    return cores.totalCores(node);
  }

  @Override
  public List<? extends JobView> waiting() {
    return Collections.unmodifiableList(waiting.copy());
  }

  @Override
  public List<? extends JobView> running() {
    return List.copyOf(running);
  }

  @Override
  public List<? extends JobView> queue(int node) {
    return List.copyOf(queues.get(node));
  }

  @Override
  public double energyJoules() {
    return cores.meter().totalJoules(now());
  }

  @Override
  public void allocate(JobView view, int node, Plan plan) {
    JobRun job = own(view, "allocate", JobRun.State.WAITING);
    TemplateOnCoreType fit = checkPlan("allocate", job, node, plan);
    if (plan.usedCores() > cores.freeCores(node)) {
      throw refused("allocate", job, "its plan needs " + plan.usedCores() + " cores and node "
          + platform.nodes().get(node).id() + " has " + cores.freeCores(node) + " free");
    }
    start(job, node, plan, fit);
    waiting.left(job);
  }

  @Override
  public void enqueue(JobView view, int node, Plan plan) {
    JobRun job = own(view, "enqueue", JobRun.State.WAITING);
    checkPlan("enqueue", job, node, plan);
    if (plan.usedCores() > cores.totalCores(node)) {
      throw refused("enqueue", job, "its plan needs " + plan.usedCores() + " cores and node "
          + platform.nodes().get(node).id() + " has only " + cores.totalCores(node));
    }
    job.queued(node, plan);
    waiting.left(job);
    queues.get(node).add(job);
    changes++;
    startQueued(node);
  }

  @Override
  public void withdraw(JobView view) {
    JobRun job = own(view, "withdraw", JobRun.State.QUEUED);
    queues.get(job.node()).remove(job);
    job.queued(-1, null);
    waiting.returned(job);
    changes++;
  }

  @Override
  public void reallocate(JobView view, int node, Plan plan, double overheadSeconds) {
    JobRun job = own(view, "reallocate", JobRun.State.RUNNING);
    if (!(overheadSeconds >= 0) || Double.isInfinite(overheadSeconds)) {
      throw refused("reallocate", job, "the overhead must be a finite number of seconds >= 0, was " + overheadSeconds);
    }
    TemplateOnCoreType fit = checkPlan("reallocate", job, node, plan);
    int own = 0;
    for (int core : job.cores()) {
      own += cores.nodeOf(core) == node ? 1 : 0;
    }
    if (plan.usedCores() > cores.freeCores(node) + own) {
      throw refused("reallocate", job, "its plan needs " + plan.usedCores() + " cores and node "
          + platform.nodes().get(node).id() + " has " + (cores.freeCores(node) + own) + " free or its own");
    }
    int[] picked = cores.pick(node, plan.usedCores(), job.cores());
    int oldNode = job.node();
    changes++;
    job.start(node, plan, picked, fit, overheadSeconds);
    if (oldNode != node) {
      startQueued(oldNode);
    }
  }

  @Override
  public void drop(JobView view) {
    JobRun job = own(view, "drop");
    if (job.state == JobRun.State.QUEUED) {
      withdraw(job);
    }
    if (job.state != JobRun.State.WAITING) {
      throw refused("drop", job, "it is neither waiting nor queued (" + job.state + ")");
    }
    job.state = JobRun.State.DONE;
    waiting.left(job);
    records[job.index()] = record(job, JobStatus.REJECTED_IN_QUEUE);
    changes++;
  }

  private JobRun own(JobView view, String action) {
    if (!(view instanceof JobRun job) || !job.belongsTo(this)) {
      throw new IllegalDecisionException(policy.name() + " cannot " + action + " a job of another simulation: " + view);
    }
    return job;
  }

  /** {@link #own(JobView, String)}, and refused unless the job is in {@code state}. */
  private JobRun own(JobView view, String action, JobRun.State state) {
    JobRun job = own(view, action);
    if (job.state != state) {
      throw refused(action, job, "it is not " + state.name().toLowerCase(Locale.ROOT) + " (" + job.state + ")");
    }
    return job;
  }

  /** Refuses a plan the node cannot run; returns what the model says of the job on the node's core type. */
  private TemplateOnCoreType checkPlan(String action, JobRun job, int node, Plan plan) {
    if (node < 0 || node >= cores.nodeCount()) {
      throw refused(action, job, "there is no node " + node);
    }
    CoreType type = cores.typeOfNode(node);
    int tasks = job.template().taskCount();
    if (plan.taskToCore().length != tasks) {
      throw refused(action, job, "its plan maps " + plan.taskToCore().length + " tasks, the job has " + tasks);
    }
    for (int c = 0; c < plan.usedCores(); c++) {
      if (plan.levelOf(c) < 0 || plan.levelOf(c) >= type.levelCount()) {
        throw refused(action, job, "core type " + type.id() + " has no level " + plan.levelOf(c));
      }
    }
    TemplateOnCoreType fit = onCoreType(job, node);
    if (!fit.runs()) {
      for (int t = 0; t < tasks; t++) {
        if (!model().canRun(job.template().task(t), type)) {
          throw refused(action, job, "task " + job.template().task(t).id() + " cannot run on core type " + type.id());
        }
      }
    }
    return fit;
  }

  private IllegalDecisionException refused(String action, JobRun job, String why) {
    return new IllegalDecisionException(
        policy.name() + " at " + now() + " s: cannot " + action + " job " + job.id() + ": " + why);
  }

  /** What the model says of {@code job}'s template on the core type of {@code node}. */
  private TemplateOnCoreType onCoreType(JobRun job, int node) {
    return job.onCoreType(coreTypeOfNode[node]);
  }
}
