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
 *
 * <p>Heaps made with the same {@link Positions} form a family that holds each slot at most once
 * and shares one slot → position map: many small heaps over the same slots (one per task type,
 * say) then use one small array rather than one each.
 */
final class SlotHeap {
  /** Where each slot stands in the heap of a family that holds it; -1 if none. */
  static final class Positions {
    private int[] of = new int[0];

    private void ensure(int slot) {
      if (slot >= of.length) {
        int n = Math.max(slot + 1, of.length * 2);
        int old = of.length;
        of = Arrays.copyOf(of, n);
        Arrays.fill(of, old, n, -1);
      }
    }
  }

  private int[] slotAt = new int[16];
  private double[] keyAt = new double[16];
  private int[] tieAt = new int[16];
  private final Positions positions;
  private int size;

  SlotHeap() {
    this(new Positions());
  }

  /** A heap of the family of {@code shared}. */
  SlotHeap(Positions shared) {
    this.positions = shared;
  }

  int size() {
    return size;
  }

  boolean isEmpty() {
    return size == 0;
  }

  boolean contains(int slot) {
    int[] position = positions.of;
    if (slot >= position.length) {
      return false;
    }
    int at = position[slot];
    return at >= 0 && at < size && slotAt[at] == slot;
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

  /**
   * Whether the first slot, keyed anew by ({@code k}, {@code tieBreak}), would still come first:
   * no other entry comes strictly before it.
   */
  boolean staysFirst(double k, int tieBreak) {
    int last = Math.min(4, size - 1);
    for (int c = 1; c <= last; c++) {
      if (before(keyAt[c], tieAt[c], k, tieBreak)) {
        return false;
      }
    }
    return true;
  }

  /** The key of {@code slot}, which must be in the heap. */
  double keyOf(int slot) {
    return keyAt[positions.of[slot]];
  }

  /** Adds {@code slot}, or moves it if present. */
  void put(int slot, double k, int tieBreak) {
    positions.ensure(slot);
    int at = positions.of[slot];
    if (at >= 0 && at < size && slotAt[at] == slot) {
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
      removeAt(positions.of[slot]);
    }
  }

  void clear() {
    for (int i = 0; i < size; i++) {
      positions.of[slotAt[i]] = -1;
    }
    size = 0;
  }

  private void removeAt(int at) {
    positions.of[slotAt[at]] = -1;
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
    return before(k, t, keyAt[at], tieAt[at]);
  }

  private static boolean before(double k, int t, double otherK, int otherT) {
    return k < otherK || (k == otherK && t < otherT);
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
    positions.of[slot] = to;
  }

  private void set(int at, int slot, double k, int t) {
    slotAt[at] = slot;
    keyAt[at] = k;
    tieAt[at] = t;
    positions.of[slot] = at;
  }
}
