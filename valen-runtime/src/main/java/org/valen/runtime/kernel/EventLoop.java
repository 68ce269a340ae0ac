package org.valen.runtime.kernel;

import java.util.Arrays;

/**
 * A discrete-event loop that knows nothing of HPC (as SSJ's {@code Simulator}): events fire in
 * order of (time, priority, insertion order), so runs are deterministic; lower priority values
 * fire first among events at the same time. The clock only moves forward. A scheduled event can
 * be cancelled through the handle {@link #schedule} returns.
 *
 * <p>The queue is an indexed binary heap over parallel arrays: scheduling allocates nothing but
 * the event itself, and cancelling removes the event at once, so the queue never fills with dead
 * events.
 */
public final class EventLoop {
  /** A handle that {@link #cancel} ignores. */
  public static final long NO_EVENT = -1;

  private double now;
  private long inserted;
  private long fired;
  private int size;
  // entries by id
  private double[] times = new double[64];
  private int[] priorities = new int[64];
  private long[] sequence = new long[64];
  private Event[] events = new Event[64];
  private int[] position = new int[64]; // heap position of an entry, -1 when free
  private int[] generation = new int[64];
  private int[] freeIds = new int[64];
  private int freeCount;
  private int nextId;
  // heap of entry ids
  private int[] heap = new int[64];

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
   * @return a handle for {@link #cancel}
   * @throws IllegalArgumentException for a time in the past or not a number
   */
  public long schedule(double time, int priority, Event event) {
    if (!(time >= now)) {
      throw new IllegalArgumentException("cannot schedule an event at " + time + ", before now (" + now + ")");
    }
    int id = allocate();
    times[id] = time;
    priorities[id] = priority;
    sequence[id] = inserted++;
    events[id] = event;
    if (size == heap.length) {
      heap = Arrays.copyOf(heap, size * 2);
    }
    heap[size] = id;
    position[id] = size;
    siftUp(size++);
    return ((long) generation[id] << 32) | id;
  }

  /** Removes a scheduled event; does nothing if it fired or was cancelled already. */
  public void cancel(long handle) {
    if (handle < 0) {
      return;
    }
    int id = (int) handle;
    if (id >= nextId || generation[id] != (int) (handle >>> 32) || position[id] < 0) {
      return;
    }
    removeAt(position[id]);
  }

  /** Time of the next event, {@link Double#POSITIVE_INFINITY} if none. */
  public double nextTime() {
    return size == 0 ? Double.POSITIVE_INFINITY : times[heap[0]];
  }

  /** Fires the next event; returns false if there was none. */
  public boolean step() {
    if (size == 0) {
      return false;
    }
    int id = heap[0];
    Event event = events[id];
    now = times[id];
    removeAt(0);
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
    while (size > 0 && times[heap[0]] <= time) {
      step();
    }
    if (time > now) {
      now = time;
    }
  }

  private int allocate() {
    if (freeCount > 0) {
      return freeIds[--freeCount];
    }
    if (nextId == times.length) {
      int capacity = nextId * 2;
      times = Arrays.copyOf(times, capacity);
      priorities = Arrays.copyOf(priorities, capacity);
      sequence = Arrays.copyOf(sequence, capacity);
      events = Arrays.copyOf(events, capacity);
      position = Arrays.copyOf(position, capacity);
      generation = Arrays.copyOf(generation, capacity);
      freeIds = Arrays.copyOf(freeIds, capacity);
    }
    return nextId++;
  }

  private void removeAt(int pos) {
    int id = heap[pos];
    int last = heap[--size];
    position[id] = -1;
    events[id] = null;
    generation[id]++;
    freeIds[freeCount++] = id;
    if (pos < size) {
      heap[pos] = last;
      position[last] = pos;
      siftDown(pos);
      siftUp(pos);
    }
  }

  private void siftUp(int pos) {
    int id = heap[pos];
    while (pos > 0) {
      int parent = (pos - 1) >>> 1;
      int parentId = heap[parent];
      if (!before(id, parentId)) {
        break;
      }
      heap[pos] = parentId;
      position[parentId] = pos;
      pos = parent;
    }
    heap[pos] = id;
    position[id] = pos;
  }

  private void siftDown(int pos) {
    int id = heap[pos];
    int half = size >>> 1;
    while (pos < half) {
      int child = 2 * pos + 1;
      int right = child + 1;
      if (right < size && before(heap[right], heap[child])) {
        child = right;
      }
      int childId = heap[child];
      if (!before(childId, id)) {
        break;
      }
      heap[pos] = childId;
      position[childId] = pos;
      pos = child;
    }
    heap[pos] = id;
    position[id] = pos;
  }

  private boolean before(int a, int b) {
    if (times[a] != times[b]) {
      return times[a] < times[b];
    }
    if (priorities[a] != priorities[b]) {
      return priorities[a] < priorities[b];
    }
    return sequence[a] < sequence[b];
  }
}
