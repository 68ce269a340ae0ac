package org.valen.external;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.JobTemplate;
import org.valen.runtime.policy.JobView;

/**
 * The jobs of the run as the kernel gave them to the policy, by index (arrival order), and how
 * they are written to the process: a job's description once, when it arrives, and its state each
 * time it changes.
 */
final class JobTable {
  private final Map<String, Integer> templateIndex = new HashMap<>();
  private final ObjectMapper mapper;
  private JobView[] jobs = new JobView[256];

  JobTable(List<JobTemplate> templates, ObjectMapper mapper) {
    this.mapper = mapper;
    for (JobTemplate t : templates) {
      templateIndex.put(t.id(), templateIndex.size());
    }
  }

  void add(JobView job) {
    if (job.index() >= jobs.length) {
      jobs = Arrays.copyOf(jobs, Math.max(job.index() + 1, 2 * jobs.length));
    }
    jobs[job.index()] = job;
  }

  /** The job of index {@code index}, or null if no such job has arrived. */
  JobView job(int index) {
    return index >= 0 && index < jobs.length ? jobs[index] : null;
  }

  /** What never changes: ids, template, arrival, value curve and the keys of the waiting orders. */
  void writeDescription(JsonGenerator out, JobView job) throws IOException {
    out.writeStartObject();
    out.writeNumberField("job", job.index());
    out.writeStringField("id", job.id());
    out.writeNumberField("template", templateIndex.get(job.template().id()));
    out.writeNumberField("arrivalSeconds", job.arrivalSeconds());
    out.writeNumberField("deadlineSeconds", job.deadlineSeconds());
    double expiry = job.arrivalSeconds() + job.valueCurve().zeroAfterSeconds();
    if (Double.isFinite(expiry)) {
      out.writeNumberField("expirySeconds", expiry);
    } else {
      out.writeNullField("expirySeconds");
    }
    out.writeNumberField("maxValue", job.valueCurve().maxValue());
    out.writeFieldName("valueCurve");
    mapper.writeTree(out, ValenFiles.toJson(job.valueCurve()));
    out.writeEndObject();
  }

  /**
   * What a policy's view of the job says now; the counts and the core type to resume on only when
   * they are not 0 and -1, to keep the most frequent messages short.
   */
  void writeState(JsonGenerator out, JobView job, PlanTable plans) throws IOException {
    out.writeStartObject();
    out.writeNumberField("job", job.index());
    String state = job.isWaiting() ? "waiting" : job.isQueued() ? "queued" : job.isRunning() ? "running" : "done";
    out.writeStringField("state", state);
    if (job.isQueued() || job.isRunning()) {
      out.writeNumberField("node", job.node());
      out.writeNumberField("plan", plans.id(job.plan()));
    }
    if (job.isRunning()) {
      out.writeNumberField("planStartSeconds", job.planStartSeconds());
      out.writeNumberField("doneWorkFractionAtPlanStart", job.doneWorkFractionAtPlanStart());
    }
    if (job.reallocations() != 0) {
      out.writeNumberField("reallocations", job.reallocations());
    }
    if (job.preemptions() != 0) {
      out.writeNumberField("preemptions", job.preemptions());
    }
    if (job.resumeCoreType() >= 0) {
      out.writeNumberField("resumeCoreType", job.resumeCoreType());
    }
    out.writeEndObject();
  }

  /** Index of the template of id {@code id} in the catalogue. */
  int templateIndex(String id) {
    return templateIndex.get(id);
  }
}
