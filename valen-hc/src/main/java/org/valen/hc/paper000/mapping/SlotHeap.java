package org.valen.hc.paper000.mapping;

import java.util.Arrays;

/**
 * An indexed binary min-heap of integer slots ordered by a double key, ties by a second integer
 * key (so order never depends on slot numbers): insert, remove, change of key and peek in
 * O(log n) / O(1), nothing allocated once grown. A max-heap stores negated keys.
 *
 * <p>Keys and ties are stored in heap order, beside the slots, so that a sift compares entries
 * that lie next to each other in memory instead of looking each key up through its slot; only
 * the slot → position map is indexed by slot. The heap is 4-ary: half as deep as a binary one, and
 * the four children of an entry share a cache line.
 */
final class SlotHeap {
  private int[] slotAt = new int[16];
  private double[] keyAt = new double[16];
  private int[] tieAt = new int[16];
  private int[] position = new int[16];
  private int size;

  SlotHeap() {
    Arrays.fill(position, -1);
  }

  int size() {
    return size;
  }

  boolean isEmpty() {
    return size == 0;
  }

  boolean contains(int slot) {
    return slot < position.length && position[slot] >= 0;
  }

  /** The slot with the smallest key; the heap must not be empty. */
  int peek() {
    return slotAt[0];
  }

  double peekKey() {
    return size == 0 ? Double.POSITIVE_INFINITY : keyAt[0];
  }

  int peekTie() {
    return tieAt[0];
  }

  /** The key of {@code slot}, which must be in the heap. */
  double keyOf(int slot) {
    return keyAt[position[slot]];
  }

  /** Adds {@code slot}, or moves it if present. */
  void put(int slot, double k, int tieBreak) {
    ensure(slot);
    int at = position[slot];
    if (at >= 0) {
      double old = keyAt[at];
      if (k < old || (k == old && tieBreak < tieAt[at])) {
        siftUp(at, slot, k, tieBreak);
      } else {
        siftDown(at, slot, k, tieBreak);
      }
      return;
    }
    if (size == slotAt.length) {
      int n = size * 2;
      slotAt = Arrays.copyOf(slotAt, n);
      keyAt = Arrays.copyOf(keyAt, n);
      tieAt = Arrays.copyOf(tieAt, n);
    }
    siftUp(size++, slot, k, tieBreak);
  }

  /** Removes and returns the smallest. */
  int poll() {
    int top = slotAt[0];
    removeAt(0);
    return top;
  }

  /** Removes {@code slot} if present. */
  void remove(int slot) {
    if (contains(slot)) {
      removeAt(position[slot]);
    }
  }

  void clear() {
    for (int i = 0; i < size; i++) {
      position[slotAt[i]] = -1;
    }
    size = 0;
  }

  private void removeAt(int at) {
    position[slotAt[at]] = -1;
    int last = --size;
    if (at < last) {
      int slot = slotAt[last];
      double k = keyAt[last];
      int t = tieAt[last];
      if (at > 0 && before(k, t, (at - 1) >>> 2)) {
        siftUp(at, slot, k, t);
      } else {
        siftDown(at, slot, k, t);
      }
    }
  }

  /** Whether (k, t) comes strictly before the entry at heap position {@code at}. */
  private boolean before(double k, int t, int at) {
    return k < keyAt[at] || (k == keyAt[at] && t < tieAt[at]);
  }

  /** Places (slot, k, t) at {@code at} or above it. */
  private void siftUp(int at, int slot, double k, int t) {
    while (at > 0) {
      int parent = (at - 1) >>> 2;
      if (!before(k, t, parent)) {
        break;
      }
      move(parent, at);
      at = parent;
    }
    set(at, slot, k, t);
  }

  /** Places (slot, k, t) at {@code at} or below it. */
  private void siftDown(int at, int slot, double k, int t) {
    while (true) {
      int first = 4 * at + 1;
      if (first >= size) {
        break;
      }
      int child = first;
      int last = Math.min(first + 4, size);
      for (int c = first + 1; c < last; c++) {
        if (keyAt[c] < keyAt[child] || (keyAt[c] == keyAt[child] && tieAt[c] < tieAt[child])) {
          child = c;
        }
      }
      if (before(k, t, child) || (k == keyAt[child] && t == tieAt[child])) {
        break;
      }
      move(child, at);
      at = child;
    }
    set(at, slot, k, t);
  }

  private void move(int from, int to) {
    int slot = slotAt[from];
    slotAt[to] = slot;
    keyAt[to] = keyAt[from];
    tieAt[to] = tieAt[from];
    position[slot] = to;
  }

  private void set(int at, int slot, double k, int t) {
    slotAt[at] = slot;
    keyAt[at] = k;
    tieAt[at] = t;
    position[slot] = at;
  }

  private void ensure(int slot) {
    if (slot >= position.length) {
      int n = Math.max(slot + 1, position.length * 2);
      int old = position.length;
      position = Arrays.copyOf(position, n);
      Arrays.fill(position, old, n, -1);
    }
  }
}
