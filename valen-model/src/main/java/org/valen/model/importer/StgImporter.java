package org.valen.model.importer;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.valen.model.generate.ValueCurveParameters;
import org.valen.model.io.Problems;
import org.valen.model.job.DataEdge;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.TaskGraphs;

/**
 * Reads a task graph of the Standard Task Graph Set (Tobita and Kasahara, J. Scheduling 5(5),
 * 2002) as a job template:
 *
 * <pre>
 *   N                            number of real tasks
 *   0  0  0                      id, time, number of predecessors, predecessors…: the dummy entry
 *   1  9  1  0                   …
 *   N+1  0  k  p1 … pk           the dummy exit
 *   # footer                     lines starting with '#' are comments
 * </pre>
 *
 * <ul>
 *   <li>Times are integer units; a task's reference time is {@code time × secondsPerUnit}
 *       ({@link #DEFAULT_SECONDS_PER_UNIT} = 60: paper 001's tasks run minutes to hours). Without
 *       communication costs the unit changes the scale of a profile, not its allocations.
 *   <li>The dummy entry (task 0) and exit (task N+1) are dropped when they take 0 time — the entry
 *       with no predecessors, the exit with no successors — so the job has the N real tasks and a
 *       profile's core budgets run 1 … N. Edges carry no data (the set has no communication costs).
 *   <li>Task ids are {@code t<id>}, of task type {@value #TASK_TYPE}.
 * </ul>
 *
 * Every problem of the file is reported at once, each with its line: malformed lines, ids out of
 * order, negative times, predecessor counts that do not match, unknown or repeated predecessors,
 * missing or extra task lines, and cycles.
 */
public final class StgImporter {
  /** Reference seconds per STG time unit unless told otherwise. */
  public static final double DEFAULT_SECONDS_PER_UNIT = 60;
  /** Task type of imported tasks. */
  public static final String TASK_TYPE = "stg";

  private static final String TASK_LINE = "integers: id time n_preds pred…";

  private StgImporter() {}

  /** One parsed task line. */
  private record TaskLine(int line, int id, long time, List<Integer> predecessors) {}

  /**
   * Reads {@code file} as template {@code templateId}.
   *
   * @throws org.valen.model.io.InvalidInputException with every problem of the file
   */
  public static JobTemplate read(String file, String templateId, double secondsPerUnit, ValueCurveParameters curves) {
    Problems problems = new Problems(file);
    Optional<JobTemplate> template =
        readLines(file, problems).flatMap(lines -> parse(lines, templateId, secondsPerUnit, curves, problems));
    problems.throwIfAny();
    return template.orElseThrow();
  }

  private static Optional<List<String>> readLines(String file, Problems problems) {
    try {
      return Optional.of(Files.readAllLines(Path.of(file), StandardCharsets.UTF_8));
    } catch (NoSuchFileException e) {
      problems.add("", "no such file (" + file + ")", "an existing STG file");
    } catch (IOException e) {
      problems.add("line 1", "a file that cannot be read (" + e.getMessage() + ")", "a readable text file");
    }
    return Optional.empty();
  }

  static Optional<JobTemplate> parse(List<String> lines, String templateId, double secondsPerUnit,
      ValueCurveParameters curves, Problems problems) {
    int count = -1;
    int taskLines = 0;
    List<TaskLine> tasks = new ArrayList<>();
    int lastLine = 0;
    for (int i = 0; i < lines.size(); i++) {
      String text = lines.get(i).trim();
      if (text.isEmpty() || text.startsWith("#")) {
        continue;
      }
      int line = i + 1;
      lastLine = line;
      if (count < 0) {
        count = taskCount(text, line, problems);
        if (count < 1) {
          return Optional.empty(); // without the count, the other lines cannot be read
        }
      } else if (taskLines < count + 2) {
        taskLine(text, line, taskLines++, count, problems).ifPresent(tasks::add);
      } else {
        problems.add("line " + line, "\"" + cut(text) + "\" after the " + (count + 2) + " task lines",
            "nothing but the '#' footer (the first line says " + count + " tasks)");
      }
    }
    if (count < 0) {
      problems.add("line 1", "no task count", "the number of tasks on the first line");
      return Optional.empty();
    }
    if (taskLines < count + 2) {
      problems.add("line " + (lastLine + 1), taskLines + " task lines",
          (count + 2) + " task lines: the " + count + " tasks of the first line plus the dummy entry and exit");
    }
    return problems.isEmpty() ? build(tasks, count, templateId, secondsPerUnit, curves, problems) : Optional.empty();
  }

