package org.valen.runtime.sim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.valen.model.energy.EnergyKind;
import org.valen.model.job.Arrival;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Workload;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Platform;
import org.valen.runtime.kernel.Event;
import org.valen.runtime.kernel.EventLoop;
import org.valen.runtime.offers.PlanSource;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.Triggers;

/**
 * One run: arrivals, checkpoints and decisions on the {@link EventLoop}, over the {@link
 * DataCentre}'s state; the policy sees it through a {@link PolicyView}.
 *
 * <p>At one instant, events fire in paper 001's order (Algorithm 1): tasks finish and finished
 * jobs release their cores, then jobs arrive, then a checkpoint is taken, and last the policy
 * decides — once per instant, seeing all of it.
 */
final class Engine {
  static final int SAMPLES = -1;
  static final int TASKS = 0;
  static final int ARRIVALS = 1;
  static final int CHECKPOINTS = 2;
  static final int DECISIONS = 3;

  private final Policy policy;
  private final Triggers triggers;
  private final SimulationSettings settings;
  private final EventLoop loop = new EventLoop();
  private final DataCentre dc;
  private final PolicyView view;
  private final Timing timing = new Timing();
  private final List<EnergySample> samples = new ArrayList<>();
  private int arrivalsLeft;
  private boolean decisionPending;
  private long changesAtLastPeriod = -1;
  /** When the last job left (every arrival in, nothing waiting or running), NaN until then. */
  private double overSeconds = Double.NaN;
  /** When the last arrival, finish, checkpoint or decision happened. */
  private double lastEventSeconds;

  Engine(Platform platform, Catalogue catalogue, Workload workload, Policy policy, SimulationSettings settings,
      Trace trace, PlanSource plans) {
    this.policy = policy;
    this.triggers = policy.triggers();
    this.settings = settings;
    List<Arrival> arrivals = workload.arrivals();
    this.dc = new DataCentre(platform, catalogue, policy, settings, trace, loop, arrivals.size(), this::jobFinished);
    this.view = new PolicyView(dc, plans);
    dc.jobs = jobs(platform, catalogue, arrivals);
    this.arrivalsLeft = dc.jobs.length;
    if (dc.jobs.length > 0) {
      loop.schedule(dc.jobs[0].arrivalSeconds(), ARRIVALS, new ArrivalEvent(this, dc.jobs[0]));
    }
    if (triggers.periodSeconds() > 0) {
      loop.schedule(triggers.periodSeconds(), CHECKPOINTS, new PeriodicEvent(this));
    }
    loop.schedule(0, SAMPLES, new SampleEvent(this));
    noteEvent();
  }

  /** The run's jobs; what the model says of each template on each core type a node has is read once. */
  private JobRun[] jobs(Platform platform, Catalogue catalogue, List<Arrival> arrivals) {
    boolean[] used = new boolean[platform.coreTypes().size()];
    for (int n = 0; n < dc.coreTypeOfNode.length; n++) {
      used[dc.coreTypeOfNode[n]] = true;
    }
    Map<String, JobTemplate> templates = new HashMap<>();
    catalogue.templates().forEach(t -> templates.put(t.id(), t));
    Map<String, TemplateRuns> ofTemplate = new HashMap<>(); // made at a template's first arrival
    JobRun[] jobs = new JobRun[arrivals.size()];
    for (int i = 0; i < jobs.length; i++) {
      Arrival a = arrivals.get(i);
      TemplateRuns shared = ofTemplate.get(a.templateId());
      if (shared == null) {
        JobTemplate t = templates.get(a.templateId());
        if (t == null) {
          throw new IllegalArgumentException(
              "arrival " + a.id() + " names template " + a.templateId() + ", which catalogue " + catalogue.name() + " lacks");
        }
        TemplateOnCoreType[] fits = new TemplateOnCoreType[used.length];
        for (int k = 0; k < fits.length; k++) {
          CoreType type = platform.coreTypes().get(k);
          fits[k] = used[k] ? new TemplateOnCoreType(t, type, catalogue.executionModel(), platform.interconnect()) : null;
        }
        shared = new TemplateRuns(t, fits, TemplateWork.of(t));
        ofTemplate.put(a.templateId(), shared);
      }
      jobs[i] = new JobRun(dc, i, a, shared.template, shared.fits, shared.work);
    }
    return jobs;
  }

  /**
   * Runs to the end: the stop time if there is one, else the moment the last job left (finished or
   * was rejected), so that no idle time after it is charged to the run; if jobs are still waiting
   * when nothing more can happen, the last arrival, finish, checkpoint or decision.
   */
  SimulationResult run() {
    boolean stops = Double.isFinite(settings.stopSeconds());
    if (stops) {
      loop.runUntil(settings.stopSeconds());
    } else {
      loop.run();
    }
    double end = stops ? loop.now() : Double.isNaN(overSeconds) ? lastEventSeconds : overSeconds;
    for (JobRun job : dc.jobs) {
      if (dc.records[job.index()] == null && job.state != JobRun.State.EXPECTED) {
        JobStatus status = stops ? JobStatus.UNFINISHED : job.hasStarted() ? JobStatus.ABANDONED : JobStatus.REJECTED_IN_QUEUE;
        JobRecord r = dc.record(job, status);
        if (job.state == JobRun.State.RUNNING) {
          r = r.withValueAndEnergy(0, job.energySoFar());
        }
        dc.records[job.index()] = r;
      }
    }
    List<JobRecord> arrived = new ArrayList<>();
    for (JobRecord r : dc.records) {
      if (r != null) {
        arrived.add(r);
      }
    }
    samples.removeIf(s -> s.seconds() > end);
    samples.add(sample(end));
    return new SimulationResult(policy.name(), arrived, samples, settings.seed(), maxValues(),
        timing.result(dc.jobs.length - arrivalsLeft), dc.levelTaskSeconds.clone());
  }

