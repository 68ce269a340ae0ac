package org.valen.hc.paper000.rules;

import java.util.Arrays;

/**
 * The heap of {@link ScoreQueue}: at most one entry per job, the highest key first and, of equal
 * keys, the lowest job index (the earliest arrival). That order is strict, so the top is the same
 * whatever the order in which entries came in and however they sit in the arrays. Entries sit in
 * parallel primitive arrays, so that a comparison reads two doubles and two ints next to each other;
 * each job knows its place ({@link Tracked#heapAt}), so that its key changes in place and it leaves
 * without leaving a stale entry behind.
 *
 * <p>{@link #set} restores the order at once; {@link #setLater} only writes the key, for many
 * changes at a time, after which {@link #restore} orders the whole heap in one pass.
 */
final class KeyHeap {
  private double[] key = new double[64];
  private int[] job = new int[64];
  private Tracked[] tracked = new Tracked[64];
  private int size;
  private boolean unordered;

  int size() {
    return size;
  }

  boolean isEmpty() {
    return size == 0;
  }

  /** The top entry's job (the heap must not be empty and be in order). */
  Tracked top() {
    return tracked[0];
  }

  /** Whether {@code t} has an entry. */
  static boolean holds(Tracked t) {
    return t.heapAt >= 0;
  }

  /** Gives {@code t} the key {@code k}: a new entry, or its entry moved to its place. */
  void set(Tracked t, double k) {
    int i = t.heapAt;
    if (i < 0) {
      i = append(t, k);
    } else {
      key[i] = k;
    }
    if (!siftUp(i)) {
      siftDown(i);
    }
  }

  /** As {@link #set}, but the order waits for {@link #restore}. */
  void setLater(Tracked t, double k) {
    if (t.heapAt < 0) {
      append(t, k);
    } else {
      key[t.heapAt] = k;
    }
    unordered = true;
  }

  /** Orders the heap after {@link #setLater}s (a heapify: one pass from the last parent up). */
  void restore() {
    if (unordered) {
      unordered = false;
      for (int i = (size >>> 1) - 1; i >= 0; i--) {
        siftDown(i);
      }
    }
  }

  /** Removes {@code t}'s entry, if it has one. */
  void remove(Tracked t) {
    int i = t.heapAt;
    if (i < 0) {
      return;
    }
    t.heapAt = -1;
    int last = --size;
    if (i != last) {
      place(i, tracked[last], key[last], job[last]);
      if (!unordered && !siftUp(i)) {
        siftDown(i);
      }
    }
    tracked[last] = null;
  }

  private int append(Tracked t, double k) {
    if (size == key.length) {
      int n = 2 * size;
      key = Arrays.copyOf(key, n);
      job = Arrays.copyOf(job, n);
      tracked = Arrays.copyOf(tracked, n);
    }
    place(size, t, k, t.job.index());
    return size++;
  }

  /** Moves the entry at {@code at} up while it comes before its parent; whether it moved. */
  private boolean siftUp(int at) {
    int i = at;
    Tracked t = tracked[i];
    double k = key[i];
    int j = job[i];
    while (i > 0) {
      int parent = (i - 1) >>> 1;
      if (!before(k, j, key[parent], job[parent])) {
        break;
      }
      place(i, tracked[parent], key[parent], job[parent]);
      i = parent;
    }
    place(i, t, k, j);
    return i != at;
  }

  /** Moves the entry at {@code at} down while a child comes before it. */
  private void siftDown(int at) {
    int i = at;
    Tracked t = tracked[i];
    double k = key[i];
    int j = job[i];
    int half = size >>> 1;
    while (i < half) {
      int child = 2 * i + 1;
      int right = child + 1;
      if (right < size && before(key[right], job[right], key[child], job[child])) {
        child = right;
      }
      if (!before(key[child], job[child], k, j)) {
        break;
      }
      place(i, tracked[child], key[child], job[child]);
      i = child;
    }
    place(i, t, k, j);
  }

  private static boolean before(double k1, int j1, double k2, int j2) {
    return k1 != k2 ? Double.compare(k1, k2) > 0 : j1 < j2;
  }

  private void place(int i, Tracked t, double k, int j) {
    tracked[i] = t;
    key[i] = k;
    job[i] = j;
    t.heapAt = i;
  }
}
