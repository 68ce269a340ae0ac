package org.valen.hc.paper000.mapping;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.valen.runtime.policy.JobView;

/**
 * The mappable tasks set (paper 000, section III-A): the tasks a mapping event may map, with what
 * the heuristics need of each in flat arrays indexed by a slot (reused after a task leaves). The
 * pool keeps them in arrival order (walked from either end for FCFS and LCFS), by priority level
 * then arrival (for the prioritized heuristics), by task type then arrival, in a dense array (for
 * Random), and counts them by task type.
 */
final class TaskPool {
  private static final int NONE = SlotLists.NONE;
  int capacity = 64;
  JobView[] job = new JobView[capacity];
  int[] jobIndex = new int[capacity];
  int[] type = new int[capacity];
  double[] arrival = new double[capacity];
  double[] priority = new double[capacity];
  int[] level = new int[capacity];
  private final SlotLists all = new SlotLists(1, capacity);
  private final SlotLists byLevel = new SlotLists(0, capacity);
  private final SlotLists byType;
  private int[] densePosition = new int[capacity];
  private int[] dense = new int[capacity];
  private int size;
  /** Distinct priorities, highest first. */
  private double[] levels = new double[0];
  private final int[] countByType;
  private int[] free = new int[capacity];
  private int freeCount;
  private int nextSlot;
  private final List<TaskPoolListener> listeners = new ArrayList<>();

  TaskPool(int taskTypes) {
    countByType = new int[taskTypes];
    byType = new SlotLists(taskTypes, capacity);
  }

  int size() {
    return size;
  }

  void listen(TaskPoolListener listener) {
    listeners.add(listener);
  }

  /** Whether {@code s} holds a task. */
  boolean holds(int s) {
    return s >= 0 && s < nextSlot && job[s] != null;
  }

  int countOfType(int taskType) {
    return countByType[taskType];
  }

  /** Adds a task; returns its slot. Tasks come in arrival order except ones taken back from a queue. */
  int add(JobView view, int taskType, double maxUtility) {
    int s = freeCount > 0 ? free[--freeCount] : newSlot();
    job[s] = view;
    jobIndex[s] = view.index();
    type[s] = taskType;
    arrival[s] = view.arrivalSeconds();
    priority[s] = maxUtility;
    level[s] = levelOf(maxUtility);
    all.insert(0, s, jobIndex);
    byLevel.insert(level[s], s, jobIndex);
    byType.insert(taskType, s, jobIndex);
    densePosition[s] = size;
    dense[size++] = s;
    countByType[taskType]++;
    for (TaskPoolListener l : listeners) {
      l.added(s);
    }
    return s;
  }

  /** Removes the task in slot {@code s}. */
  void remove(int s) {
    for (TaskPoolListener l : listeners) {
      l.removed(s);
    }
    all.unlink(0, s);
    byLevel.unlink(level[s], s);
    byType.unlink(type[s], s);
    int last = dense[--size];
    dense[densePosition[s]] = last;
    densePosition[last] = densePosition[s];
    countByType[type[s]]--;
    job[s] = null;
    free[freeCount++] = s;
  }

  /** First task in arrival order, or -1; {@link #after} and {@link #before} walk on. */
  int first() {
    return all.first(0);
  }

  int last() {
    return all.last(0);
  }

  int after(int s) {
    return all.after(s);
  }

  int before(int s) {
    return all.before(s);
  }

  /** Number of distinct priority levels seen. */
  int levelCount() {
    return levels.length;
  }

  /** First (earliest) task of priority level {@code l} (0 = highest), or -1. */
  int firstOfLevel(int l) {
    return byLevel.first(l);
  }

  int lastOfLevel(int l) {
    return byLevel.last(l);
  }

  int afterInLevel(int s) {
    return byLevel.after(s);
  }

  int beforeInLevel(int s) {
    return byLevel.before(s);
  }

  /** First (earliest) task of task type {@code i}, or -1. */
  int firstOfType(int i) {
    return byType.first(i);
  }

  int lastOfType(int i) {
    return byType.last(i);
  }

  int afterInType(int s) {
    return byType.after(s);
  }

  int beforeInType(int s) {
    return byType.before(s);
  }

  /** The task at position {@code i} of the dense array (positions change as tasks leave). */
  int atDense(int i) {
    return dense[i];
  }

  private int levelOf(double maxUtility) {
    for (int l = 0; l < levels.length; l++) {
      if (levels[l] == maxUtility) {
        return l;
      }
    }
    int at = 0;
    while (at < levels.length && levels[at] > maxUtility) {
      at++;
    }
    double[] more = new double[levels.length + 1];
    System.arraycopy(levels, 0, more, 0, at);
    more[at] = maxUtility;
    System.arraycopy(levels, at, more, at + 1, levels.length - at);
    levels = more;
    byLevel.insertList(at);
    for (int s = 0; s < nextSlot; s++) {
      if (job[s] != null && level[s] >= at) {
        level[s]++;
      }
    }
    return at;
  }

  private int newSlot() {
    if (nextSlot == capacity) {
      grow();
    }
    return nextSlot++;
  }

  private void grow() {
    capacity *= 2;
    job = Arrays.copyOf(job, capacity);
    jobIndex = Arrays.copyOf(jobIndex, capacity);
    type = Arrays.copyOf(type, capacity);
    arrival = Arrays.copyOf(arrival, capacity);
    priority = Arrays.copyOf(priority, capacity);
    level = Arrays.copyOf(level, capacity);
    all.growSlots(capacity);
    byLevel.growSlots(capacity);
    byType.growSlots(capacity);
    densePosition = Arrays.copyOf(densePosition, capacity);
    dense = Arrays.copyOf(dense, capacity);
    free = Arrays.copyOf(free, capacity);
  }
}