  private static int taskCount(String text, int line, Problems problems) {
    try {
      int n = Integer.parseInt(text);
      if (n >= 1) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    problems.add("line " + line, "\"" + cut(text) + "\"", "the number of tasks, an integer >= 1");
    return 0;
  }

  private static Optional<TaskLine> taskLine(String text, int line, int expectedId, int count, Problems problems) {
    String[] tokens = text.split("\\s+");
    long[] v = new long[tokens.length];
    try {
      for (int k = 0; k < tokens.length; k++) {
        v[k] = Long.parseLong(tokens[k]);
      }
    } catch (NumberFormatException e) {
      problems.add("line " + line, "\"" + cut(text) + "\"", TASK_LINE);
      return Optional.empty();
    }
    String at = "line " + line;
    int mark = problems.count();
    if (tokens.length < 3) {
      problems.add(at, "\"" + cut(text) + "\"", TASK_LINE);
      return Optional.empty();
    }
    if (v[0] != expectedId) {
      problems.add(at, "task id " + v[0], "task id " + expectedId + " (tasks numbered 0 … " + (count + 1) + " in order)");
    }
    if (v[1] < 0) {
      problems.add(at, "time " + v[1] + " of task " + v[0], "a time >= 0");
    }
    if (v[2] != tokens.length - 3) {
      problems.add(at, v[2] + " predecessors announced and " + (tokens.length - 3) + " listed",
          "as many predecessors as the third number says");
    }
    List<Integer> predecessors = new ArrayList<>();
    Set<Long> seen = new HashSet<>();
    for (int k = 3; k < tokens.length; k++) {
      long p = v[k];
      if (p < 0 || p > count + 1 || p == v[0]) {
        problems.add(at, "predecessor " + p + " of task " + v[0], "the id of another task, 0 … " + (count + 1));
      } else if (!seen.add(p)) {
        problems.add(at, "predecessor " + p + " of task " + v[0] + " twice", "each predecessor once");
      } else {
        predecessors.add((int) p);
      }
    }
    return problems.noneSince(mark) ? Optional.of(new TaskLine(line, expectedId, v[1], predecessors)) : Optional.empty();
  }

  private static Optional<JobTemplate> build(List<TaskLine> tasks, int count, String templateId, double secondsPerUnit,
      ValueCurveParameters curves, Problems problems) {
    Set<Integer> successorsOfSomething = new HashSet<>();
    tasks.forEach(t -> successorsOfSomething.addAll(t.predecessors()));
    TaskLine entry = tasks.get(0);
    TaskLine exit = tasks.get(count + 1);
    boolean dropEntry = entry.time() == 0 && entry.predecessors().isEmpty();
    boolean dropExit = exit.time() == 0 && !successorsOfSomething.contains(exit.id());
    JobTemplate.Builder b = JobTemplate.builder(templateId);
    List<String> ids = new ArrayList<>();
    List<DataEdge> edges = new ArrayList<>();
    Map<String, Integer> lineOf = new HashMap<>();
    for (TaskLine t : tasks) {
      if ((t == entry && dropEntry) || (t == exit && dropExit)) {
        continue;
      }
      String id = "t" + t.id();
      ids.add(id);
      lineOf.put(id, t.line());
      b.task(id, TASK_TYPE, t.time() * secondsPerUnit);
      for (int p : t.predecessors()) {
        if (!(p == entry.id() && dropEntry)) {
          edges.add(new DataEdge("t" + p, id, 0));
          b.edge("t" + p, id, 0);
        }
      }
    }
    Optional<List<String>> cycle = TaskGraphs.findCycle(ids, edges);
    if (cycle.isPresent()) {
      problems.add("line " + lineOf.get(cycle.get().get(0)), "the cycle " + String.join(" -> ", cycle.get()),
          "an acyclic task graph (a job is a DAG)");
      return Optional.empty();
    }
    return problems.attempt("line 1", "at least one task with a time > 0", () -> ImportedTemplates.withMidpointCurve(b, curves));
  }

  private static String cut(String text) {
    return text.length() <= 60 ? text : text.substring(0, 60) + "…";
  }
}
