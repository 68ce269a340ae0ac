package org.valen.hc.paper000.mapping;

import java.util.Arrays;

/**
 * The utility-aware heuristics of paper 000 (section III-D), built like Min-Min: each mappable task
 * finds its best valid choice (machine, P-state) that passes the energy filter; of these, the best
 * one is assigned; repeat. "Best" maximizes the utility earned at completion (Max Utility),
 * utility / execution time (Max UPT) or utility / energy (Max UPE). A choice that would earn no
 * utility is never made. Ties: the earlier-arrived task; for one task, the earlier completion,
 * then the lower machine index, then the faster P-state.
 *
 * <p><b>Speed.</b> Scores are compared in the log domain. Every task keeps an upper bound of any
 * score it can reach from now on — its log utility at now + its fastest ETC, plus its best
 * possible log weight — which only falls with time; tasks wait in a heap by bound, and an event
 * evaluates exactly only those whose bound could beat the best exact score found so far. Within an
 * event, scores only fall as machines fill, so an evaluated task is evaluated again only when the
 * machine type of its best choice changed or its energy no longer fits.
 */
public final class BestScore extends MappingEngine implements TaskPoolListener {
  /** What is maximized. */
  public enum Objective {
    UTILITY,
    UTILITY_PER_TIME,
    UTILITY_PER_ENERGY
  }

  private final Objective objective;
  private TaskPool pool;
  private ChoiceTable table;
  /** Tasks by −bound (ties by arrival). */
  private final SlotHeap bounds = new SlotHeap();
  /** Tasks evaluated in this round, by −score. */
  private final SlotHeap candidates = new SlotHeap();
  private double[] score = new double[0];
  private int[] machine = new int[0];
  private int[] level = new int[0];
  private int[] version = new int[0];
  private int[] evaluated = new int[64];
  private int evaluatedCount;

  public BestScore(String name, Objective objective) {
    super(name, true);
    this.objective = objective;
  }

  @Override
  public void added(int slot) {
    bounds.put(slot, Double.NEGATIVE_INFINITY, pool.jobIndex[slot]); // new: evaluate at the next event
  }

  @Override
  public void removed(int slot) {
    bounds.remove(slot);
    candidates.remove(slot);
  }

  @Override
  public void map(MappingRound round) {
    attach(round);
    int blocked = -1;
    try {
      while (!round.exhausted()) {
        if (round.focusPossible() && (blocked < 0 || !round.mappable(blocked))) {
          int c = focus(round);
          if (c == STOP) {
            return;
          }
          if (c == ASSIGNED) {
            continue;
          }
          blocked = c;
        }
        while (!bounds.isEmpty() && (candidates.isEmpty() || precedes(bounds, candidates))) {
          int s = bounds.poll();
          remember(s);
          if (evaluate(round, s, ALL)) {
            candidates.put(s, -score[s], pool.jobIndex[s]);
          }
        }
        if (candidates.isEmpty()) {
          return;
        }
        int s = candidates.peek();
        int cell = table.cell(pool.type[s], table.machineType[machine[s]], level[s]);
        if (version[s] != round.version(table.machineType[machine[s]]) || !round.passes(cell)) {
          if (evaluate(round, s, ALL)) {
            candidates.put(s, -score[s], pool.jobIndex[s]);
          } else {
            candidates.remove(s);
          }
          continue;
        }
        candidates.remove(s);
        round.assign(s, machine[s], level[s]);
      }
    } finally {
      restore(round);
    }
  }

  private static final int STOP = -2;
  private static final int ASSIGNED = -3;
  private int focusStamp;
  private int[] typeStamp = new int[0];

  /**
   * One step of the focused round (see {@link MappingRound#focusPossible()}): among the tasks that
   * can use a live machine type, the one whose best choice on a live type scores highest will be the
   * next to take a live type's machine — no other task can reach one first, as any that would scores
   * less — so if that choice also beats its choices on other types (which can only get worse), it
   * is assigned now. Returns {@link #ASSIGNED}; {@link #STOP} when no such task earns anything on a
   * live type (nothing consequential is left); or the task that prefers another type, which the
   * ordinary greedy must place first.
   */
  private int focus(MappingRound round) {
    if (typeStamp.length != table.taskTypes) {
      typeStamp = new int[table.taskTypes];
    }
    focusStamp++;
    int best = -1;
    double bestScore = Double.NEGATIVE_INFINITY;
    int bestMachine = -1;
    int bestLevel = -1;
    for (int j = 0; j < table.machineTypes; j++) {
      if (!round.isLive(j)) {
        continue;
      }
      for (int i : table.typesOn[j]) {
        if (typeStamp[i] == focusStamp || !round.usableNow(i, j)) {
          continue;
        }
        typeStamp[i] = focusStamp;
        for (int s = pool.firstOfType(i); s >= 0; s = pool.afterInType(s)) {
          if (round.mappable(s) && scan(round, s, LIVE)
              && (best < 0 || found > bestScore || (found == bestScore && pool.jobIndex[s] < pool.jobIndex[best]))) {
            best = s;
            bestScore = found;
            bestMachine = foundMachine;
            bestLevel = foundLevel;
          }
        }
      }
    }
    if (best < 0) {
      return STOP;
    }
    double liveCompletion = round.ready(bestMachine) + table.etc(table.cell(pool.type[best], table.machineType[bestMachine], bestLevel));
    if (scan(round, best, OTHER) && !beats(bestScore, liveCompletion, bestMachine, bestLevel)) {
      return best;
    }
    round.assign(best, bestMachine, bestLevel);
    return ASSIGNED;
  }

