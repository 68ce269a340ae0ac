package org.valen.profit;

/**
 * The ready times of the machines of one type, as a binary min-heap: the machine ready earliest is
 * at the root (ties: the lower machine number), and giving it a task moves it down. Algorithm 2
 * asks nothing else, so this is all it has.
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

  /** Ready time of machine {@code m}. */
  double readySeconds(int m) {
    return ready[m];
  }

  /** All ready times, by machine number: a copy. */
  double[] readySeconds() {
    return ready.clone();
  }

  private void siftDown() {
    int n = heap.length;
    int at = 0;
    int moving = heap[0];
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
