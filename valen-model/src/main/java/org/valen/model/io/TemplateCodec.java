package org.valen.model.io;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.valen.model.job.DataEdge;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Task;
import org.valen.model.job.TaskGraphs;
import org.valen.model.value.ValueCurve;

/**
 * A job template in JSON: {@code id}, {@code migrationBytes}, {@code valueCurve}, {@code tasks}
 * ({@code id}, {@code type}, {@code referenceSeconds}) and {@code edges} ({@code from}, {@code to},
 * {@code dataBytes}).
 */
final class TemplateCodec {
  private TemplateCodec() {}

  static Optional<JobTemplate> read(JsonIn in, UniqueIds templateIds) {
    int mark = in.problems().count();
    in.requireObject("id", "migrationBytes", "valueCurve", "tasks", "edges");
    String id = templateIds.read(in, "id");
    double migrationBytes = in.number("migrationBytes", 0.0, NumberRule.NON_NEGATIVE);
    Optional<ValueCurve> curve = ValueCurveCodec.read(in.object("valueCurve"));
    UniqueIds taskIds = new UniqueIds("task");
    List<Task> tasks = new ArrayList<>();
    for (JsonIn t : in.nonEmptyArray("tasks")) {
      t.requireObject("id", "type", "referenceSeconds");
      String taskId = taskIds.read(t, "id");
      String type = t.text("type");
      double seconds = t.number("referenceSeconds", NumberRule.NON_NEGATIVE);
      if (!Double.isNaN(seconds) && !"?".equals(taskId) && !"?".equals(type)) {
        tasks.add(new Task(taskId, type, seconds));
      }
    }
    List<DataEdge> edges = new ArrayList<>();
    Map<String, String> edgePaths = new HashMap<>();
    for (JsonIn e : in.array("edges")) {
      readEdge(e, taskIds, edgePaths).ifPresent(edges::add);
    }
    if (in.problems().noneSince(mark)) {
      Optional<List<String>> cycle = TaskGraphs.findCycle(tasks.stream().map(Task::id).toList(), edges);
      if (cycle.isPresent()) {
        List<String> c = cycle.get();
        String closing = edgePaths.get(c.get(c.size() - 2) + "\u0000" + c.get(c.size() - 1));
        in.problems().add(closing, "the cycle " + String.join(" -> ", c),
            "an acyclic task graph (a job is a DAG)");
      }
    }
    if (!in.problems().noneSince(mark)) {
      return Optional.empty();
    }
    JobTemplate.Builder b = JobTemplate.builder(id).valueCurve(curve.orElseThrow()).migrationBytes(migrationBytes);
    tasks.forEach(t -> b.task(t.id(), t.type(), t.referenceSeconds()));
    edges.forEach(e -> b.edge(e.sourceTaskId(), e.targetTaskId(), e.dataBytes()));
    return in.problems().attempt(in.path(), "a valid job template", b::build);
  }

  private static Optional<DataEdge> readEdge(JsonIn e, UniqueIds taskIds, Map<String, String> edgePaths) {
    int mark = e.problems().count();
    e.requireObject("from", "to", "dataBytes");
    String from = e.text("from");
    String to = e.text("to");
    double data = e.number("dataBytes", 0.0, NumberRule.NON_NEGATIVE);
    for (String[] end : new String[][] {{"from", from}, {"to", to}}) {
      if (!"?".equals(end[1]) && !taskIds.contains(end[1])) {
        e.problem(end[0], "\"" + end[1] + "\"", "the id of a task of this job");
      }
    }
    if (from.equals(to) && !"?".equals(from)) {
      e.problem("to", "\"" + to + "\", the edge's own source", "an edge between two different tasks");
    }
    String key = from + "\u0000" + to;
    String earlier = edgePaths.putIfAbsent(key, e.path());
    if (earlier != null) {
      e.problem("a second edge " + from + " -> " + to + " (first at " + earlier + ")", "one edge per pair of tasks");
    }
    return e.problems().noneSince(mark) ? Optional.of(new DataEdge(from, to, data)) : Optional.empty();
  }

  /** A template as JSON; also the template's part of a profile's source hash. */
  static ObjectNode write(JobTemplate t) {
    ObjectNode o = JsonOut.object();
    o.put("id", t.id());
    o.put("migrationBytes", t.migrationBytes());
    o.set("valueCurve", ValueCurveCodec.write(t.valueCurve()));
    ArrayNode tasks = o.putArray("tasks");
    for (Task task : t.tasks()) {
      tasks.addObject().put("id", task.id()).put("type", task.type()).put("referenceSeconds", task.referenceSeconds());
    }
    ArrayNode edges = o.putArray("edges");
    for (DataEdge e : t.edges()) {
      edges.addObject().put("from", e.sourceTaskId()).put("to", e.targetTaskId()).put("dataBytes", e.dataBytes());
    }
    return o;
  }
}
