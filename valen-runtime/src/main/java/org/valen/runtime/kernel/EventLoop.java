package org.valen.runtime.kernel;

import java.util.Arrays;

/**
 * A discrete-event loop that knows nothing of HPC (as SSJ's {@code Simulator}): events fire in
 * order of (time, priority, insertion order), so runs are deterministic; lower priority values
 * fire first among events at the same time. The clock only moves forward. A scheduled event can
 * be cancelled through the handle {@link #schedule} returns.
 *
 * <p>The queue is an indexed 4-ary heap: each heap position holds its event's time, priority and
 * insertion number beside the event's id, so that a sift compares entries that lie next to each
 * other instead of looking each key up through its id, and the four children of an entry share a
 * cache line. Scheduling allocates nothing but the event itself, and cancelling removes the event
 * at once, so the queue never fills with dead events.
 *
 * <p><b>Batches.</b> Between {@link #beginBatch()} and {@link #endBatch()} (inside one event, say,
 * that stops and restarts many tasks) scheduling appends to the heap and cancelling takes the last
 * entry into the hole, both without sifting; {@link #endBatch()} puts the heap in order again at
 * once (Floyd's construction, linear in the queue's length). Since (time, priority, insertion)
 * orders every pair of events, the events fire in exactly the order they would have had one by
 * one. (Sifting each new event up at once instead, as outside a batch, cost more where a
 * checkpoint's pauses end: JFR, 4.3 % of {@code valen bench-runtime}'s samples against 2.9 % for
 * the batch's one construction.)
 */
public final class EventLoop {
  /** A handle that {@link #cancel} ignores. */
  public static final long NO_EVENT = -1;

  private double now;
  private long inserted;
  private long fired;
  private int size;
  // entries by id
  private Event[] events = new Event[64];
  private int[] position = new int[64]; // heap position of an entry, -1 when free
  private int[] generation = new int[64];
  private int[] freeIds = new int[64];
  private int freeCount;
  private int nextId;
  // the heap, by position: the entry's id and its keys
  private int[] heapId = new int[64];
  private double[] heapTime = new double[64];
  private int[] heapPriority = new int[64];
  private long[] heapSequence = new long[64];
  /** Open batches: while there is one, the heap is not kept in order. */
  private int batches;
  /** Whether a batch changed the heap since it was last in order. */
  private boolean unordered;

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
    events[id] = event;
    if (size == heapId.length) {
      int capacity = size * 2;
      heapId = Arrays.copyOf(heapId, capacity);
      heapTime = Arrays.copyOf(heapTime, capacity);
      heapPriority = Arrays.copyOf(heapPriority, capacity);
      heapSequence = Arrays.copyOf(heapSequence, capacity);
    }
    if (batches > 0) {
      set(size++, id, time, priority, inserted++);
      unordered = true;
    } else {
      siftUp(size++, id, time, priority, inserted++);
    }
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

  /**
   * Starts a batch of scheduling and cancelling (batches nest): nothing may fire or be asked for
   * the next time until the matching {@link #endBatch()}.
   */
  public void beginBatch() {
    batches++;
  }

  /** Ends a batch; the last one puts the queue in order. */
  public void endBatch() {
    if (batches == 0) {
      throw new IllegalStateException("no batch is open");
    }
    if (--batches == 0 && unordered) {
      for (int pos = (size - 2) >>> 2; size > 1 && pos >= 0; pos--) {
        siftDown(pos, heapId[pos], heapTime[pos], heapPriority[pos], heapSequence[pos]);
      }
      unordered = false;
    }
  }

  /** Time of the next event, {@link Double#POSITIVE_INFINITY} if none. */
  public double nextTime() {
    checkNoBatch();
    return size == 0 ? Double.POSITIVE_INFINITY : heapTime[0];
  }

  /** Fires the next event; returns false if there was none. */
  public boolean step() {
    checkNoBatch();
    if (size == 0) {
      return false;
    }
    Event event = events[heapId[0]];
    now = heapTime[0];
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
    checkNoBatch();
    while (size > 0 && heapTime[0] <= time) {
      step();
    }
    if (time > now) {
      now = time;
    }
  }

  private void checkNoBatch() {
    if (batches > 0) {
      throw new IllegalStateException("a batch of scheduling is open: end it before events fire");
    }
  }

  private int allocate() {
    if (freeCount > 0) {
      return freeIds[--freeCount];
    }
    if (nextId == events.length) {
      int capacity = nextId * 2;
      events = Arrays.copyOf(events, capacity);
      position = Arrays.copyOf(position, capacity);
      generation = Arrays.copyOf(generation, capacity);
      freeIds = Arrays.copyOf(freeIds, capacity);
    }
    return nextId++;
  }

  private void removeAt(int pos) {
    int id = heapId[pos];
    position[id] = -1;
    events[id] = null;
    generation[id]++;
    freeIds[freeCount++] = id;
    int last = --size;
    if (pos < last) {
      int lastId = heapId[last];
      double time = heapTime[last];
      int priority = heapPriority[last];
      long sequence = heapSequence[last];
      if (batches > 0) {
        set(pos, lastId, time, priority, sequence);
        unordered = true;
      } else if (pos > 0 && before(time, priority, sequence, (pos - 1) >>> 2)) {
        siftUp(pos, lastId, time, priority, sequence);
      } else {
        siftDown(pos, lastId, time, priority, sequence);
      }
    }
  }

  /** Places the entry at {@code pos} or above. */
  private void siftUp(int pos, int id, double time, int priority, long sequence) {
    while (pos > 0) {
      int parent = (pos - 1) >>> 2;
      if (!before(time, priority, sequence, parent)) {
        break;
      }
      move(parent, pos);
      pos = parent;
    }
    set(pos, id, time, priority, sequence);
  }

  /** Places the entry at {@code pos} or below. */
  private void siftDown(int pos, int id, double time, int priority, long sequence) {
    while (true) {
      int first = 4 * pos + 1;
      if (first >= size) {
        break;
      }
      int child = first;
      int end = Math.min(first + 4, size);
      for (int c = first + 1; c < end; c++) {
        if (before(heapTime[c], heapPriority[c], heapSequence[c], child)) {
          child = c;
        }
      }
      if (!before(heapTime[child], heapPriority[child], heapSequence[child], time, priority, sequence)) {
        break;
      }
      move(child, pos);
      pos = child;
    }
    set(pos, id, time, priority, sequence);
  }

  private void move(int from, int to) {
    int id = heapId[from];
    heapId[to] = id;
    heapTime[to] = heapTime[from];
    heapPriority[to] = heapPriority[from];
    heapSequence[to] = heapSequence[from];
    position[id] = to;
  }

  private void set(int pos, int id, double time, int priority, long sequence) {
    heapId[pos] = id;
    heapTime[pos] = time;
    heapPriority[pos] = priority;
    heapSequence[pos] = sequence;
    position[id] = pos;
  }

  /** Whether the entry (time, priority, sequence) fires before the one at heap position {@code pos}. */
  private boolean before(double time, int priority, long sequence, int pos) {
    return before(time, priority, sequence, heapTime[pos], heapPriority[pos], heapSequence[pos]);
  }

  private static boolean before(double time, int priority, long sequence, double otherTime, int otherPriority,
      long otherSequence) {
    if (time != otherTime) {
      return time < otherTime;
    }
    if (priority != otherPriority) {
      return priority < otherPriority;
    }
    return sequence < otherSequence;
  }
}
