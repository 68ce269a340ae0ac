package org.valen.hc.paper000.rules;

import java.util.Arrays;

/**
 * A heap of the score queue ({@link TemplateHeaps}): entries (a job, or a template) each with a key
 * and a tie (a job's index, the earliest arrival first), the highest key first and, of equal keys,
 * the lowest tie. Ties differ between entries, so the order is strict and the top is the same
 * whatever the order in which entries came in and however they sit in the arrays. Keys and ties sit
 * in parallel primitive arrays, so that a comparison reads two doubles and two ints next to each
 * other; each entry knows its place ({@link Entry#heapAt}), so that its key changes in place and it
 * leaves without leaving a stale entry behind.
 *
 * <p>{@link #set} restores the order at once; {@link #setLater} only writes the key, for many
 * changes at a time, after which {@link #restore} orders the whole heap in one pass.
 */
final class KeyHeap {
  /** What a heap holds: it knows its place in it (−1: none). */
  abstract static class Entry {
    int heapAt = -1;
  }

  private double[] key = new double[8];
  private int[] job = new int[8];
  private Entry[] tracked = new Entry[8];
  private int size;
  private boolean unordered;

  int size() {
    return size;
  }

  boolean isEmpty() {
    return size == 0;
  }

  /** The top entry, its key and tie (the heap must not be empty and be in order). */
  Entry top() {
    return tracked[0];
  }

  double topKey() {
    return key[0];
  }

  int topTie() {
    return job[0];
  }

  /** Whether {@code t} has an entry. */
  static boolean holds(Entry t) {
    return t.heapAt >= 0;
  }

  /** Gives {@code t} the key {@code k} and tie {@code tie}: a new entry, or its entry moved to its place. */
  void set(Entry t, double k, int tie) {
    int i = t.heapAt;
    if (i < 0) {
      i = append(t, k, tie);
    } else {
      key[i] = k;
      job[i] = tie;
    }
    if (!siftUp(i)) {
      siftDown(i);
    }
  }

  /** As {@link #set}, but the order waits for {@link #restore}. */
  void setLater(Entry t, double k, int tie) {
    if (t.heapAt < 0) {
      append(t, k, tie);
    } else {
      key[t.heapAt] = k;
      job[t.heapAt] = tie;
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
  void remove(Entry t) {
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

  private int append(Entry t, double k, int tie) {
    if (size == key.length) {
      int n = 2 * size;
      key = Arrays.copyOf(key, n);
      job = Arrays.copyOf(job, n);
      tracked = Arrays.copyOf(tracked, n);
    }
    place(size, t, k, tie);
    return size++;
  }

  /** Moves the entry at {@code at} up while it comes before its parent; whether it moved. */
  private boolean siftUp(int at) {
    int i = at;
    Entry t = tracked[i];
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
    Entry t = tracked[i];
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

  private void place(int i, Entry t, double k, int j) {
    tracked[i] = t;
    key[i] = k;
    job[i] = j;
    t.heapAt = i;
  }
}
