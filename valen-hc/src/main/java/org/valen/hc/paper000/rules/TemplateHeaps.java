package org.valen.hc.paper000.rules;

import java.util.BitSet;

/**
 * The jobs of the {@link ScoreQueue}: a {@link KeyHeap} per template, and the templates in a heap
 * by their first job's key and index. The top is the job of the highest key (ties: the lowest
 * index) of all templates that are <em>on</em>. A template found unable to score in an event is
 * taken off with all its jobs at once, until the next event begins, rather than each of its jobs
 * coming to the top to be set aside in turn (as the free nodes fill, whole task types can use none
 * that are left).
 *
 * <p>{@link #set} restores the order at once; {@link #setLater} only writes the key, for many
 * changes at a time, after which {@link #restore} orders the heaps that changed.
 */
final class TemplateHeaps {
  /** A template's entry in the heap of templates. */
  private static final class Slot extends KeyHeap.Entry {
    final int template;

    Slot(int template) {
      this.template = template;
    }
  }

  private final KeyHeap[] jobs;
  private final Slot[] slots;
  private final KeyHeap templates = new KeyHeap();
  /** Templates taken off in this event; templates whose heap waits for {@link #restore}. */
  private final BitSet isOff = new BitSet();
  private final BitSet unordered = new BitSet();
  private int size;

  TemplateHeaps(int templateCount) {
    jobs = new KeyHeap[templateCount];
    slots = new Slot[templateCount];
    for (int i = 0; i < templateCount; i++) {
      jobs[i] = new KeyHeap();
      slots[i] = new Slot(i);
    }
  }

  /** How many jobs the heaps hold, those of templates taken off too. */
  int size() {
    return size;
  }

  /** Whether no template that is on has a job. */
  boolean isEmpty() {
    return templates.isEmpty();
  }

  /** The job of the highest key, ties to the lowest index, of the templates that are on. */
  Tracked top() {
    return (Tracked) jobs[((Slot) templates.top()).template].top();
  }

  /** Gives job {@code t} the key {@code k}, in order at once. */
  void set(Tracked t, double k) {
    size += KeyHeap.holds(t) ? 0 : 1;
    jobs[t.template].set(t, k, t.job.index());
    refresh(t.template);
  }

  /** As {@link #set}, in order after {@link #restore}. */
  void setLater(Tracked t, double k) {
    size += KeyHeap.holds(t) ? 0 : 1;
    jobs[t.template].setLater(t, k, t.job.index());
    unordered.set(t.template);
  }

  /** Puts in order the heaps changed by {@link #setLater}. */
  void restore() {
    for (int i = unordered.nextSetBit(0); i >= 0; i = unordered.nextSetBit(i + 1)) {
      jobs[i].restore();
      unordered.clear(i);
      refresh(i);
    }
  }

  /** Removes job {@code t}, if held. */
  void remove(Tracked t) {
    if (KeyHeap.holds(t)) {
      size--;
      jobs[t.template].remove(t);
      refresh(t.template);
    }
  }

  /** Takes template {@code template} off, with all its jobs, until {@link #allOn}. */
  void takeOff(int template) {
    isOff.set(template);
    templates.remove(slots[template]);
  }

  /** Puts every template taken off on again (as an event begins). */
  void allOn() {
    for (int i = isOff.nextSetBit(0); i >= 0; i = isOff.nextSetBit(i + 1)) {
      isOff.clear(i);
      refresh(i);
    }
  }

  /** Template {@code i}'s entry in the heap of templates, after its heap changed. */
  private void refresh(int i) {
    if (unordered.get(i)) {
      return; // restore() comes back to it
    } else if (isOff.get(i) || jobs[i].isEmpty()) {
      templates.remove(slots[i]);
    } else {
      templates.set(slots[i], jobs[i].topKey(), jobs[i].topTie());
    }
  }
}
