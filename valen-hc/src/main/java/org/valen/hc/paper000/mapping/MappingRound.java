package org.valen.hc.paper000.mapping;

import java.util.Arrays;
import org.valen.runtime.policy.DecisionContext;

/**
 * One mapping event as a heuristic sees it (paper 000, section III-D): the mappable tasks that
 * passed the dropping operation, the available machines with their ready times, the energy
 * filter's budget, and {@link #assign}, which makes one assignment. Heuristics go on while
 * {@link #exhausted()} is false and they have tasks to try.
 *
 * <p><b>Queued environment.</b> Every machine is available; its ready time grows as tasks are
 * mapped to it. An assignment whose task would start, or become the machine's pending task,
 * before the next mapping event goes to the machine's queue in the kernel at once (it cannot be
 * revised any more); a later one only moves the ready time, and the task stays in the virtual
 * queue to be mapped again at the next event, as the paper's heuristics remap the virtual queues
 * at every event. The round ends when no machine could still receive such a task: what the
 * paper's full remapping would add after that point is mapped again before it could start, so
 * the simulation is the same.
 *
 * <p><b>Polled environment.</b> Only idle machines are available, each for one task, which starts
 * at once.
 *
 * <p><b>Energy.</b> A choice passes when its EEC is within the filter's e_bud (if filtering) and
 * within the energy left for the day (always): the constraint is never exceeded.
 */
public final class MappingRound implements TaskPoolListener {
  final ChoiceTable table;
  final TaskPool pool;
  private final Machines machines;
  private DecisionContext context;
  final boolean queued;
  double now;
  private double horizon;
  private double energyBudgetPerTask;
  private double energyLeft;
  private final boolean[] taken;
  private final boolean[] open;
  private final int[] cursor;
  private final LiveTypes live;
  /** Σ of the largest EEC of every task in the pool: what the rest of a round could commit at most. */
  private double poolMaxJoules;
  private final int[] touched;
  private final boolean[] isTouched;
  private int touchedCount;
  private boolean[] mapped = new boolean[64];
  private int[] mappedSlots = new int[64];
  private int mappedCount;
  private int assignments;
  private final int[] typeVersion;
  private final int[] typeBest;
  private final double[] typeBestReady;
  private long rounds;

  /** Set once a revisable mapping left a machine's ready time behind in this round (see {@link #assignIgnoringReadyTime}). */
  private boolean readyTimesBehind;

  MappingRound(ChoiceTable table, TaskPool pool, Machines machines) {
    this.table = table;
    this.pool = pool;
    this.machines = machines;
    this.queued = machines.queuedEnvironment();
    taken = new boolean[table.machines];
    open = new boolean[table.machines];
    cursor = new int[table.machineTypes];
    live = new LiveTypes(table, pool);
    touched = new int[table.machines];
    isTouched = new boolean[table.machines];
    typeVersion = new int[table.machineTypes];
    typeBest = new int[table.machineTypes];
    typeBestReady = new double[table.machineTypes];
    pool.listen(this);
  }

  @Override
  public void added(int slot) {
    live.added(pool.type[slot]);
    poolMaxJoules += table.maxEec[pool.type[slot]];
  }

  @Override
  public void removed(int slot) {
    live.removed(pool.type[slot]);
    poolMaxJoules -= table.maxEec[pool.type[slot]];
  }

  /**
   * Starts a round at {@code now}; the next event is at {@code horizon}. {@code allLevels} says
   * whether the heuristic may use any P-state (else P-state 0 only), for knowing when it is done.
   */
  void begin(DecisionContext ctx, double at, double next, double eBud, double eRem, boolean anyLevel) {
    this.context = ctx;
    this.now = at;
    this.horizon = next;
    this.energyBudgetPerTask = eBud;
    this.energyLeft = eRem;
    this.assignments = 0;
    this.rounds++;
    this.readyTimesBehind = false;
    if (mapped.length < pool.capacity) {
      mapped = Arrays.copyOf(mapped, pool.capacity);
      mappedSlots = Arrays.copyOf(mappedSlots, pool.capacity);
    }
    int[] capacity = live.clearCapacity();
    for (int m = 0; m < table.machines; m++) {
      int j = table.machineType[m];
      if (queued) {
        open[m] = machines.openUntil(m, now, horizon);
        capacity[j] += open[m] ? 1 : 0;
      } else {
        taken[m] = !machines.isIdle(m);
        capacity[j] += taken[m] ? 0 : 1;
      }
    }
    Arrays.fill(cursor, 0);
    for (int j = 0; j < table.machineTypes; j++) {
      refreshType(j);
    }
    live.begin(Math.min(eBud, eRem), anyLevel);
  }

