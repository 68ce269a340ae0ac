package org.valen.model.job;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.PriorityQueue;
import org.jgrapht.Graph;
import org.jgrapht.graph.AsUnmodifiableGraph;
import org.jgrapht.graph.DirectedAcyclicGraph;
import org.valen.model.Check;
import org.valen.model.value.ValueCurve;

/**
 * A job known in advance: a DAG of tasks (paper 001, section III-A) with a reference value curve.
 * A catalogue holds templates; each arrival of a workload instantiates one with its own value
 * curve. An independent task of papers 000, 002, 003 and 004 is a one-task template.
 *
 * <p>Tasks keep the order in which they were declared; that order gives every task an index
 * {@code 0 … taskCount()-1} used by profiles ({@code taskToCore}) and by the index-based accessors
 * below, which fast decoders use instead of the JGraphT graph.
 *
 * <p>Instances are immutable; build them with {@link #builder(String)}.
 */
public final class JobTemplate {
  private final String id;
  private final List<Task> tasks;
  private final List<DataEdge> edges;
  private final Graph<Task, DataEdge> graph;
  private final ValueCurve valueCurve;
  private final double migrationBytes;
  private final Map<String, Integer> indexById;
  private final int[][] predecessors;
  private final double[][] predecessorDataBytes;
  private final int[][] successors;
  private final int[] topologicalOrder;
  /** Computed once: the kernel asks for it at every job's end. */
  private final double totalReferenceSeconds;

  private JobTemplate(Builder b) {
    this.id = Check.id(b.id, "id");
    this.tasks = List.copyOf(Check.nonEmpty(b.tasks, "tasks of job " + b.id));
    this.edges = List.copyOf(b.edges);
    this.valueCurve = Objects.requireNonNull(b.valueCurve, "valueCurve of job " + b.id);
    this.migrationBytes = Check.nonNegative(b.migrationBytes, "migrationBytes");
    this.totalReferenceSeconds = tasks.stream().mapToDouble(Task::referenceSeconds).sum();
    this.indexById = new HashMap<>();
    for (int i = 0; i < tasks.size(); i++) {
      if (indexById.put(tasks.get(i).id(), i) != null) {
        throw new IllegalArgumentException("job " + id + ": duplicate task id " + tasks.get(i).id());
      }
    }
    TaskGraphs.findCycle(tasks.stream().map(Task::id).toList(), edges)
        .ifPresent(
            c -> {
              throw new IllegalArgumentException(
                  "job " + id + ": the edges form the cycle " + String.join(" -> ", c));
            });
    DirectedAcyclicGraph<Task, DataEdge> dag = new DirectedAcyclicGraph<>(DataEdge.class);
    tasks.forEach(dag::addVertex);
    List<List<Integer>> preds = emptyLists(tasks.size());
    List<List<Double>> predData = new ArrayList<>();
    List<List<Integer>> succs = emptyLists(tasks.size());
    tasks.forEach(t -> predData.add(new ArrayList<>()));
    for (DataEdge e : edges) {
      int from = requireIndex(e.sourceTaskId());
      int to = requireIndex(e.targetTaskId());
      if (!dag.addEdge(tasks.get(from), tasks.get(to), e)) {
        throw new IllegalArgumentException(
            "job " + id + ": duplicate edge " + e.sourceTaskId() + " -> " + e.targetTaskId());
      }
      preds.get(to).add(from);
      predData.get(to).add(e.dataBytes());
      succs.get(from).add(to);
    }
    this.graph = new AsUnmodifiableGraph<>(dag);
    this.predecessors = toArrays(preds);
    this.successors = toArrays(succs);
    this.predecessorDataBytes = new double[tasks.size()][];
    for (int i = 0; i < tasks.size(); i++) {
      predecessorDataBytes[i] = predData.get(i).stream().mapToDouble(Double::doubleValue).toArray();
    }
    this.topologicalOrder = smallestIndexFirstOrder();
  }

  private int requireIndex(String taskId) {
    Integer index = indexById.get(taskId);
    if (index == null) {
      throw new IllegalArgumentException("job " + id + ": edge names unknown task " + taskId);
    }
    return index;
  }

