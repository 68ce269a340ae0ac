package org.valen.model.importer;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.valen.model.generate.ValueCurveParameters;
import org.valen.model.io.JsonFile;
import org.valen.model.io.JsonIn;
import org.valen.model.io.NumberRule;
import org.valen.model.io.Problems;
import org.valen.model.job.DataEdge;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.TaskGraphs;

/**
 * Reads a real workflow execution in WfCommons' WfFormat 1.5 (the WfInstances traces) as a job
 * template:
 *
 * <ul>
 *   <li>tasks and dependencies from {@code workflow.specification.tasks[]}: {@code id}, {@code
 *       parents}, {@code children} (both lists are read; an edge named by either counts once);
 *   <li>a task's reference time is its measured {@code runtimeInSeconds} from {@code
 *       workflow.execution.tasks[]}, taken as its time at the platform's fastest level;
 *   <li>an edge carries the bytes of the files the parent writes ({@code outputFiles}) and the
 *       child reads ({@code inputFiles}), sizes from {@code workflow.specification.files[]
 *       .sizeInBytes}; a file without a size counts 0;
 *   <li>the task type is the execution's {@code command.program}, else the id without its {@code
 *       _ID…} suffix; the job's migration state is the largest {@code memoryInBytes} of a task (0
 *       if none is given).
 * </ul>
 *
 * Fields it does not use are ignored (this is a foreign format). Every problem of the file is
 * reported at once with its JSON path: malformed JSON, another schema version, missing ids or
 * runtimes, unknown parents or children, repeated ids, cycles.
 */
public final class WfFormatImporter {
  /** The schema version read. */
  public static final String SCHEMA_VERSION = "1.5";
  private static final String SPECIFICATION = "$.workflow.specification";

  private WfFormatImporter() {}

  /** A specification task as read. */
  private record SpecTask(JsonIn at, String id, List<JsonIn> parents, List<JsonIn> children,
      List<String> inputFiles, List<String> outputFiles) {}

  /** What the execution measured of a task. */
  private record Measured(double runtimeSeconds, Optional<String> program, double memoryBytes) {}

  /**
   * Reads {@code file} as template {@code templateId}.
   *
   * @throws org.valen.model.io.InvalidInputException with every problem of the file
   */
  public static JobTemplate read(String file, String templateId, ValueCurveParameters curves) {
    JsonFile json = JsonFile.load(file);
    Optional<JobTemplate> template = json.root().flatMap(root -> read(root, templateId, curves));
    json.problems().throwIfAny();
    return template.orElseThrow();
  }

  private static Optional<JobTemplate> read(JsonIn root, String templateId, ValueCurveParameters curves) {
    Problems problems = root.problems();
    String version = root.has("schemaVersion") ? root.node().get("schemaVersion").asText() : "";
    if (!version.equals(SCHEMA_VERSION)) {
      root.problem("schemaVersion", version.isEmpty() ? "no schemaVersion" : "\"" + version + "\"",
          "\"" + SCHEMA_VERSION + "\" (WfFormat 1.5: workflow.specification and workflow.execution)");
      return Optional.empty();
    }
    JsonIn workflow = root.object("workflow");
    JsonIn specification = workflow.object("specification");
    Map<String, Double> fileBytes = fileSizes(specification);
    List<SpecTask> tasks = specificationTasks(specification);
    Map<String, Measured> measured = measurements(workflow.object("execution"));
    if (tasks.stream().map(SpecTask::id).distinct().count() < tasks.size()) {
      return Optional.empty(); // parents and children cannot be told apart: reported as repeated ids
    }
    return build(tasks, measured, fileBytes, templateId, curves, problems);
  }

  private static Map<String, Double> fileSizes(JsonIn specification) {
    Map<String, Double> sizes = new HashMap<>();
    if (specification.has("files")) {
      for (JsonIn f : specification.array("files")) {
        String id = f.text("id");
        sizes.put(id, f.number("sizeInBytes", 0, NumberRule.NON_NEGATIVE));
      }
    }
    return sizes;
  }

