package org.valen.hc.paper000.mapping;

import java.util.Arrays;

/**
 * Doubly linked lists of slots, each kept in increasing order of a slot's key (a task's arrival
 * index): a slot is in at most one list of a {@code SlotLists}. Appending at the end is O(1);
 * a slot that comes back out of order walks back from the end.
 */
final class SlotLists {
  static final int NONE = -1;
  private int[] next;
  private int[] prev;
  private int[] head;
  private int[] tail;

  SlotLists(int lists, int capacity) {
    next = new int[capacity];
    prev = new int[capacity];
    head = new int[lists];
    tail = new int[lists];
    Arrays.fill(head, NONE);
    Arrays.fill(tail, NONE);
  }

  void growSlots(int capacity) {
    next = Arrays.copyOf(next, capacity);
    prev = Arrays.copyOf(prev, capacity);
  }

  /** Adds an empty list at position {@code at}, moving later lists up by one. */
  void insertList(int at) {
    head = insert(head, at);
    tail = insert(tail, at);
  }

  private static int[] insert(int[] a, int at) {
    int[] b = new int[a.length + 1];
    System.arraycopy(a, 0, b, 0, at);
    b[at] = NONE;
    System.arraycopy(a, at, b, at + 1, a.length - at);
    return b;
  }

  int first(int list) {
    return head[list];
  }

  int last(int list) {
    return tail[list];
  }

  int after(int s) {
    return next[s];
  }

  int before(int s) {
    return prev[s];
  }

  /** Links {@code s} into {@code list} at the position of {@code key[s]}. */
  void insert(int list, int s, int[] key) {
    int after = tail[list];
    while (after != NONE && key[after] > key[s]) {
      after = prev[after];
    }
    prev[s] = after;
    next[s] = after == NONE ? head[list] : next[after];
    if (after == NONE) {
      head[list] = s;
    } else {
      next[after] = s;
    }
    if (next[s] == NONE) {
      tail[list] = s;
    } else {
      prev[next[s]] = s;
    }
  }

  void unlink(int list, int s) {
    if (prev[s] == NONE) {
      head[list] = next[s];
    } else {
      next[prev[s]] = next[s];
    }
    if (next[s] == NONE) {
      tail[list] = prev[s];
    } else {
      prev[next[s]] = prev[s];
    }
  }
}
