package org.valen.model.schedule;

import java.util.PriorityQueue;
import org.valen.model.job.JobTemplate;

/**
 * Path lengths through a task graph, the priorities of the classic list schedulers (Topcuoglu,
 * Hariri and Wu, IEEE TPDS 13(3), 2002, Eq. 5–6), and the order of tasks by such a priority.
 */
final class TaskRanks {
  private TaskRanks() {}

  /** Seconds of the edge from the {@code k}-th predecessor of {@code task}. */
  @FunctionalInterface
  interface EdgeSeconds {
    double of(int task, int k);
  }

  /**
   * rank_u(t) = w(t) + max over successors s of (c(t, s) + rank_u(s)): the longest path from the
   * start of {@code t} to the end of an exit task, {@code t} included (Eq. 5).
   */
  static double[] upward(JobTemplate job, double[] taskSeconds, EdgeSeconds edge) {
    int n = job.taskCount();
    double[] rank = new double[n];
    int[] topological = job.topologicalOrder();
    for (int i = n - 1; i >= 0; i--) {
      int t = topological[i];
      double tail = 0;
      for (int k = 0; k < job.successorCount(t); k++) {
        int s = job.successor(t, k);
        tail = Math.max(tail, edge.of(s, indexOfPredecessor(job, s, t)) + rank[s]);
      }
      rank[t] = taskSeconds[t] + tail;
    }
    return rank;
  }

  /**
   * rank_d(t) = max over predecessors p of (rank_d(p) + w(p) + c(p, t)): the longest path from the
   * start of an entry task to the start of {@code t} (Eq. 6).
   */
  static double[] downward(JobTemplate job, double[] taskSeconds, EdgeSeconds edge) {
    int n = job.taskCount();
    double[] rank = new double[n];
    for (int t : job.topologicalOrder()) {
      double head = 0;
      for (int k = 0; k < job.predecessorCount(t); k++) {
        int p = job.predecessor(t, k);
        head = Math.max(head, rank[p] + taskSeconds[p] + edge.of(t, k));
      }
      rank[t] = head;
    }
    return rank;
  }

  private static int indexOfPredecessor(JobTemplate job, int task, int predecessor) {
    for (int k = 0; k < job.predecessorCount(task); k++) {
      if (job.predecessor(task, k) == predecessor) {
        return k;
      }
    }
    throw new IllegalStateException(predecessor + " is no predecessor of " + task);
  }

  /**
   * The tasks by decreasing {@code priority} as a topological order: Kahn's algorithm taking,
   * among tasks whose predecessors are all taken, the one with the largest priority, ties to the
   * smaller index. For an upward rank this is the rank order itself (a predecessor's rank is never
   * below its successor's), with ties that could break precedence (tasks of no time) kept in it.
   */
  static int[] byDecreasing(JobTemplate job, double[] priority) {
    int n = job.taskCount();
    int[] waiting = new int[n];
    PriorityQueue<Integer> ready = new PriorityQueue<>((a, b) -> priority[a] != priority[b]
        ? Double.compare(priority[b], priority[a]) : Integer.compare(a, b));
    for (int t = 0; t < n; t++) {
      waiting[t] = job.predecessorCount(t);
      if (waiting[t] == 0) {
        ready.add(t);
      }
    }
    int[] result = new int[n];
    for (int i = 0; i < n; i++) {
      int t = ready.remove();
      result[i] = t;
      for (int k = 0; k < job.successorCount(t); k++) {
        int s = job.successor(t, k);
        if (--waiting[s] == 0) {
          ready.add(s);
        }
      }
    }
    return result;
  }

  /** Position of every task in {@code order}. */
  static int[] positions(int[] order) {
    int[] position = new int[order.length];
    for (int i = 0; i < order.length; i++) {
      position[order[i]] = i;
    }
    return position;
  }

  /**
   * The tasks of a schedule by start time, then finish time, then {@code topologicalPosition}: a
   * topological order (a successor starts no earlier than its predecessor finishes) that gives
   * every core its tasks in the sequence they run there.
   */
  static int[] byStart(double[] start, double[] finish, int[] topologicalPosition) {
    int n = start.length;
    Integer[] sorted = new Integer[n];
    for (int t = 0; t < n; t++) {
      sorted[t] = t;
    }
    java.util.Arrays.sort(sorted, (a, b) -> start[a] != start[b] ? Double.compare(start[a], start[b])
        : finish[a] != finish[b] ? Double.compare(finish[a], finish[b])
        : Integer.compare(topologicalPosition[a], topologicalPosition[b]));
    int[] result = new int[n];
    for (int i = 0; i < n; i++) {
      result[i] = sorted[i];
    }
    return result;
  }
}
