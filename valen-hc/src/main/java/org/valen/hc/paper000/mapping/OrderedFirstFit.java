package org.valen.hc.paper000.mapping;

/**
 * The FCFS family of paper 000 (section III-D): tasks are taken in a fixed order — arrival
 * (FCFS), reverse arrival (LCFS), or by priority level, highest first, and within a level by
 * arrival or reverse arrival (Prioritized-FCFS, Prioritized-LCFS) — and each goes to the
 * available machine with the earliest ready time that is valid and passes the energy filter in
 * P-state 0 (P-state 0 versions); the All P-states versions take, on the machine with the earliest
 * ready time where any P-state passes, the fastest P-state that passes ("the first choice that
 * satisfies the filter", section V). Ties in ready time (all idle machines in the polled
 * environment) go to the machine that would complete the task first, then to the lowest machine
 * index (our rule: the paper only says a machine that is immediately available). A task with no
 * such machine stays unmapped, and so does every later task of its type in this event.
 */
public final class OrderedFirstFit extends MappingEngine {
  /** The order in which tasks are considered. */
  public enum Order {
    FCFS(false, true),
    LCFS(false, false),
    PRIORITIZED_FCFS(true, true),
    PRIORITIZED_LCFS(true, false);

    private final boolean byPriority;
    private final boolean oldestFirst;

    Order(boolean byPriority, boolean oldestFirst) {
      this.byPriority = byPriority;
      this.oldestFirst = oldestFirst;
    }
  }

  private final Order order;
  private final boolean allPStates;
  /** Per task type, the round in which it was found to have no choice. */
  private long[] noChoiceInRound = new long[0];

  public OrderedFirstFit(String name, Order order, boolean allPStates) {
    super(name, allPStates);
    this.order = order;
    this.allPStates = allPStates;
  }

  @Override
  public void map(MappingRound round) {
    TaskPool pool = round.pool;
    if (noChoiceInRound.length != round.table.taskTypes) {
      noChoiceInRound = new long[round.table.taskTypes];
    }
    if (!order.byPriority) {
      walk(round, order.oldestFirst ? pool.first() : pool.last(), -1);
      return;
    }
    for (int l = 0; l < pool.levelCount() && !round.exhausted(); l++) {
      walk(round, order.oldestFirst ? pool.firstOfLevel(l) : pool.lastOfLevel(l), l);
    }
  }

  /**
   * Walks the tasks of one order (all, or one priority level) from {@code from}. While the round
   * allows focusing, it jumps to the next task in the order that can use a live machine type; if
   * that task's best machine is a live one, the tasks jumped over could not have changed that (they
   * cannot use live machines, and what they would get elsewhere only makes other machines later),
   * so it is assigned at once. Otherwise the tasks jumped over are walked one by one after all.
   */
  private void walk(MappingRound round, int from, int level) {
    TaskPool pool = round.pool;
    int replay = from; // the first task not walked yet
    long bound = from < 0 ? 0 : position(pool, from); // every usable-on-live task before it is placed
    long forcedUntil = Long.MIN_VALUE; // walk one by one up to this position
    while (replay >= 0 && !round.exhausted()) {
      if (position(pool, replay) > forcedUntil && round.focusPossible()) {
        int c = focusCandidate(round, Math.max(bound, position(pool, replay)), level);
        if (c < 0) {
          return; // no task left in this walk can use a live machine
        }
        if (fitsLive(round, c)) {
          if (c == replay) {
            replay = next(pool, c, level);
          }
          fitAndRemember(round, c);
          bound = position(pool, c) + 1;
          continue;
        }
        forcedUntil = position(pool, c);
        continue;
      }
      int s = replay;
      replay = next(pool, s, level);
      fitAndRemember(round, s);
    }
  }

  private void fitAndRemember(MappingRound round, int s) {
    TaskPool pool = round.pool;
    int i = pool.type[s];
    if (noChoiceInRound[i] != round.roundNumber() && round.mappable(s) && !fit(round, s)) {
      noChoiceInRound[i] = round.roundNumber(); // availability and energy only shrink in a round
    }
  }

  /** Where task {@code s} stands in this walk: increasing along it. */
  private long position(TaskPool pool, int s) {
    return order.oldestFirst ? pool.jobIndex[s] : -(long) pool.jobIndex[s];
  }

  private int next(TaskPool pool, int s, int level) {
    return level < 0
        ? (order.oldestFirst ? pool.after(s) : pool.before(s))
        : (order.oldestFirst ? pool.afterInLevel(s) : pool.beforeInLevel(s));
  }

  /** The first mappable task at or after walk position {@code bound} whose type can use a live machine type; -1 if none. */
  private int focusCandidate(MappingRound round, long bound, int level) {
    TaskPool pool = round.pool;
    ChoiceTable table = round.table;
    int best = -1;
    for (int j = 0; j < table.machineTypes; j++) {
      if (!round.isLive(j)) {
        continue;
      }
      for (int i : table.typesOn[j]) {
        if (!round.usableNow(i, j)) {
          continue;
        }
        int s = order.oldestFirst ? pool.firstOfType(i) : pool.lastOfType(i);
        while (s >= 0 && (position(pool, s) < bound || (level >= 0 && pool.level[s] != level) || !round.mappable(s))) {
          s = order.oldestFirst ? pool.afterInType(s) : pool.beforeInType(s);
        }
        if (s >= 0 && (best < 0 || position(pool, s) < position(pool, best))) {
          best = s;
        }
      }
    }
    return best;
  }

  /** Whether task {@code s}'s machine would be on a live machine type. */
  private boolean fitsLive(MappingRound round, int s) {
    int m = choose(round, s);
    return m >= 0 && round.isLive(round.table.machineType[m]);
  }

  /** Assigns task {@code s} if it has a choice; returns whether it had. */
  private boolean fit(MappingRound round, int s) {
    int m = choose(round, s);
    if (m < 0) {
      return false;
    }
    round.assign(s, m, chosenLevel);
    return true;
  }

  private int chosenLevel;

  /** The machine task {@code s} would go to (its P-state in {@link #chosenLevel}); -1 if none. */
  private int choose(MappingRound round, int s) {
    ChoiceTable table = round.table;
    int i = round.pool.type[s];
    int bestMachine = -1;
    int bestLevel = -1;
    double bestReady = Double.POSITIVE_INFINITY;
    double bestCompletion = Double.POSITIVE_INFINITY;
    for (int j : table.validTypes[i]) {
      int m = round.bestMachine(j);
      if (m < 0) {
        continue;
      }
      double ready = round.readyOfType(j);
      if (ready > bestReady) {
        continue;
      }
      int k = round.firstPassingLevel(i, j, allPStates);
      if (k < 0) {
        continue;
      }
      double completion = ready + table.etc(table.cell(i, j, k));
      if (ready < bestReady || completion < bestCompletion || (completion == bestCompletion && m < bestMachine)) {
        bestMachine = m;
        bestLevel = k;
        bestReady = ready;
        bestCompletion = completion;
      }
    }
    chosenLevel = bestLevel;
    return bestMachine;
  }
}
