package org.valen.external;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;

/**
 * What changed since the kernel's last message to the process, so that the process keeps a copy
 * of what a Java policy sees without being sent the whole state each time. Every change of a job's
 * state or a node's cores or queues comes through the policy — its hooks ({@code arrived},
 * {@code finished}, {@code lastLook}, told of every job that starts from a queue) or its own
 * actions — so marking the jobs and nodes touched there, and reading their state when the next
 * message is written, sends every change and nothing else.
 */
final class ChangeLog {
  private final JobTable jobs;
  private final PlanTable plans;
  private final List<JobView> arrived = new ArrayList<>();
  /** Hook calls in order: job index, and whether it arrived (else it finished). */
  private final List<int[]> events = new ArrayList<>();
  private int[] dirtyJobs = new int[64];
  private int dirtyJobCount;
  private boolean[] jobIsDirty = new boolean[64];
  private final int[] dirtyNodes;
  private int dirtyNodeCount;
  private final boolean[] nodeIsDirty;
  /** Whether the policy ever queued a job on a core: only then are core queues sent. */
  private boolean coreQueuesUsed;
  /**
   * The jobs last said to be running: one may finish between the kernel's messages before the
   * policy's {@code finished} hook is told (a queued job's last look comes first), so each message
   * looks at them again.
   */
  private final Set<JobView> saidRunning = new LinkedHashSet<>();

  ChangeLog(JobTable jobs, PlanTable plans, int nodes) {
    this.jobs = jobs;
    this.plans = plans;
    this.dirtyNodes = new int[nodes];
    this.nodeIsDirty = new boolean[nodes];
    for (int n = 0; n < nodes; n++) {
      node(n); // the first message tells every node's free cores
    }
  }

  /** {@code job} arrived: it is described, and waits (which needs no state record: until the next message nothing else can befall it). */
  void arrived(JobView job) {
    arrived.add(job);
    events.add(new int[] {job.index(), 1});
  }

  void finished(JobView job) {
    events.add(new int[] {job.index(), 0});
    job(job);
    node(job.node());
  }

  void coreQueueUsed() {
    coreQueuesUsed = true;
  }

  /** {@code job}'s state may have changed. */
  void job(JobView job) {
    int i = job.index();
    if (i >= jobIsDirty.length) {
      jobIsDirty = Arrays.copyOf(jobIsDirty, Math.max(i + 1, 2 * jobIsDirty.length));
    }
    if (!jobIsDirty[i]) {
      jobIsDirty[i] = true;
      if (dirtyJobCount == dirtyJobs.length) {
        dirtyJobs = Arrays.copyOf(dirtyJobs, 2 * dirtyJobs.length);
      }
      dirtyJobs[dirtyJobCount++] = i;
    }
  }

  /** Node {@code node}'s free cores or queues may have changed; -1 is no node. */
  void node(int node) {
    if (node >= 0 && !nodeIsDirty[node]) {
      nodeIsDirty[node] = true;
      dirtyNodes[dirtyNodeCount++] = node;
    }
  }

  /** Writes {@code "changes"} (if anything changed) as {@code context} shows them now, and forgets them. */
  void write(JsonGenerator out, DecisionContext context) throws IOException {
    for (JobView job : saidRunning) {
      if (!job.isRunning()) {
        job(job);
        node(job.node());
      }
    }
    if (arrived.isEmpty() && events.isEmpty() && dirtyJobCount == 0 && dirtyNodeCount == 0) {
      return;
    }
    out.writeObjectFieldStart("changes");
    if (!arrived.isEmpty()) {
      out.writeArrayFieldStart("arrived");
      for (JobView job : arrived) {
        jobs.writeDescription(out, job);
      }
      out.writeEndArray();
      arrived.clear();
    }
    if (!events.isEmpty()) {
      out.writeArrayFieldStart("events");
      for (int[] e : events) {
        out.writeStartObject();
        out.writeStringField("event", e[1] == 1 ? "arrived" : "finished");
        out.writeNumberField("job", e[0]);
        out.writeEndObject();
      }
      out.writeEndArray();
      events.clear();
    }
    if (dirtyJobCount > 0) {
      out.writeArrayFieldStart("jobs");
      for (int k = 0; k < dirtyJobCount; k++) {
        int i = dirtyJobs[k];
        jobIsDirty[i] = false;
        JobView job = jobs.job(i);
        jobs.writeState(out, job, plans);
        saidRunning.remove(job);
        if (job.isRunning()) {
          saidRunning.add(job);
        }
      }
      out.writeEndArray();
      dirtyJobCount = 0;
    }
    if (dirtyNodeCount > 0) {
      out.writeArrayFieldStart("nodes");
      for (int k = 0; k < dirtyNodeCount; k++) {
        int n = dirtyNodes[k];
        nodeIsDirty[n] = false;
        writeNode(out, context, n);
      }
      out.writeEndArray();
      dirtyNodeCount = 0;
    }
    out.writeEndObject();
  }

  private void writeNode(JsonGenerator out, DecisionContext context, int n) throws IOException {
    out.writeStartObject();
    out.writeNumberField("node", n);
    out.writeNumberField("freeCores", context.freeCores(n));
    out.writeArrayFieldStart("queue");
    for (JobView q : context.queue(n)) {
      out.writeNumber(q.index());
    }
    out.writeEndArray();
    if (coreQueuesUsed) {
      out.writeArrayFieldStart("coreQueues");
      for (int c = 0; c < context.totalCores(n); c++) {
        List<? extends JobView> queue = context.coreQueue(n, c);
        if (!queue.isEmpty()) {
          out.writeStartArray();
          out.writeNumber(c);
          out.writeStartArray();
          for (JobView q : queue) {
            out.writeNumber(q.index());
          }
          out.writeEndArray();
          out.writeEndArray();
        }
      }
      out.writeEndArray();
    }
    out.writeEndObject();
  }
}
