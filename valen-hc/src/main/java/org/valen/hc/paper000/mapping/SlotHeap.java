package org.valen.hc.paper000.mapping;

import java.util.Arrays;

/**
 * An indexed binary min-heap of integer slots ordered by a double key, ties by a second integer
 * key (so order never depends on slot numbers): insert, remove, change of key and peek in
 * O(log n) / O(1), nothing allocated once grown. A max-heap stores negated keys.
 */
final class SlotHeap {
  private int[] heap = new int[16];
  private int[] position = new int[16];
  private double[] key = new double[16];
  private int[] tie = new int[16];
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
    return heap[0];
  }

  double peekKey() {
    return size == 0 ? Double.POSITIVE_INFINITY : key[heap[0]];
  }

  int peekTie() {
    return tie[heap[0]];
  }

  double keyOf(int slot) {
    return key[slot];
  }

  /** Adds {@code slot}, or moves it if present. */
  void put(int slot, double k, int tieBreak) {
    ensure(slot);
    if (position[slot] >= 0) {
      double old = key[slot];
      key[slot] = k;
      tie[slot] = tieBreak;
      if (k < old) {
        siftUp(position[slot]);
      } else {
        siftDown(position[slot]);
      }
      return;
    }
    if (size == heap.length) {
      heap = Arrays.copyOf(heap, size * 2);
    }
    key[slot] = k;
    tie[slot] = tieBreak;
    heap[size] = slot;
    position[slot] = size;
    siftUp(size++);
  }

  /** Removes and returns the smallest. */
  int poll() {
    int top = heap[0];
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
      position[heap[i]] = -1;
    }
    size = 0;
  }

  private void removeAt(int at) {
    int slot = heap[at];
    position[slot] = -1;
    int last = heap[--size];
    if (at < size) {
      heap[at] = last;
      position[last] = at;
      siftDown(at);
      siftUp(position[last]);
    }
  }

  private boolean before(int a, int b) {
    return key[a] < key[b] || (key[a] == key[b] && tie[a] < tie[b]);
  }

  private void siftUp(int at) {
    int slot = heap[at];
    while (at > 0) {
      int parent = (at - 1) >>> 1;
      if (!before(slot, heap[parent])) {
        break;
      }
      heap[at] = heap[parent];
      position[heap[at]] = at;
      at = parent;
    }
    heap[at] = slot;
    position[slot] = at;
  }

  private void siftDown(int at) {
    int slot = heap[at];
    int half = size >>> 1;
    while (at < half) {
      int child = 2 * at + 1;
      if (child + 1 < size && before(heap[child + 1], heap[child])) {
        child++;
      }
      if (!before(heap[child], slot)) {
        break;
      }
      heap[at] = heap[child];
      position[heap[at]] = at;
      at = child;
    }
    heap[at] = slot;
    position[slot] = at;
  }

  private void ensure(int slot) {
    if (slot >= position.length) {
      int n = Math.max(slot + 1, position.length * 2);
      int old = position.length;
      position = Arrays.copyOf(position, n);
      Arrays.fill(position, old, n, -1);
      key = Arrays.copyOf(key, n);
      tie = Arrays.copyOf(tie, n);
    }
  }
}
