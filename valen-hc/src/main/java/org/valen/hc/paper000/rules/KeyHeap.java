package org.valen.hc.paper000.rules;

import java.util.Arrays;

/**
 * The heap of {@link ScoreQueue}: entries of (job, stamp, key), the highest key first and, of equal
 * keys, the lowest job index (the earliest arrival). It orders exactly as a {@code
 * java.util.PriorityQueue} with that comparator would, but keeps its entries in parallel primitive
 * arrays, so that a comparison reads two doubles and two ints next to each other instead of
 * following three references per entry (the comparator was a third of paper 000's Fig. 4 runs).
 * Its sifts are {@code PriorityQueue}'s, step for step, so that entries that compare equal (stale
 * entries of one job) come out in the same order.
 */
final class KeyHeap {
  private double[] key = new double[64];
  private int[] job = new int[64];
  private long[] stamp = new long[64];
  private Tracked[] tracked = new Tracked[64];
  private int size;

  int size() {
    return size;
  }

  boolean isEmpty() {
    return size == 0;
  }

  /** The top entry's job, key and stamp (the heap must not be empty). */
  Tracked topTracked() {
    return tracked[0];
  }

  long topStamp() {
    return stamp[0];
  }

  void add(Tracked t, long entryStamp, double entryKey) {
    if (size == key.length) {
      int n = 2 * size;
      key = Arrays.copyOf(key, n);
      job = Arrays.copyOf(job, n);
      stamp = Arrays.copyOf(stamp, n);
      tracked = Arrays.copyOf(tracked, n);
    }
    int i = size++;
    int jobIndex = t.job.index();
    while (i > 0) { // sift up
      int parent = (i - 1) >>> 1;
      if (!before(entryKey, jobIndex, parent)) {
        break;
      }
      move(parent, i);
      i = parent;
    }
    set(i, t, entryStamp, entryKey, jobIndex);
  }

  /** Removes the top entry. */
  void poll() {
    int last = --size;
    Tracked t = tracked[last];
    double k = key[last];
    long s = stamp[last];
    int j = job[last];
    tracked[last] = null;
    if (last > 0) {
      siftDown(0, t, s, k, j);
    }
  }

  /** Keeps only the entries that are current: their stamp is the job's and the job is live. */
  void removeStale() {
    int kept = 0;
    for (int i = 0; i < size; i++) {
      if (stamp[i] == tracked[i].stamp && tracked[i].live) {
        set(kept++, tracked[i], stamp[i], key[i], job[i]);
      }
    }
    Arrays.fill(tracked, kept, size, null);
    size = kept;
    for (int i = (size >>> 1) - 1; i >= 0; i--) { // heapify, as PriorityQueue.removeIf does
      siftDown(i, tracked[i], stamp[i], key[i], job[i]);
    }
  }

  private void siftDown(int at, Tracked t, long s, double k, int j) {
    int i = at;
    int half = size >>> 1;
    while (i < half) {
      int child = 2 * i + 1;
      int right = child + 1;
      if (right < size && before(key[right], job[right], child)) {
        child = right;
      }
      if (!beforeEntry(key[child], job[child], k, j)) {
        break; // the entry placed is not after its smaller child: it stays here
      }
      move(child, i);
      i = child;
    }
    set(i, t, s, k, j);
  }

  /** Whether an entry of ({@code k}, {@code j}) comes before the entry at {@code i}. */
  private boolean before(double k, int j, int i) {
    return beforeEntry(k, j, key[i], job[i]);
  }

  private static boolean beforeEntry(double k1, int j1, double k2, int j2) {
    return k1 != k2 ? Double.compare(k1, k2) > 0 : j1 < j2;
  }

  private void move(int from, int to) {
    set(to, tracked[from], stamp[from], key[from], job[from]);
  }

  private void set(int i, Tracked t, long s, double k, int j) {
    tracked[i] = t;
    stamp[i] = s;
    key[i] = k;
    job[i] = j;
  }
}
