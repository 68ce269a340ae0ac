package org.valen.runtime.sim;

import java.util.ArrayList;
import java.util.List;
import org.valen.model.exec.ExecutionModel;
import org.valen.model.exec.StochasticExecutionModel;
import org.valen.model.job.Catalogue;
import org.valen.model.platform.Interconnect;
import org.valen.model.platform.Platform;
import org.valen.runtime.kernel.Event;
import org.valen.runtime.kernel.EventLoop;
import org.valen.runtime.policy.Plan;
import org.valen.runtime.policy.Policy;

/**
 * The simulation state of one run — cores, jobs, the waiting list and the queues — and the moves
 * of jobs between them. {@link Actions} checks a policy's requests before they get here; {@link
 * JobRun} and {@link TaskRunner} use the services (clock, cores, power) to run tasks.
 */
final class DataCentre {
  private static final int[] NO_CORES = new int[0];
  final Platform platform;
  final Catalogue catalogue;
  final Policy policy;
  final Trace trace;
  private final EventLoop loop;
  final CoreTable cores;
  private final double[] heldSince;
  private final double[] efficiency;
  /** Index of each node's core type in the platform's core types. */
  final int[] coreTypeOfNode;
  JobRun[] jobs;
  final JobRecord[] records;
  final WaitingList waiting = new WaitingList();
  final WaitingIndex waitingIndex = new WaitingIndex(waiting);
  final List<JobRun> running = new ArrayList<>();
  final Queues queues;
  /** Changes of state, so that periodic decisions stop once nothing can change any more. */
  long changes;
  /** Called when a job finished: the engine may ask the policy to decide. */
  private final Runnable onFinish;
  private final SimulationSettings settings;
  /** Seconds of task pieces that ended, by v/f level (0 = fastest), over every core type. */
  final double[] levelTaskSeconds;

  DataCentre(Platform platform, Catalogue catalogue, Policy policy, SimulationSettings settings, Trace trace,
      EventLoop loop, int jobCount, Runnable onFinish) {
    this.settings = settings;
    this.platform = platform;
    this.catalogue = catalogue;
    this.policy = policy;
    this.trace = trace;
    this.loop = loop;
    this.onFinish = onFinish;
    this.cores = new CoreTable(platform, trace, settings.pausePowerShare());
    this.heldSince = new double[cores.coreCount()];
    this.efficiency = new double[cores.coreCount()];
    for (int c = 0; c < efficiency.length; c++) {
      efficiency[c] = platform.nodes().get(cores.nodeOf(c)).powerSupplyEfficiency();
    }
    this.coreTypeOfNode = new int[cores.nodeCount()];
    for (int n = 0; n < coreTypeOfNode.length; n++) {
      coreTypeOfNode[n] = platform.coreTypes().indexOf(cores.typeOfNode(n));
    }
    this.queues = new Queues(cores.nodeCount(), cores.coreCount());
    this.records = new JobRecord[jobCount];
    this.levelTaskSeconds = new double[platform.coreTypes().stream().mapToInt(t -> t.levelCount()).max().orElse(1)];
  }

  // ---- services for JobRun and TaskRunner

  /** A piece of a task ran {@code seconds} at {@code level}: P-state residency. */
  void taskRanAtLevel(int level, double seconds) {
    levelTaskSeconds[level] += seconds;
  }

  double now() {
    return loop.now();
  }

  long schedule(double time, int priority, Event event) {
    return loop.schedule(time, priority, event);
  }

  void cancel(long handle) {
    loop.cancel(handle);
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

  /** The actual times of {@code job}'s tasks: a pure function of (seed, arrival index). */
  ActualTimes actualTimes(JobRun job) {
    return ActualTimes.of(settings, job.index(), job.template().taskCount(),
        catalogue.executionModel() instanceof StochasticExecutionModel);
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

  /** What the model says of {@code job}'s template on the core type of {@code node}. */
  TemplateOnCoreType onCoreType(JobRun job, int node) {
    return job.onCoreType(coreTypeOfNode[node]);
  }

  // ---- moves

  void jobFinished(JobRun job) {
    running.remove(job);
    startQueued(job.node());
    double value = job.valueIfCompletedAt(job.finish);
    records[job.index()] = record(job, value > 0 ? JobStatus.COMPLETED : JobStatus.COMPLETED_ZERO_VALUE);
    changes++;
    policy.finished(job);
    onFinish.run();
  }

  /** A job arrived: it waits. */
  void arrived(JobRun job) {
    job.state = JobRun.State.WAITING;
    waiting.arrived(job);
    waitingIndex.added(job);
    changes++;
  }

  /** A waiting job stops waiting (its state has changed already). */
  void leftWaiting(JobRun job) {
    waiting.left(job);
    waitingIndex.removed(job);
  }

  /** A job waits again (its state is WAITING again). */
  void waitsAgain(JobRun job) {
    waiting.returned(job);
    waitingIndex.added(job);
  }

  /** Starts a job on the lowest-numbered free cores of {@code node} (or on {@code core}, if >= 0). */
  void start(JobRun job, int node, Plan plan, TemplateOnCoreType fit, int core) {
    int[] picked = core >= 0 ? new int[] {core} : cores.pick(node, plan.usedCores(), NO_CORES);
    running.add(job);
    changes++;
    job.start(node, plan, picked, fit, 0);
  }

  /**
   * Starts the heads of {@code node}'s core queues on their free cores, then the heads of its node
   * queue while they fit in its free cores; each after the policy's last look, which may cancel it.
   */
  void startQueued(int node) {
    if (queues.hasCoreQueues(node)) {
      for (int c = cores.firstCore(node); c < cores.firstCore(node + 1); c++) {
        JobRun head;
        while (cores.holder(c) == null && (head = queues.coreHead(c)) != null) {
          Plan plan = head.plan();
          boolean starts = policy.lastLook(head, now());
          queues.pollCore(node, c);
          head.queued(-1, -1, null);
          if (starts) {
            start(head, node, plan, onCoreType(head, node), c);
          } else {
            cancel(head);
          }
        }
      }
    }
    List<JobRun> queue = queues.nodeQueue(node);
    while (!queue.isEmpty() && queue.get(0).plan().usedCores() <= cores.freeCores(node)) {
      JobRun head = queue.get(0);
      Plan plan = head.plan();
      boolean starts = policy.lastLook(head, now());
      queue.remove(0);
      head.queued(-1, -1, null);
      if (starts) {
        start(head, node, plan, onCoreType(head, node), -1);
      } else {
        cancel(head);
      }
    }
  }

  /** The last look cancelled {@code job}: cancelled at start, or abandoned if it ran before a preemption. */
  private void cancel(JobRun job) {
    job.state = JobRun.State.DONE;
    records[job.index()] = record(job, job.hasStarted() ? JobStatus.ABANDONED : JobStatus.CANCELLED);
    changes++;
  }

  /** The record of {@code job} leaving with {@code status}. */
  JobRecord record(JobRun job, JobStatus status) {
    boolean started = job.hasStarted();
    double value = status.earnsValue() ? Math.max(0, job.valueIfCompletedAt(job.finish)) : 0;
    return new JobRecord(job.id(), job.template().id(), job.arrivalSeconds(), job.firstStart, job.finish,
        started ? platform.nodes().get(job.lastNode()).id() : "", started && job.plan() != null ? job.plan().usedCores() : 0,
        job.reallocations, job.preemptions, value, job.energyJoules(), status, job.maxValue,
        job.deadline - job.arrivalSeconds(), job.template().totalReferenceSeconds());
  }
}
