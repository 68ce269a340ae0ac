package org.valen.model.job;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Graph algorithms over task ids, used before a {@link JobTemplate} can exist. */
public final class TaskGraphs {
  private TaskGraphs() {}

  /**
   * Finds one directed cycle among the edges, if any.
   *
   * @return the task ids of a cycle, first id repeated at the end (e.g. {@code [a, b, c, a]})
   */
  public static Optional<List<String>> findCycle(List<String> taskIds, List<DataEdge> edges) {
    Map<String, List<String>> successors = new HashMap<>();
    taskIds.forEach(id -> successors.put(id, new ArrayList<>()));
    for (DataEdge e : edges) {
      successors.computeIfAbsent(e.sourceTaskId(), k -> new ArrayList<>()).add(e.targetTaskId());
      successors.computeIfAbsent(e.targetTaskId(), k -> new ArrayList<>());
    }
    Map<String, Integer> state = new HashMap<>(); // absent = unvisited, 1 = on stack, 2 = done
    Map<String, String> parent = new HashMap<>();
    List<String> roots = new ArrayList<>(taskIds);
    successors.keySet().stream().filter(k -> !taskIds.contains(k)).sorted().forEach(roots::add);
    for (String root : roots) {
      if (state.containsKey(root)) {
        continue;
      }
      Deque<Iterator> stack = new ArrayDeque<>();
      state.put(root, 1);
      stack.push(new Iterator(root, successors.get(root)));
      while (!stack.isEmpty()) {
        Iterator top = stack.peek();
        if (top.next < top.targets.size()) {
          String next = top.targets.get(top.next++);
          Integer s = state.get(next);
          if (s == null) {
            state.put(next, 1);
            parent.put(next, top.node);
            stack.push(new Iterator(next, successors.get(next)));
          } else if (s == 1) {
            return Optional.of(cycleThrough(top.node, next, parent));
          }
        } else {
          state.put(top.node, 2);
          stack.pop();
        }
      }
    }
    return Optional.empty();
  }

  private static List<String> cycleThrough(String from, String backTo, Map<String, String> parent) {
    List<String> cycle = new ArrayList<>();
    cycle.add(backTo);
    for (String at = from; !at.equals(backTo); at = parent.get(at)) {
      cycle.add(at);
    }
    cycle.add(backTo);
    Collections.reverse(cycle);
    return cycle;
  }

  private static final class Iterator {
    final String node;
    final List<String> targets;
    int next;

    Iterator(String node, List<String> targets) {
      this.node = node;
      this.targets = targets;
    }
  }
}