  /** Ends the round: machines' heap positions and task marks go back for the next event. */
  void end() {
    for (int t = 0; t < touchedCount; t++) {
      int m = touched[t];
      isTouched[m] = false;
      machines.byReadyTime[table.machineType[m]].put(m, machines.busyUntil[m], m);
    }
    touchedCount = 0;
    for (int t = 0; t < mappedCount; t++) {
      mapped[mappedSlots[t]] = false;
    }
    mappedCount = 0;
  }

  /**
   * Whether machine type {@code j} could still receive a task whose mapping cannot be revised: it
   * has an open (queued) or untaken idle (polled) machine, and tasks that may use it.
   */
  boolean isLive(int j) {
    return live.isLive(j);
  }

  /** Whether task type {@code i} may use machine type {@code j} in this round (valid, within the energy limits). */
  boolean usableNow(int i, int j) {
    return live.usable(i, j);
  }

  /**
   * Whether the round may look only at the tasks that can use the live machine types: every live
   * type is narrow (few task types can use it: the special-purpose machines) and the energy left
   * exceeds whatever the pool could still commit, so no choice of any task can change whether
   * another fits. Then the tasks that cannot use a live type can only receive revisable mappings
   * (queued) or none at all (polled), which do not change the next event; the heuristics check
   * the rest (see {@link OrderedFirstFit} and {@link BestScore}).
   */
  boolean focusPossible() {
    return live.count() > 0 && live.wide() == 0 && energyLeft >= poolMaxJoules;
  }

  /** Whether no available machine could receive any task still to map: the heuristic may stop. */
  public boolean exhausted() {
    return live.count() == 0;
  }

  /**
   * A number that changes whenever the best machine of type {@code j} or its ready time may have
   * changed in this round (an assignment to a machine of that type).
   */
  int version(int j) {
    return typeVersion[j];
  }

  /** How many rounds have begun: an event counter. */
  long roundNumber() {
    return rounds;
  }

  /** Assignments made so far in this round. */
  public int assignments() {
    return assignments;
  }

  /** Whether task {@code slot} can still be mapped in this round. */
  boolean mappable(int slot) {
    return pool.holds(slot) && !mapped[slot];
  }

  /**
   * The machine of type {@code j} a choice would use: queued, the earliest ready (ties: lowest
   * index); polled, the lowest-index idle one not yet taken; -1 if none.
   */
  int bestMachine(int j) {
    checkReadyTimes();
    return typeBest[j];
  }

  /** Ready time of {@link #bestMachine}{@code (j)} (kept side by side with it: heuristics read it often). */
  double readyOfType(int j) {
    checkReadyTimes();
    return typeBestReady[j];
  }

  private void checkReadyTimes() {
    if (readyTimesBehind) {
      throw new IllegalStateException("a heuristic that read ready times mapped with assignIgnoringReadyTime");
    }
  }

  /** Finds the best machine of type {@code j} again after it may have changed. */
  private void refreshType(int j) {
    int m;
    if (queued) {
      SlotHeap heap = machines.byReadyTime[j];
      m = heap.isEmpty() ? -1 : heap.peek();
    } else {
      int[] ofType = table.machinesOfType[j];
      while (cursor[j] < ofType.length && taken[ofType[cursor[j]]]) {
        cursor[j]++;
      }
      m = cursor[j] < ofType.length ? ofType[cursor[j]] : -1;
    }
    typeBest[j] = m;
    typeBestReady[j] = m < 0 ? Double.POSITIVE_INFINITY : ready(m);
  }

  /** Ready time of machine {@code m}: when a task mapped to it now would start. */
  double ready(int m) {
    return queued ? Math.max(now, machines.byReadyTime[table.machineType[m]].keyOf(m)) : now;
  }