  private double maxValues() {
    double sum = 0;
    for (JobRun j : dc.jobs) {
      if (j.state != JobRun.State.EXPECTED) {
        sum += j.valueCurve().maxValue();
      }
    }
    return sum;
  }

  // ---- events

  /** A job arrives; the next arrival is scheduled only now, to keep the event queue short. */
  private void arrive(JobRun job) {
    dc.arrived(job);
    long start = System.nanoTime();
    policy.arrived(job);
    timing.tookIn(System.nanoTime() - start);
    arrivalsLeft--;
    if (job.index() + 1 < dc.jobs.length) {
      JobRun next = dc.jobs[job.index() + 1];
      loop.schedule(next.arrivalSeconds(), ARRIVALS, new ArrivalEvent(this, next));
    }
    if (triggers.onEvents()) {
      requestDecision();
    }
    noteEvent();
  }

  private void jobFinished() {
    if (triggers.onEvents()) {
      requestDecision();
    }
    noteEvent();
  }

  /** Something happened now: the run lasts at least until now, and is over if no job is left. */
  private void noteEvent() {
    lastEventSeconds = loop.now();
    if (Double.isNaN(overSeconds) && !active()) {
      overSeconds = loop.now();
    }
  }

  private boolean active() {
    return arrivalsLeft > 0 || !dc.waiting.isEmpty() || !dc.running.isEmpty();
  }

  private void periodic() {
    if (arrivalsLeft == 0 && dc.running.isEmpty() && dc.changes == changesAtLastPeriod) {
      return; // nothing can change any more: stop, or the loop would never end
    }
    changesAtLastPeriod = dc.changes;
    view.setCheckpoint(true);
    if (triggers.periodIsCheckpoint() && settings.checkpointPauseSeconds() > 0) {
      JobRun[] paused = new JobRun[dc.running.size()];
      int[] versions = new int[paused.length];
      int n = 0;
      loop.beginBatch(); // every running task stops: its finish event is cancelled
      for (JobRun job : dc.running) {
        if (!job.isPaused()) {
          paused[n] = job;
          versions[n++] = job.pauseUntilResumed();
        }
      }
      loop.endBatch();
      if (n > 0) {
        loop.schedule(loop.now() + settings.checkpointPauseSeconds(), TASKS,
            new CheckpointEnd(loop, Arrays.copyOf(paused, n), Arrays.copyOf(versions, n)));
      }
    }
    requestDecision();
    if (active()) {
      loop.schedule(loop.now() + triggers.periodSeconds(), CHECKPOINTS, new PeriodicEvent(this));
    }
    noteEvent();
  }

  private void requestDecision() {
    if (!decisionPending) {
      decisionPending = true;
      loop.schedule(loop.now(), DECISIONS, new DecisionEvent(this));
    }
  }

  private void decide() {
    decisionPending = false;
    long start = System.nanoTime();
    policy.decide(view);
    timing.decided(System.nanoTime() - start);
    view.setCheckpoint(false);
    noteEvent();
  }

  private void takeSample() {
    if (!Double.isNaN(overSeconds) && !Double.isFinite(settings.stopSeconds())) {
      return; // the run ended when its last job left
    }
    samples.add(sample(loop.now()));
    dc.trace.clockReached(loop.now());
    if (active() && loop.pending() > 0) { // with nothing else to come, nothing can change any more
      loop.schedule(loop.now() + settings.powerSampleSeconds(), SAMPLES, new SampleEvent(this));
    }
  }

  private EnergySample sample(double at) {
    double[] joules = new double[EnergyKind.values().length];
    for (EnergyKind kind : EnergyKind.values()) {
      joules[kind.ordinal()] = dc.cores.meter().joules(kind, at);
    }
    return new EnergySample(at, joules);
  }

  private record ArrivalEvent(Engine engine, JobRun job) implements Event {
    @Override
    public void fire() {
      engine.arrive(job);
    }
  }

  /**
   * The end of a checkpoint's pauses: the jobs it paused resume in the order they were paused,
   * their tasks' finish events scheduled in one batch.
   */
  /** What the jobs of one template share: the template, its fit on each core type with nodes, its work. */
  private record TemplateRuns(JobTemplate template, TemplateOnCoreType[] fits, TemplateWork work) {}

  private record CheckpointEnd(EventLoop loop, JobRun[] jobs, int[] versions) implements Event {
    @Override
    public void fire() {
      loop.beginBatch();
      for (int i = 0; i < jobs.length; i++) {
        jobs[i].resume(versions[i]);
      }
      loop.endBatch();
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
}
