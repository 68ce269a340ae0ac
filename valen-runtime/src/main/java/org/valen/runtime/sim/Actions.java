package org.valen.runtime.sim;

import java.util.Locale;
import org.valen.model.schedule.Allocations;
import org.valen.model.platform.CoreType;
import org.valen.runtime.policy.IllegalDecisionException;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Plan;

/**
 * A policy's actions, checked before they change the {@link DataCentre}: the kernel guards the
 * invariants (a core used once, a plan the node can run, a job in the state the action needs) and
 * refuses anything else with an {@link IllegalDecisionException} that names the policy, the time,
 * the job and the reason.
 */
final class Actions {
  private final DataCentre dc;

  Actions(DataCentre dc) {
    this.dc = dc;
  }

  void allocate(JobView view, int node, Plan plan) {
    JobRun job = own(view, "allocate", JobRun.State.WAITING);
    TemplateOnCoreType fit = checkPlan("allocate", job, node, plan);
    if (plan.usedCores() > dc.cores.freeCores(node)) {
      throw refused("allocate", job, "its plan needs " + plan.usedCores() + " cores and node " + nodeId(node)
          + " has " + dc.cores.freeCores(node) + " free");
    }
    dc.start(job, node, plan, fit, -1);
    dc.leftWaiting(job);
  }

  void enqueue(JobView view, int node, Plan plan) {
    JobRun job = own(view, "enqueue", JobRun.State.WAITING);
    checkPlan("enqueue", job, node, plan);
    if (plan.usedCores() > dc.cores.totalCores(node)) {
      throw refused("enqueue", job, "its plan needs " + plan.usedCores() + " cores and node " + nodeId(node)
          + " has only " + dc.cores.totalCores(node));
    }
    job.queued(node, -1, plan);
    dc.leftWaiting(job);
    dc.queues.addToNode(node, job);
    dc.changes++;
    dc.startQueued(node);
  }

  void enqueueOnCore(JobView view, int node, int core, Plan plan) {
    JobRun job = own(view, "enqueue on a core", JobRun.State.WAITING);
    checkPlan("enqueue on a core", job, node, plan);
    if (plan.usedCores() != 1) {
      throw refused("enqueue on a core", job, "its plan uses " + plan.usedCores() + " cores; a core queue takes one-core plans");
    }
    if (core < 0 || core >= dc.cores.totalCores(node)) {
      throw refused("enqueue on a core", job, "node " + nodeId(node) + " has no core " + core);
    }
    int global = dc.cores.firstCore(node) + core;
    job.queued(node, global, plan);
    dc.leftWaiting(job);
    dc.queues.addToCore(node, global, job);
    dc.changes++;
    dc.startQueued(node);
  }

  void withdraw(JobView view) {
    JobRun job = own(view, "withdraw", JobRun.State.QUEUED);
    dc.queues.remove(job, job.node());
    job.queued(-1, -1, null);
    dc.waitsAgain(job);
    dc.changes++;
  }

  void reallocate(JobView view, int node, Plan plan, double overheadSeconds) {
    JobRun job = own(view, "reallocate", JobRun.State.RUNNING);
    if (!(overheadSeconds >= 0) || Double.isInfinite(overheadSeconds)) {
      throw refused("reallocate", job, "the overhead must be a finite number of seconds >= 0, was " + overheadSeconds);
    }
    TemplateOnCoreType fit = checkPlan("reallocate", job, node, plan);
    int own = 0;
    int[] held = job.cores();
    for (int core : held) {
      own += dc.cores.nodeOf(core) == node ? 1 : 0;
    }
    if (plan.usedCores() > dc.cores.freeCores(node) + own) {
      throw refused("reallocate", job, "its plan needs " + plan.usedCores() + " cores and node " + nodeId(node)
          + " has " + (dc.cores.freeCores(node) + own) + " free or its own");
    }
    int[] picked = dc.cores.pick(node, plan.usedCores(), held);
    int oldNode = job.node();
    dc.changes++;
    job.start(node, plan, picked, fit, overheadSeconds);
    if (oldNode != node) {
      dc.startQueued(oldNode);
    }
  }

  void preempt(JobView view, boolean sameCoreType) {
    JobRun job = own(view, "preempt", JobRun.State.RUNNING);
    int node = job.node();
    dc.running.remove(job);
    job.preempt(sameCoreType ? dc.coreTypeOfNode[node] : -1);
    dc.waitsAgain(job);
    dc.changes++;
    dc.startQueued(node);
  }

  void drop(JobView view) {
    JobRun job = own(view, "drop");
    if (job.state == JobRun.State.QUEUED) {
      withdraw(job);
    }
    if (job.state != JobRun.State.WAITING) {
      throw refused("drop", job, "it is neither waiting nor queued (" + job.state + ")");
    }
    job.state = JobRun.State.DONE;
    dc.leftWaiting(job);
    dc.records[job.index()] = dc.record(job, job.hasStarted() ? JobStatus.ABANDONED : JobStatus.REJECTED_IN_QUEUE);
    dc.changes++;
  }

  private JobRun own(JobView view, String action) {
    if (!(view instanceof JobRun job) || !job.belongsTo(dc)) {
      throw new IllegalDecisionException(dc.policy.name(), "cannot " + action + " a job of another simulation: " + view);
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
    if (node < 0 || node >= dc.cores.nodeCount()) {
      throw refused(action, job, "there is no node " + node);
    }
    CoreType type = dc.cores.typeOfNode(node);
    int tasks = job.template().taskCount();
    if (plan.taskToCore().length != tasks) {
      throw refused(action, job, "its plan maps " + plan.taskToCore().length + " tasks, the job has " + tasks);
    }
    if (plan.hasTaskOrder()) {
      java.util.Optional<String> problem = Allocations.orderProblem(job.template(), plan.taskOrderView());
      if (problem.isPresent()) {
        throw refused(action, job, "its task order is not a topological order of the job: " + problem.get());
      }
    }
    for (int c = 0; c < plan.usedCores(); c++) {
      if (plan.levelOf(c) < 0 || plan.levelOf(c) >= type.levelCount()) {
        throw refused(action, job, "core type " + type.id() + " has no level " + plan.levelOf(c));
      }
    }
    if (job.resumeCoreType() >= 0 && job.resumeCoreType() != dc.coreTypeOfNode[node]) {
      throw refused(action, job, "it was preempted to resume on core type "
          + dc.platform.coreTypes().get(job.resumeCoreType()).id() + ", and node " + nodeId(node) + " is of " + type.id());
    }
    TemplateOnCoreType fit = dc.onCoreType(job, node);
    if (!fit.runs()) {
      for (int t = 0; t < tasks; t++) {
        if (!dc.model().canRun(job.template().task(t), type)) {
          throw refused(action, job, "task " + job.template().task(t).id() + " cannot run on core type " + type.id());
        }
      }
    }
    return fit;
  }

  private String nodeId(int node) {
    return dc.platform.nodes().get(node).id();
  }

  private IllegalDecisionException refused(String action, JobRun job, String why) {
    return new IllegalDecisionException(dc.policy.name(),
        "at " + dc.now() + " s: cannot " + action + " job " + job.id() + ": " + why);
  }
}
