package org.valen.external;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.WaitingOrder;

/**
 * The whole state a Java policy sees, at once (the {@code "snapshot"} question): for tests and
 * debugging, so that a client can check that the copy it keeps from the changes equals the
 * kernel's. Costly on a long queue; a policy never needs it.
 */
final class Snapshot {
  private Snapshot() {}

  static void write(JsonGenerator out, DecisionContext context, JobTable jobs, PlanTable plans) throws IOException {
    out.writeObjectFieldStart("snapshot");
    out.writeArrayFieldStart("freeCores");
    for (int n = 0; n < context.nodeCount(); n++) {
      out.writeNumber(context.freeCores(n));
    }
    out.writeEndArray();
    List<JobView> present = new ArrayList<>(context.running());
    out.writeArrayFieldStart("queues");
    for (int n = 0; n < context.nodeCount(); n++) {
      indexes(out, context.queue(n));
      present.addAll(context.queue(n));
    }
    out.writeEndArray();
    out.writeArrayFieldStart("coreQueues");
    for (int n = 0; n < context.nodeCount(); n++) {
      for (int c = 0; c < context.totalCores(n); c++) {
        List<? extends JobView> queue = context.coreQueue(n, c);
        if (!queue.isEmpty()) {
          out.writeStartArray();
          out.writeNumber(n);
          out.writeNumber(c);
          indexes(out, queue);
          out.writeEndArray();
          present.addAll(queue);
        }
      }
    }
    out.writeEndArray();
    out.writeArrayFieldStart("running");
    for (JobView job : context.running()) {
      out.writeNumber(job.index());
    }
    out.writeEndArray();
    out.writeObjectFieldStart("waiting");
    for (WaitingOrder order : WaitingOrder.values()) {
      out.writeFieldName(order.name());
      indexes(out, context.waiting(order));
      for (int type = 0; type < context.platform().coreTypes().size(); type++) {
        out.writeFieldName(order.name() + "/" + type);
        indexes(out, context.waiting(order, type));
      }
    }
    out.writeEndObject();
    context.waiting().forEach(present::add);
    out.writeArrayFieldStart("jobs");
    for (JobView job : present) {
      jobs.writeState(out, job, plans);
    }
    out.writeEndArray();
    out.writeEndObject();
  }

  private static void indexes(JsonGenerator out, Iterable<? extends JobView> list) throws IOException {
    out.writeStartArray();
    for (JobView job : list) {
      out.writeNumber(job.index());
    }
    out.writeEndArray();
  }
}
