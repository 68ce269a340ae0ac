package org.valen.hc.paper000.mapping;

import java.util.Arrays;
import org.valen.runtime.policy.JobView;

/**
 * The mappable tasks set (paper 000, section III-A): the tasks a mapping event may map, with what
 * the heuristics need of each in flat arrays indexed by a slot (reused after a task leaves). The
 * pool keeps them in arrival order (a linked list, walked from either end for FCFS and LCFS), by
 * priority level then arrival (for the prioritized heuristics), in a dense array (for Random), and
 * counts them by task type.
 */
final class TaskPool {
  private static final int NONE = -1;
  int capacity = 64;
  JobView[] job = new JobView[capacity];
  int[] jobIndex = new int[capacity];
  int[] type = new int[capacity];
  double[] arrival = new double[capacity];
  double[] priority = new double[capacity];
  int[] level = new int[capacity];
  private LogUtility[] utility = new LogUtility[capacity];
  private int[] next = new int[capacity];
  private int[] prev = new int[capacity];
  private int[] nextInLevel = new int[capacity];
  private int[] prevInLevel = new int[capacity];
  private int[] nextOfType = new int[capacity];
  private int[] prevOfType = new int[capacity];
  private final int[] typeHead;
  private final int[] typeTail;
  private int[] densePosition = new int[capacity];
  private int[] dense = new int[capacity];
  private int size;
  private int head = NONE;
  private int tail = NONE;
  /** Distinct priorities, highest first, with their lists. */
  private double[] levels = new double[0];
  private int[] levelHead = new int[0];
  private int[] levelTail = new int[0];
  private final int[] countByType;
  private int[] free = new int[capacity];
  private int freeCount;
  private int nextSlot;
  private final java.util.List<TaskPoolListener> listeners = new java.util.ArrayList<>();

  TaskPool(int taskTypes) {
    countByType = new int[taskTypes];
    typeHead = new int[taskTypes];
    typeTail = new int[taskTypes];
    Arrays.fill(typeHead, NONE);
    Arrays.fill(typeTail, NONE);
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
    insertInOrder(s);
    densePosition[s] = size;
    dense[size++] = s;
    countByType[taskType]++;
    for (TaskPoolListener l : listeners) {
      l.added(s);
    }
    return s;
  }

  /** The log utility of the task in slot {@code s}, made when first asked for. */
  LogUtility utility(int s) {
    LogUtility u = utility[s];
    if (u == null) {
      u = LogUtility.of(job[s].valueCurve(), arrival[s]);
      utility[s] = u;
    }
    return u;
  }

  /** Removes the task in slot {@code s}. */
  void remove(int s) {
    for (TaskPoolListener l : listeners) {
      l.removed(s);
    }
    unlink(s);
    int last = dense[--size];
    dense[densePosition[s]] = last;
    densePosition[last] = densePosition[s];
    countByType[type[s]]--;
    job[s] = null;
    utility[s] = null;
    free[freeCount++] = s;
  }

  /** First task in arrival order, or -1. */
  int first() {
    return head;
  }

  /** Last task in arrival order, or -1. */
  int last() {
    return tail;
  }

  int after(int s) {
    return next[s];
  }

  int before(int s) {
    return prev[s];
  }

  /** First (earliest) task of task type {@code i}, or -1. */
  int firstOfType(int i) {
    return typeHead[i];
  }

  /** Last (latest) task of task type {@code i}, or -1. */
  int lastOfType(int i) {
    return typeTail[i];
  }

  int afterInType(int s) {
    return nextOfType[s];
  }

  int beforeInType(int s) {
    return prevOfType[s];
  }

  /** Number of distinct priority levels seen. */
  int levelCount() {
    return levels.length;
  }

  /** First (earliest) task of priority level {@code l} (0 = highest), or -1. */
  int firstOfLevel(int l) {
    return levelHead[l];
  }

  /** Last (latest) task of priority level {@code l}, or -1. */
  int lastOfLevel(int l) {
    return levelTail[l];
  }

  int afterInLevel(int s) {
    return nextInLevel[s];
  }

  int beforeInLevel(int s) {
    return prevInLevel[s];
  }

  /** The task at position {@code i} of the dense array (positions change as tasks leave). */
  int atDense(int i) {
    return dense[i];
  }

  int densePosition(int s) {
    return densePosition[s];
  }

