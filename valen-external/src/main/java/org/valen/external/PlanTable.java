package org.valen.external;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.valen.model.exec.DiscretePmf;
import org.valen.runtime.policy.Plan;

/**
 * The plans the kernel has told the process of, by number: a plan is sent whole once (in a
 * message's {@code "newPlans"}) and then named by its number, in offers, in job states, and by the
 * process when it allocates. Equal plans (same cores, levels, order and expectations) share a
 * number.
 */
final class PlanTable {
  private final Map<Plan, Integer> ids = new HashMap<>();
  private final List<Plan> plans = new ArrayList<>();
  private final List<Plan> unsent = new ArrayList<>();

  /** The number of {@code plan}, giving it one (to be sent with the next message) if it has none. */
  int id(Plan plan) {
    Integer id = ids.get(plan);
    if (id == null) {
      id = plans.size();
      ids.put(plan, id);
      plans.add(plan);
      unsent.add(plan);
    }
    return id;
  }

  /** The plan of number {@code id}, or null if the kernel never sent one. */
  Plan plan(int id) {
    return id >= 0 && id < plans.size() ? plans.get(id) : null;
  }

  /** Writes the plans numbered since the last message as {@code "newPlans"}, if any. */
  void writeNew(JsonGenerator out) throws IOException {
    if (unsent.isEmpty()) {
      return;
    }
    out.writeArrayFieldStart("newPlans");
    for (Plan p : unsent) {
      write(out, ids.get(p), p);
    }
    out.writeEndArray();
    unsent.clear();
  }

  private static void write(JsonGenerator out, int id, Plan p) throws IOException {
    out.writeStartObject();
    out.writeNumberField("id", id);
    out.writeFieldName("taskToCore");
    out.writeArray(p.taskToCore(), 0, p.taskCount());
    out.writeFieldName("coreLevels");
    out.writeArray(p.coreLevels(), 0, p.usedCores());
    if (p.hasTaskOrder()) {
      out.writeFieldName("taskOrder");
      out.writeArray(p.taskOrderView(), 0, p.taskCount());
    }
    out.writeNumberField("expectedResponseSeconds", p.expectedResponseSeconds());
    out.writeNumberField("expectedEnergyJoules", p.expectedEnergyJoules());
    if (p.responseTimePmf() != null) {
      writePmf(out, p.responseTimePmf());
    }
    out.writeEndObject();
  }

  private static void writePmf(JsonGenerator out, DiscretePmf pmf) throws IOException {
    out.writeObjectFieldStart("responseTimePmf");
    out.writeNumberField("firstSeconds", pmf.firstSeconds());
    out.writeNumberField("stepSeconds", pmf.stepSeconds());
    out.writeArrayFieldStart("probabilities");
    for (int i = 0; i < pmf.size(); i++) {
      out.writeNumber(pmf.probability(i));
    }
    out.writeEndArray();
    out.writeEndObject();
  }
}