  private static List<SpecTask> specificationTasks(JsonIn specification) {
    List<SpecTask> tasks = new ArrayList<>();
    Map<String, String> pathById = new HashMap<>();
    for (JsonIn t : specification.nonEmptyArray("tasks")) {
      String id = t.text("id");
      String earlier = pathById.putIfAbsent(id, t.path());
      if (earlier != null) {
        t.problem("id", "\"" + id + "\", already the id of " + earlier, "a task id used once");
      }
      tasks.add(new SpecTask(t, id, optionalArray(t, "parents"), optionalArray(t, "children"),
          texts(optionalArray(t, "inputFiles")), texts(optionalArray(t, "outputFiles"))));
    }
    return tasks;
  }

  private static Map<String, Measured> measurements(JsonIn execution) {
    Map<String, Measured> measured = new HashMap<>();
    for (JsonIn t : execution.array("tasks")) {
      String id = t.text("id");
      double runtime = t.number("runtimeInSeconds", NumberRule.NON_NEGATIVE);
      Optional<String> program = t.optionalObject("command").flatMap(c -> c.optionalText("program"));
      measured.put(id, new Measured(runtime, program, t.number("memoryInBytes", 0, NumberRule.NON_NEGATIVE)));
    }
    return measured;
  }

  private static List<JsonIn> optionalArray(JsonIn in, String field) {
    return in.has(field) ? in.array(field) : List.of();
  }

  private static List<String> texts(List<JsonIn> values) {
    return values.stream().map(JsonIn::text).toList();
  }

  private static Optional<JobTemplate> build(List<SpecTask> tasks, Map<String, Measured> measured,
      Map<String, Double> fileBytes, String templateId, ValueCurveParameters curves, Problems problems) {
    Map<String, SpecTask> byId = new LinkedHashMap<>();
    tasks.forEach(t -> byId.put(t.id(), t));
    Set<List<String>> edges = new LinkedHashSet<>();
    for (SpecTask t : tasks) {
      if (!measured.containsKey(t.id())) {
        t.at().problem("id", "task \"" + t.id() + "\" with no entry in $.workflow.execution.tasks",
            "a measured runtimeInSeconds for every task");
      }
      for (JsonIn p : t.parents()) {
        otherTask(p, t, byId).ifPresent(parent -> edges.add(List.of(parent, t.id())));
      }
      for (JsonIn c : t.children()) {
        otherTask(c, t, byId).ifPresent(child -> edges.add(List.of(t.id(), child)));
      }
    }
    if (!problems.isEmpty()) {
      return Optional.empty();
    }
    List<DataEdge> dataEdges = edges.stream()
        .map(e -> new DataEdge(e.get(0), e.get(1), sharedBytes(byId.get(e.get(0)), byId.get(e.get(1)), fileBytes)))
        .toList();
    Optional<List<String>> cycle = TaskGraphs.findCycle(List.copyOf(byId.keySet()), dataEdges);
    if (cycle.isPresent()) {
      problems.add(SPECIFICATION + ".tasks", "the cycle " + String.join(" -> ", cycle.get()),
          "an acyclic task graph (a job is a DAG)");
      return Optional.empty();
    }
    JobTemplate.Builder b = JobTemplate.builder(templateId)
        .migrationBytes(measured.values().stream().mapToDouble(Measured::memoryBytes).max().orElse(0));
    for (SpecTask t : tasks) {
      Measured m = measured.get(t.id());
      b.task(t.id(), m.program().orElse(t.id().replaceFirst("_ID\\d+$", "")), m.runtimeSeconds());
    }
    dataEdges.forEach(e -> b.edge(e.sourceTaskId(), e.targetTaskId(), e.dataBytes()));
    return problems.attempt(SPECIFICATION + ".tasks", "at least one task with runtimeInSeconds > 0",
        () -> ImportedTemplates.withMidpointCurve(b, curves));
  }

  /** The id a parent or child names, if it is another task of the workflow. */
  private static Optional<String> otherTask(JsonIn reference, SpecTask of, Map<String, SpecTask> byId) {
    String id = reference.text();
    if (!byId.containsKey(id) || id.equals(of.id())) {
      reference.problem("\"" + id + "\"" + (id.equals(of.id()) ? ", the task itself" : ""),
          "the id of another task in " + SPECIFICATION + ".tasks");
      return Optional.empty();
    }
    return Optional.of(id);
  }

  private static double sharedBytes(SpecTask parent, SpecTask child, Map<String, Double> fileBytes) {
    Set<String> written = new LinkedHashSet<>(parent.outputFiles());
    return child.inputFiles().stream().distinct().filter(written::contains)
        .mapToDouble(f -> fileBytes.getOrDefault(f, 0.0)).sum();
  }
}
