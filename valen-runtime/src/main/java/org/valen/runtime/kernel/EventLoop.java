package org.valen.runtime.kernel;

import java.util.Arrays;

/**
 * A discrete-event loop that knows nothing of HPC (as SSJ's {@code Simulator}): events fire in
 * order of (time, priority, insertion order), so runs are deterministic; lower priority values
 * fire first among events at the same time. The clock only moves forward.
 *
 * <p>The queue is a binary heap over parallel arrays: scheduling an event allocates nothing but
 * the event itself.
 */
public final class EventLoop {
  private double now;
  private long inserted;
  private long fired;
  private int size;
  private double[] times = new double[64];
  private int[] priorities = new int[64];
  private long[] sequence = new long[64];
  private Event[] events = new Event[64];

  /** Current simulated time in seconds. */
  public double now() {
    return now;
  }

  /** Events fired so far. */
  public long firedCount() {
    return fired;
  }

  /** Events waiting. */
  public int pending() {
    return size;
  }

  /**
   * Schedules {@code event} at {@code time} (not before now) with {@code priority}.
   *
   * @throws IllegalArgumentException for a time in the past or not a number
   */
  public void schedule(double time, int priority, Event event) {
    if (!(time >= now)) {
      throw new IllegalArgumentException("cannot schedule an event at " + time + ", before now (" + now + ")");
    }
    if (size == times.length) {
      int capacity = size * 2;
      times = Arrays.copyOf(times, capacity);
      priorities = Arrays.copyOf(priorities, capacity);
      sequence = Arrays.copyOf(sequence, capacity);
      events = Arrays.copyOf(events, capacity);
    }
    int i = size++;
    long seq = inserted++;
    while (i > 0) {
      int parent = (i - 1) >>> 1;
      if (!before(time, priority, seq, parent)) {
        break;
      }
      move(parent, i);
      i = parent;
    }
    put(i, time, priority, seq, event);
  }

  /** Time of the next event, {@link Double#POSITIVE_INFINITY} if none. */
  public double nextTime() {
    return size == 0 ? Double.POSITIVE_INFINITY : times[0];
  }

  /** Fires the next event; returns false if there was none. */
  public boolean step() {
    if (size == 0) {
      return false;
    }
    Event event = events[0];
    now = times[0];
    int last = --size;
    if (last > 0) {
      siftDown(times[last], priorities[last], sequence[last], events[last]);
    }
    events[last] = null;
    fired++;
    event.fire();
    return true;
  }

  /** Fires events until none is left. */
  public void run() {
    while (step()) {
      // every event does its own work
    }
  }

  /** Fires every event up to and including {@code time}, then sets the clock to {@code time}. */
  public void runUntil(double time) {
    while (size > 0 && times[0] <= time) {
      step();
    }
    if (time > now) {
      now = time;
    }
  }

  private void siftDown(double time, int priority, long seq, Event event) {
    int i = 0;
    int half = size >>> 1;
    while (i < half) {
      int child = 2 * i + 1;
      int right = child + 1;
      if (right < size && before(times[right], priorities[right], sequence[right], child)) {
        child = right;
      }
      if (!before(times[child], priorities[child], sequence[child], time, priority, seq)) {
        break;
      }
      move(child, i);
      i = child;
    }
    put(i, time, priority, seq, event);
  }

  private boolean before(double time, int priority, long seq, int slot) {
    return before(time, priority, seq, times[slot], priorities[slot], sequence[slot]);
  }

  private static boolean before(double t1, int p1, long s1, double t2, int p2, long s2) {
    if (t1 != t2) {
      return t1 < t2;
    }
    if (p1 != p2) {
      return p1 < p2;
    }
    return s1 < s2;
  }

  private void move(int from, int to) {
    put(to, times[from], priorities[from], sequence[from], events[from]);
  }

  private void put(int slot, double time, int priority, long seq, Event event) {
    times[slot] = time;
    priorities[slot] = priority;
    sequence[slot] = seq;
    events[slot] = event;
  }
}