  private static List<List<Integer>> emptyLists(int n) {
    List<List<Integer>> lists = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      lists.add(new ArrayList<>());
    }
    return lists;
  }

  private static int[][] toArrays(List<List<Integer>> lists) {
    return lists.stream()
        .map(l -> l.stream().mapToInt(Integer::intValue).toArray())
        .toArray(int[][]::new);
  }

  /** Kahn's algorithm; among ready tasks the one declared first goes first. */
  private int[] smallestIndexFirstOrder() {
    int n = tasks.size();
    int[] waiting = new int[n];
    PriorityQueue<Integer> ready = new PriorityQueue<>();
    for (int i = 0; i < n; i++) {
      waiting[i] = predecessors[i].length;
      if (waiting[i] == 0) {
        ready.add(i);
      }
    }
    int[] order = new int[n];
    for (int k = 0; k < n; k++) {
      int t = ready.remove();
      order[k] = t;
      for (int s : successors[t]) {
        if (--waiting[s] == 0) {
          ready.add(s);
        }
      }
    }
    return order;
  }

  /** Starts a template with this id. */
  public static Builder builder(String id) {
    return new Builder(id);
  }

  /** A builder pre-filled with this template's content. */
  public Builder toBuilder() {
    Builder b = new Builder(id).valueCurve(valueCurve).migrationBytes(migrationBytes);
    tasks.forEach(t -> b.task(t.id(), t.type(), t.referenceSeconds()));
    edges.forEach(e -> b.edge(e.sourceTaskId(), e.targetTaskId(), e.dataBytes()));
    return b;
  }

  public String id() {
    return id;
  }

  /** Tasks in declaration order; a task's position is its index. */
  public List<Task> tasks() {
    return tasks;
  }

  /** Edges in declaration order. */
  public List<DataEdge> edges() {
    return edges;
  }

  /** The task graph as an unmodifiable JGraphT DAG. */
  public Graph<Task, DataEdge> graph() {
    return graph;
  }

  /** The reference value curve, relative to arrival; arrivals carry their own. */
  public ValueCurve valueCurve() {
    return valueCurve;
  }

  /** Bytes of job state that move when the job migrates (memory image plus pending data). */
  public double migrationBytes() {
    return migrationBytes;
  }

  public int taskCount() {
    return tasks.size();
  }

  public Task task(int index) {
    return tasks.get(index);
  }

  /** Index of the task with this id; fails for an unknown id. */
  public int indexOf(String taskId) {
    return requireIndex(taskId);
  }

  public int predecessorCount(int task) {
    return predecessors[task].length;
  }

  /** The {@code k}-th predecessor of {@code task}, in edge declaration order. */
  public int predecessor(int task, int k) {
    return predecessors[task][k];
  }

  /** Data carried by the edge from the {@code k}-th predecessor of {@code task}. */
  public double predecessorDataBytes(int task, int k) {
    return predecessorDataBytes[task][k];
  }

  public int successorCount(int task) {
    return successors[task].length;
  }

  public int successor(int task, int k) {
    return successors[task][k];
  }

  /**
   * A topological order of task indices: Kahn's algorithm taking, among ready tasks, the one
   * declared first. Deterministic.
   */
  public int[] topologicalOrder() {
    return topologicalOrder.clone();
  }

  /** Sum of the reference times of all tasks: the job's work on one core at reference speed. */
  public double totalReferenceSeconds() {
    return totalReferenceSeconds;
  }

  /**
   * Length of the longest path when task {@code i} takes {@code taskSeconds[i]}, communication
   * ignored: the response time on unlimited cores.
   */
  public double criticalPathSeconds(double[] taskSeconds) {
    if (taskSeconds.length != tasks.size()) {
      throw new IllegalArgumentException(
          "expected " + tasks.size() + " task times, got " + taskSeconds.length);
    }
    double[] finish = new double[tasks.size()];
    double longest = 0;
    for (int t : topologicalOrder) {
      double start = 0;
      for (int p : predecessors[t]) {
        start = Math.max(start, finish[p]);
      }
      finish[t] = start + taskSeconds[t];
      longest = Math.max(longest, finish[t]);
    }
    return longest;
  }

  /** Critical path with every task at its reference time. */
  public double referenceCriticalPathSeconds() {
    return criticalPathSeconds(tasks.stream().mapToDouble(Task::referenceSeconds).toArray());
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof JobTemplate other
        && id.equals(other.id)
        && tasks.equals(other.tasks)
        && edges.equals(other.edges)
        && valueCurve.equals(other.valueCurve)
        && Double.compare(migrationBytes, other.migrationBytes) == 0;
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, tasks, edges, valueCurve, migrationBytes);
  }

  @Override
  public String toString() {
    return "JobTemplate[" + id + ", " + tasks.size() + " tasks, " + edges.size() + " edges]";
  }

  /** Collects tasks and edges; {@link #build()} checks them. */
  public static final class Builder {
    private final String id;
    private final List<Task> tasks = new ArrayList<>();
    private final List<DataEdge> edges = new ArrayList<>();
    private ValueCurve valueCurve;
    private double migrationBytes;

    private Builder(String id) {
      this.id = id;
    }

    public Builder task(String taskId, String type, double referenceSeconds) {
      tasks.add(new Task(taskId, type, referenceSeconds));
      return this;
    }

    public Builder edge(String fromTaskId, String toTaskId, double dataBytes) {
      edges.add(new DataEdge(fromTaskId, toTaskId, dataBytes));
      return this;
    }

    public Builder valueCurve(ValueCurve curve) {
      this.valueCurve = curve;
      return this;
    }

    public Builder migrationBytes(double bytes) {
      this.migrationBytes = bytes;
      return this;
    }

    /**
     * Builds the template.
     *
     * @throws IllegalArgumentException on duplicate task ids, unknown edge endpoints, duplicate
     *     edges, a cycle (named in the message), or a missing value curve
     */
    public JobTemplate build() {
      return new JobTemplate(this);
    }
  }
}