  /** Whether a choice (score, completion, machine, level) comes before the one {@link #scan} found last. */
  private boolean beats(double sc, double completion, int m, int k) {
    return sc > found || (sc == found && (completion < foundCompletion
        || (completion == foundCompletion && (m < foundMachine || (m == foundMachine && k < foundLevel)))));
  }

  private static boolean precedes(SlotHeap a, SlotHeap b) {
    return a.peekKey() < b.peekKey() || (a.peekKey() == b.peekKey() && a.peekTie() < b.peekTie());
  }

  private static final int ALL = 0;
  private static final int LIVE = 1;
  private static final int OTHER = 2;
  private double found;
  private double foundCompletion;
  private int foundMachine;
  private int foundLevel;

  /** Finds and keeps the best choice of task {@code s}; false if it has none that earns anything. */
  private boolean evaluate(MappingRound round, int s, int mode) {
    boolean any = scan(round, s, mode);
    score[s] = found;
    machine[s] = foundMachine;
    level[s] = foundLevel;
    if (any) {
      version[s] = round.version(table.machineType[foundMachine]);
    }
    return any;
  }

  /**
   * The best choice of task {@code s} on all machine types, only on live ones, or only on the
   * others ({@code mode}), into the {@code found…} fields; false if none earns anything.
   */
  private boolean scan(MappingRound round, int s, int mode) {
    int i = pool.type[s];
    LogUtility u = pool.utility(s);
    found = Double.NEGATIVE_INFINITY;
    foundCompletion = Double.POSITIVE_INFINITY;
    foundMachine = -1;
    foundLevel = -1;
    boolean onlyFastest = objective != Objective.UTILITY_PER_ENERGY;
    for (int j : table.validTypes[i]) {
      if (mode != ALL && round.isLive(j) != (mode == LIVE)) {
        continue;
      }
      int m = round.bestMachine(j);
      if (m < 0) {
        continue;
      }
      double ready = round.readyOfType(j);
      int base = table.cell(i, j, 0);
      for (int k = 0; k < table.levels; k++) {
        int cell = base + k;
        if (!round.passes(cell)) {
          continue;
        }
        double completion = ready + table.etc(cell);
        double value = u.at(completion);
        if (value != Double.NEGATIVE_INFINITY) {
          double sc = value - logWeight(cell);
          if (foundMachine < 0 || beats(sc, completion, m, k)) {
            found = sc;
            foundCompletion = completion;
            foundMachine = m;
            foundLevel = k;
          }
        }
        if (onlyFastest) {
          break; // on one machine the fastest passing P-state earns at least as much per time
        }
      }
    }
    return foundMachine >= 0;
  }

  private double logWeight(int cell) {
    return switch (objective) {
      case UTILITY -> 0;
      case UTILITY_PER_TIME -> table.logEtc(cell);
      case UTILITY_PER_ENERGY -> table.logEec(cell);
    };
  }

  /** An upper bound of any score task {@code s} can reach from {@code now} on. */
  private double bound(int s, double now) {
    int i = pool.type[s];
    double value = pool.utility(s).at(now + table.minEtc[i]);
    return switch (objective) {
      case UTILITY -> value;
      case UTILITY_PER_TIME -> value - Math.log(table.minEtc[i]);
      case UTILITY_PER_ENERGY -> value - Math.log(table.minEec[i]);
    };
  }

  private void remember(int s) {
    if (evaluatedCount == evaluated.length) {
      evaluated = Arrays.copyOf(evaluated, evaluatedCount * 2);
    }
    evaluated[evaluatedCount++] = s;
  }

  /** Tasks evaluated but not placed for good go back to the bound heap with a fresh bound. */
  private void restore(MappingRound round) {
    for (int t = 0; t < evaluatedCount; t++) {
      int s = evaluated[t];
      if (pool.holds(s)) {
        candidates.remove(s);
        bounds.put(s, -bound(s, round.now), pool.jobIndex[s]);
      }
    }
    evaluatedCount = 0;
    candidates.clear();
  }

  private void attach(MappingRound round) {
    if (pool == null) {
      pool = round.pool;
      table = round.table;
      pool.listen(this);
      for (int s = 0; s < pool.capacity; s++) {
        if (pool.holds(s)) {
          added(s);
        }
      }
    }
    if (score.length < pool.capacity) {
      score = Arrays.copyOf(score, pool.capacity);
      machine = Arrays.copyOf(machine, pool.capacity);
      level = Arrays.copyOf(level, pool.capacity);
      version = Arrays.copyOf(version, pool.capacity);
    }
  }
}
