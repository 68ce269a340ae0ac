package org.valen.profit;

/**
 * The ready times of the machines of one type, as a binary min-heap: the machine ready earliest is
 * at the root (ties: the lower machine number), and giving it a task moves it down.
 *
 * <p>{@link #assign} gives many equal tasks at once, with the result of giving them one by one:
 * while at least one task per machine is left and the earliest machine's ready time plus the task
 * is later than the latest machine's (min + ETC &gt; max, in floating point), one by one would give
 * every machine exactly one task before any gets a second (whoever is given one is then later than
 * every machine not yet given one), so a whole round is added at once, O(1) per task and no heap;
 * the rest go one by one. Each machine's ready time grows by the same additions in the same order
 * either way, so the ready times are equal to the bit ({@code LptAssignmentTest}).
 */
final class ReadyTimes {
  private final double[] ready;
  private final int[] heap;

  /** {@code machines} machines, all ready at time 0. */
  ReadyTimes(int machines) {
    ready = new double[machines];
    heap = new int[machines];
    for (int m = 0; m < machines; m++) {
      heap[m] = m; // all equal: numbered order is a heap
    }
  }

  /** The machine with the earliest ready time (the lowest-numbered of equals). */
  int earliest() {
    return heap[0];
  }

  /** Gives the earliest machine a task of {@code seconds}: its ready time grows by that. */
  void assignToEarliest(double seconds) {
    ready[heap[0]] += seconds;
    siftDown();
  }

  /**
   * Gives {@code n} tasks of {@code seconds} each to the earliest machine, one after another (Algorithm
   * 2's inner loop); {@code counts[m][type]} grows by the tasks machine m gets.
   */
  void assign(double seconds, int n, int[][] counts, int type) {
    int left = n;
    boolean heapValid = true;
    while (left > 0) {
      if (left >= ready.length && wholeRoundFits(seconds)) {
        for (int m = 0; m < ready.length; m++) {
          ready[m] += seconds;
          counts[m][type]++;
        }
        left -= ready.length;
        heapValid = false;
        continue;
      }
      if (!heapValid) {
        rebuild();
        heapValid = true;
      }
      counts[earliest()][type]++;
      assignToEarliest(seconds);
      left--;
    }
    if (!heapValid) {
      rebuild();
    }
  }

  /** Whether min + seconds &gt; max over the ready times: one task each is then a whole round. */
  private boolean wholeRoundFits(double seconds) {
    double min = ready[0];
    double max = ready[0];
    for (double r : ready) {
      min = Math.min(min, r);
      max = Math.max(max, r);
    }
    return min + seconds > max;
  }

  /** Makes the heap again from the ready times (after whole rounds, which may have made ties). */
  private void rebuild() {
    for (int m = 0; m < heap.length; m++) {
      heap[m] = m;
    }
    for (int at = heap.length / 2 - 1; at >= 0; at--) {
      siftDown(at);
    }
  }

  /** Ready time of machine {@code m}. */
  double readySeconds(int m) {
    return ready[m];
  }

  /** All ready times, by machine number: a copy. */
  double[] readySeconds() {
    return ready.clone();
  }

  private void siftDown() {
    siftDown(0);
  }

  private void siftDown(int from) {
    int n = heap.length;
    int at = from;
    int moving = heap[from];
    while (true) {
      int child = 2 * at + 1;
      if (child >= n) {
        break;
      }
      if (child + 1 < n && before(heap[child + 1], heap[child])) {
        child++;
      }
      if (!before(heap[child], moving)) {
        break;
      }
      heap[at] = heap[child];
      at = child;
    }
    heap[at] = moving;
  }

  private boolean before(int a, int b) {
    return ready[a] < ready[b] || (ready[a] == ready[b] && a < b);
  }
}