  /** Whether a choice of EEC cell {@code cell} passes the energy filter and fits the energy left. */
  boolean passes(int cell) {
    double e = table.eec(cell);
    return e <= energyBudgetPerTask && e <= energyLeft;
  }

  /** Whether the energy left for the day still covers {@code joules}. */
  boolean energyCovers(double joules) {
    return energyLeft >= joules;
  }

  /** The first P-state of (task type, machine type) that passes, fastest first; -1 if none. */
  int firstPassingLevel(int i, int j, boolean anyLevel) {
    int base = table.cell(i, j, 0);
    int last = anyLevel ? table.levels : 1;
    for (int k = 0; k < last; k++) {
      if (passes(base + k)) {
        return k;
      }
    }
    return -1;
  }

  /** Other machines of type {@code j} that are available (polled) or all of them (queued), for Random. */
  int availableOfType(int j) {
    return queued ? table.machinesOfType[j].length : live.capacity(j); // polled: capacity counts the untaken idle ones
  }

  /** The {@code r}-th available machine of type {@code j} by index. */
  int availableMachine(int j, int r) {
    if (queued) {
      return table.machinesOfType[j][r];
    }
    for (int m : table.machinesOfType[j]) {
      if (!taken[m] && r-- == 0) {
        return m;
      }
    }
    throw new IllegalStateException("machine type " + j + " has no " + r + "th available machine");
  }

  /** Maps task {@code slot} to machine {@code m} in P-state {@code k}. */
  void assign(int slot, int m, int k) {
    int i = pool.type[slot];
    int j = table.machineType[m];
    int cell = table.cell(i, j, k);
    checkChoice(slot, m, k, cell);
    count(i, cell);
    typeVersion[j]++;
    if (queued) {
      double start = ready(m);
      boolean consequential = open[m];
      SlotHeap heap = machines.byReadyTime[j];
      if (!isTouched[m]) {
        isTouched[m] = true;
        touched[touchedCount++] = m;
      }
      heap.put(m, start + table.etc(cell), m);
      if (consequential) {
        context.enqueue(pool.job[slot], m, table.plan(cell));
        machines.queuedOn(m, pool.job[slot], cell, now);
        pool.remove(slot);
        if (start > horizon) {
          open[m] = false;
          live.lowerCapacity(j);
        }
      } else {
        markMapped(slot);
      }
    } else {
      context.allocate(pool.job[slot], m, table.plan(cell));
      machines.startedOn(m, pool.job[slot], cell, now);
      pool.remove(slot);
      taken[m] = true;
      live.lowerCapacity(j);
    }
    refreshType(j);
  }

  private void checkChoice(int slot, int m, int k, int cell) {
    int i = pool.type[slot];
    if (!mappable(slot) || !table.valid(i, table.machineType[m]) || !passes(cell) || (!queued && taken[m])) {
      throw new IllegalStateException("not a valid choice: task " + pool.job[slot].id() + " on machine " + m
          + " in P-state " + k);
    }
  }

  /**
   * {@link #assign}, for a heuristic whose choices never depend on ready times (Random). A
   * revisable mapping (queued environment, machine not open) then only counts what the round must
   * know — the energy it commits, the demand left for the live machine types — and leaves the
   * machine's ready time behind: only the ready times of open machines, which are assigned in full,
   * decide anything later in the round. {@link #bestMachine} and {@link #readyOfType} refuse to
   * answer for the rest of the round.
   */
  void assignIgnoringReadyTime(int slot, int m, int k) {
    if (!queued || open[m]) {
      assign(slot, m, k);
      return;
    }
    int i = pool.type[slot];
    int cell = table.cell(i, table.machineType[m], k);
    checkChoice(slot, m, k, cell);
    count(i, cell);
    markMapped(slot);
    readyTimesBehind = true;
  }

  /** Counts a choice of task type {@code i} in EEC cell {@code cell}: its energy, one assignment, the demand it meets. */
  private void count(int i, int cell) {
    energyLeft -= table.eec(cell);
    assignments++;
    live.lowerDemand(i);
  }

  /** Marks task {@code slot} mapped in this round (revisable: queued on a machine not yet open). */
  private void markMapped(int slot) {
    mapped[slot] = true;
    mappedSlots[mappedCount++] = slot;
  }
}
