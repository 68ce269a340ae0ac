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

  private void walk(MappingRound round, int from, int level) {
    TaskPool pool = round.pool;
    int s = from;
    while (s >= 0 && !round.exhausted()) {
      int next = level < 0
          ? (order.oldestFirst ? pool.after(s) : pool.before(s))
          : (order.oldestFirst ? pool.afterInLevel(s) : pool.beforeInLevel(s));
      if (noChoiceInRound[pool.type[s]] != round.roundNumber() && round.mappable(s) && !fit(round, s)) {
        noChoiceInRound[pool.type[s]] = round.roundNumber(); // availability and energy only shrink in a round
      }
      s = next;
    }
  }

  /** Assigns task {@code s} if it has a choice; returns whether it had. */
  private boolean fit(MappingRound round, int s) {
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
      double ready = round.ready(m);
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
    if (bestMachine < 0) {
      return false;
    }
    round.assign(s, bestMachine, bestLevel);
    return true;
  }
}