  /** Swaps two positions of the dense array (Random sets tasks aside within a round). */
  void swapDense(int i, int j) {
    int a = dense[i];
    int b = dense[j];
    dense[i] = b;
    dense[j] = a;
    densePosition[b] = i;
    densePosition[a] = j;
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
    levels = insert(levels, at, maxUtility);
    levelHead = insert(levelHead, at, NONE);
    levelTail = insert(levelTail, at, NONE);
    for (int s = 0; s < nextSlot; s++) {
      if (job[s] != null && level[s] >= at) {
        level[s]++;
      }
    }
    return at;
  }

  private static double[] insert(double[] a, int at, double v) {
    double[] b = new double[a.length + 1];
    System.arraycopy(a, 0, b, 0, at);
    b[at] = v;
    System.arraycopy(a, at, b, at + 1, a.length - at);
    return b;
  }

  private static int[] insert(int[] a, int at, int v) {
    int[] b = new int[a.length + 1];
    System.arraycopy(a, 0, b, 0, at);
    b[at] = v;
    System.arraycopy(a, at, b, at + 1, a.length - at);
    return b;
  }

  /** Links {@code s} into both lists at its arrival position (usually the end). */
  private void insertInOrder(int s) {
    int after = tail;
    while (after != NONE && jobIndex[after] > jobIndex[s]) {
      after = prev[after];
    }
    prev[s] = after;
    next[s] = after == NONE ? head : next[after];
    if (after == NONE) {
      head = s;
    } else {
      next[after] = s;
    }
    if (next[s] == NONE) {
      tail = s;
    } else {
      prev[next[s]] = s;
    }
    int l = level[s];
    int afterInLevel = levelTail[l];
    while (afterInLevel != NONE && jobIndex[afterInLevel] > jobIndex[s]) {
      afterInLevel = prevInLevel[afterInLevel];
    }
    prevInLevel[s] = afterInLevel;
    nextInLevel[s] = afterInLevel == NONE ? levelHead[l] : nextInLevel[afterInLevel];
    if (afterInLevel == NONE) {
      levelHead[l] = s;
    } else {
      nextInLevel[afterInLevel] = s;
    }
    if (nextInLevel[s] == NONE) {
      levelTail[l] = s;
    } else {
      prevInLevel[nextInLevel[s]] = s;
    }
    int i = type[s];
    int afterInType = typeTail[i];
    while (afterInType != NONE && jobIndex[afterInType] > jobIndex[s]) {
      afterInType = prevOfType[afterInType];
    }
    prevOfType[s] = afterInType;
    nextOfType[s] = afterInType == NONE ? typeHead[i] : nextOfType[afterInType];
    if (afterInType == NONE) {
      typeHead[i] = s;
    } else {
      nextOfType[afterInType] = s;
    }
    if (nextOfType[s] == NONE) {
      typeTail[i] = s;
    } else {
      prevOfType[nextOfType[s]] = s;
    }
  }

  private void unlink(int s) {
    if (prev[s] == NONE) {
      head = next[s];
    } else {
      next[prev[s]] = next[s];
    }
    if (next[s] == NONE) {
      tail = prev[s];
    } else {
      prev[next[s]] = prev[s];
    }
    int l = level[s];
    if (prevInLevel[s] == NONE) {
      levelHead[l] = nextInLevel[s];
    } else {
      nextInLevel[prevInLevel[s]] = nextInLevel[s];
    }
    if (nextInLevel[s] == NONE) {
      levelTail[l] = prevInLevel[s];
    } else {
      prevInLevel[nextInLevel[s]] = prevInLevel[s];
    }
    int i = type[s];
    if (prevOfType[s] == NONE) {
      typeHead[i] = nextOfType[s];
    } else {
      nextOfType[prevOfType[s]] = nextOfType[s];
    }
    if (nextOfType[s] == NONE) {
      typeTail[i] = prevOfType[s];
    } else {
      prevOfType[nextOfType[s]] = prevOfType[s];
    }
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
    utility = Arrays.copyOf(utility, capacity);
    next = Arrays.copyOf(next, capacity);
    prev = Arrays.copyOf(prev, capacity);
    nextInLevel = Arrays.copyOf(nextInLevel, capacity);
    prevInLevel = Arrays.copyOf(prevInLevel, capacity);
    nextOfType = Arrays.copyOf(nextOfType, capacity);
    prevOfType = Arrays.copyOf(prevOfType, capacity);
    densePosition = Arrays.copyOf(densePosition, capacity);
    dense = Arrays.copyOf(dense, capacity);
    free = Arrays.copyOf(free, capacity);
  }
}
