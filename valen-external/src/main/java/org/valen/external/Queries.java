package org.valen.external;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.List;
import org.valen.model.job.JobTemplate;
import org.valen.runtime.offers.PlanSource;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Offer;
import org.valen.runtime.policy.Plan;

/**
 * The process's questions, answered from the decision context within the same decision point —
 * offers above all — each as fields of an {@code "answer"} message. What the process keeps a copy
 * of (waiting jobs, free cores, queues) is not asked: {@link ChangeLog} sends it.
 */
final class Queries {
  private final Actions actions;
  private final PlanTable plans;
  private final PlanSource runPlans;
  private final List<JobTemplate> templates;
  private final JobTable jobs;

  Queries(Actions actions, JobTable jobs, PlanTable plans, PlanSource runPlans, List<JobTemplate> templates) {
    this.actions = actions;
    this.jobs = jobs;
    this.plans = plans;
    this.runPlans = runPlans;
    this.templates = templates;
  }

  /** Writes the answer to the question of {@code type}; false if {@code type} is not a question. */
  boolean answer(String type, ProcessMessage m, DecisionContext context, JsonGenerator out) throws IOException {
    switch (type) {
      case "offers" -> offers(m, context, out);
      case "templatePlans" -> templatePlans(m, context, out);
      case "running" -> running(context, out);
      case "progress" -> progress(m, out);
      case "heldCores" -> {
        int node = Actions.node(m, context);
        out.writeArrayFieldStart("heldCores");
        for (int c = 0; c < context.totalCores(node); c++) {
          if (context.isCoreHeld(node, c)) {
            out.writeNumber(c);
          }
        }
        out.writeEndArray();
      }
      case "energy" -> out.writeNumberField("energyJoules", context.energyJoules());
      case "snapshot" -> Snapshot.write(out, context, jobs, plans);
      default -> {
        return false;
      }
    }
    return true;
  }

  /** Offers of each query as [plan number, value] pairs, in the kernel's order. */
  private void offers(ProcessMessage m, DecisionContext context, JsonGenerator out) throws IOException {
    out.writeArrayFieldStart("offers");
    for (ProcessMessage q : m.array("queries", "a list of {\"job\", \"node\"[, \"maxCores\", \"startSeconds\"]}")) {
      JobView job = actions.job(q);
      int node = Actions.node(q, context);
      int maxCores = q.has("maxCores") ? q.integer("maxCores", 0, Integer.MAX_VALUE, "a number of cores (>= 0)")
          : context.freeCores(node);
      double start = q.has("startSeconds") ? q.number("startSeconds", "a start time in seconds") : context.now();
      out.writeStartArray();
      for (Offer offer : context.offers(job, node, maxCores, start)) {
        out.writeStartArray();
        out.writeNumber(plans.id(offer.plan()));
        out.writeNumber(offer.value());
        out.writeEndArray();
      }
      out.writeEndArray();
    }
    out.writeEndArray();
  }

  /** The plans the run's offers are made of, for a template on a core type with at most some cores. */
  private void templatePlans(ProcessMessage m, DecisionContext context, JsonGenerator out) throws IOException {
    out.writeArrayFieldStart("templatePlans");
    for (ProcessMessage q : m.array("queries", "a list of {\"template\", \"coreType\", \"maxCores\"}")) {
      int template = q.integer("template", 0, templates.size() - 1,
          "a template's index in the catalogue (0 to " + (templates.size() - 1) + ")");
      int types = context.platform().coreTypes().size();
      int type = q.integer("coreType", 0, types - 1, "a core type's index in the platform (0 to " + (types - 1) + ")");
      int maxCores = q.integer("maxCores", 0, Integer.MAX_VALUE, "a number of cores (>= 0)");
      out.writeStartArray();
      for (Plan p : runPlans.plans(templates.get(template), context.platform().coreTypes().get(type), maxCores)) {
        out.writeNumber(plans.id(p));
      }
      out.writeEndArray();
    }
    out.writeEndArray();
  }

  /** The running jobs in the order they were allocated. */
  private static void running(DecisionContext context, JsonGenerator out) throws IOException {
    out.writeArrayFieldStart("running");
    for (JobView job : context.running()) {
      out.writeNumber(job.index());
    }
    out.writeEndArray();
  }

  /** The monitored and the expected progress of each job asked for, now: [done, expected] work fractions. */
  private void progress(ProcessMessage m, JsonGenerator out) throws IOException {
    out.writeArrayFieldStart("progress");
    for (ProcessMessage q : m.array("jobs", "a list of {\"job\": index}")) {
      JobView job = actions.job(q);
      out.writeStartArray();
      out.writeNumber(job.doneWorkFraction());
      out.writeNumber(job.expectedWorkFraction());
      out.writeEndArray();
    }
    out.writeEndArray();
  }
}
