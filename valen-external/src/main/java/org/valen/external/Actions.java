package org.valen.external;

import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.IllegalDecisionException;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Plan;

/**
 * The process's decisions, applied through the decision context — the same checked actions a
 * Java policy takes, so the kernel refuses an impossible one in the same words — and marked in the
 * {@link ChangeLog}. A refusal, an unknown job, node or plan number, or a plan the kernel cannot
 * take is a {@link ProtocolFault} that says the process made an impossible decision.
 */
final class Actions {
  private final JobTable jobs;
  private final PlanTable plans;
  private final ChangeLog changes;

  Actions(JobTable jobs, PlanTable plans, ChangeLog changes) {
    this.jobs = jobs;
    this.plans = plans;
    this.changes = changes;
  }

  /** Applies the action of {@code type}; false if {@code type} is not an action. */
  boolean apply(String type, ProcessMessage m, DecisionContext context) {
    switch (type) {
      case "allocate", "enqueue" -> {
        JobView job = job(m);
        int node = node(m, context);
        Plan plan = plan(m);
        act(type, () -> {
          if (type.equals("allocate")) {
            context.allocate(job, node, plan);
          } else {
            context.enqueue(job, node, plan);
          }
        });
        touched(job, node);
      }
      case "enqueueOnCore" -> {
        JobView job = job(m);
        int node = node(m, context);
        int core = m.integer("core", 0, Integer.MAX_VALUE, "a core of the node (a whole number from 0)");
        Plan plan = plan(m);
        changes.coreQueueUsed();
        act(type, () -> context.enqueueOnCore(job, node, core, plan));
        touched(job, node);
      }
      case "reallocate" -> {
        JobView job = job(m);
        int node = node(m, context);
        Plan plan = plan(m);
        double overhead = m.number("overheadSeconds", "the migration's overhead in seconds (a number >= 0)");
        int before = job.node();
        act(type, () -> context.reallocate(job, node, plan, overhead));
        touched(job, node);
        changes.node(before);
      }
      case "withdraw", "drop" -> {
        JobView job = job(m);
        int before = job.node();
        act(type, () -> {
          if (type.equals("withdraw")) {
            context.withdraw(job);
          } else {
            context.drop(job);
          }
        });
        touched(job, before);
      }
      case "preempt" -> {
        JobView job = job(m);
        boolean sameCoreType = m.bool("sameCoreType", "true or false: whether the job resumes on its core type only");
        int before = job.node();
        act(type, () -> context.preempt(job, sameCoreType));
        touched(job, before);
      }
      default -> {
        return false;
      }
    }
    return true;
  }

  private void touched(JobView job, int node) {
    changes.job(job);
    changes.node(node);
  }

  private static void act(String type, Runnable action) {
    try {
      action.run();
    } catch (IllegalDecisionException e) {
      throw impossible(type + ": " + e.getMessage(), e);
    }
  }

  JobView job(ProcessMessage m) {
    int index = m.integer("job", 0, Integer.MAX_VALUE, "a job's index (a whole number from 0, in arrival order)");
    JobView job = jobs.job(index);
    if (job == null) {
      throw impossible(m.type() + ": there is no job " + index + " in the system (it has not arrived)", null);
    }
    return job;
  }

  static int node(ProcessMessage m, DecisionContext context) {
    int node = m.integer("node", 0, Integer.MAX_VALUE, "a node's index (a whole number from 0)");
    if (node >= context.nodeCount()) {
      throw impossible(m.type() + ": there is no node " + node + " (the platform has " + context.nodeCount() + ")", null);
    }
    return node;
  }

  /** A plan given by its number (one the kernel sent) or whole, as an object. */
  private Plan plan(ProcessMessage m) {
    ProcessMessage p = m.part("plan", "a plan's number (from an offer) or a plan object");
    if (!p.isObject()) {
      int id = p.asInteger(0, Integer.MAX_VALUE, "a plan's number (from an offer) or a plan object");
      Plan plan = plans.plan(id);
      if (plan == null) {
        throw impossible(m.type() + ": there is no plan " + id + " (plans are numbered as the kernel sends them)", null);
      }
      return plan;
    }
    int[] taskToCore = p.integers("taskToCore", 0, Integer.MAX_VALUE, "the plan core of each task (whole numbers from 0)");
    int[] levels = p.integers("coreLevels", 0, Integer.MAX_VALUE, "the v/f level of each plan core (whole numbers from 0)");
    int[] order = p.has("taskOrder") ? p.integers("taskOrder", 0, Integer.MAX_VALUE, "every task once, in a topological order")
        : new int[0];
    double response = p.number("expectedResponseSeconds", "the expected response time in seconds (> 0)");
    double energy = p.number("expectedEnergyJoules", "the expected energy in joules (>= 0)");
    try {
      return new Plan(taskToCore, levels, response, energy, null, order);
    } catch (IllegalArgumentException e) {
      throw impossible(m.type() + ": its plan is refused: " + e.getMessage(), e);
    }
  }

  static ProtocolFault impossible(String what, Exception cause) {
    return ProtocolFault.impossibleDecision(what, cause);
  }
}
