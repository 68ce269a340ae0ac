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
 * possible log weight — which only falls with time. One heap holds every task, keyed by its exact
 * score where it was evaluated in this round and by its bound otherwise (the lazy greedy): the top
 * is evaluated if its key is only a bound, and assigned if its exact score is still current; no
 * task below it could do better. Within an event, scores only fall as machines fill, so an
 * evaluated task is evaluated again only when the machine type of its best choice changed or its
 * energy no longer fits. An evaluation ({@link #scan}) visits the task's machine types by
 * increasing least log weight and skips a choice, and then every later type, as soon as the
 * task's bound minus that weight is below the best score found (by more than rounding: the result
 * is the same as looking at every choice, whose order does not matter under the tie rules).
 */
public final class BestScore extends MappingEngine implements TaskPoolListener {
  /** What is maximized. */
  public enum Objective {
    UTILITY,
    UTILITY_PER_TIME,
    UTILITY_PER_ENERGY
  }

  /**
   * How far a bound may fall below an exact score through rounding alone (log utilities near the
   * ends of intervals, sums of logs): far above the rounding error, far below real differences.
   */
  private static final double ROUNDING = 1e-9;
  private final Objective objective;
  private TaskPool pool;
  private ChoiceTable table;
  /**
   * Every task not set aside in this round, by −key, ties by arrival: the key is the exact score
   * if {@code exactInRound} is this round, else the bound.
   */
  private final SlotHeap queue = new SlotHeap();
  /** The tasks' log utilities, kept flat from their arrival. */
  private final LogUtilities utilities = new LogUtilities();
  private double[] score = new double[0];
  private int[] machine = new int[0];
  private int[] level = new int[0];
  private int[] version = new int[0];
  private long[] exactInRound = new long[0];
  private int[] evaluated = new int[64];
  private int evaluatedCount;
  /** Per task type, its valid machine types by increasing least log weight over their P-states. */
  private int[][] typesByWeight;
  /** Least log weight of (task type, machine type) over its P-states. */
  private double[] leastLogWeight;
  /** Log weight of the bound of each task type: its least over every valid choice. */
  private double[] boundLogWeight;

  public BestScore(String name, Objective objective) {
    super(name, true);
    this.objective = objective;
  }

  @Override
  public void added(int slot) {
    grow();
    utilities.set(slot, pool.job[slot].valueCurve(), pool.arrival[slot]);
    exactInRound[slot] = -1;
    queue.put(slot, Double.NEGATIVE_INFINITY, pool.jobIndex[slot]); // new: evaluate at the next event
  }

  @Override
  public void removed(int slot) {
    queue.remove(slot);
  }

  /** Orders every task type's machine types by weight and takes in the pool's tasks. */
  @Override
  public void prepare(MappingRound round) {
    attach(round);
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
        if (queue.isEmpty()) {
          return;
        }
        int s = queue.peek();
        long now = round.roundNumber();
        if (exactInRound[s] != now) {
          remember(s);
          exactInRound[s] = now;
          reevaluate(round, s);
          continue;
        }
        int cell = table.cell(pool.type[s], table.machineType[machine[s]], level[s]);
        if (version[s] != round.version(table.machineType[machine[s]]) || !round.passes(cell)) {
          reevaluate(round, s);
          continue;
        }
        queue.remove(s);
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

  /**
   * Evaluates task {@code s}, the top of the queue, and keys it by its score, or sets it aside for
   * the round if it has no choice. If its score keeps it on top, it is assigned at once: the next
   * step would take it, as nothing else changed (the focused step cannot run before it, see
   * {@link #map}), and one sift of the queue is saved.
   */
  private void reevaluate(MappingRound round, int s) {
    if (!evaluate(round, s, ALL)) {
      queue.remove(s);
    } else if (queue.staysFirst(-score[s], pool.jobIndex[s])) {
      queue.remove(s);
      round.assign(s, machine[s], level[s]);
    } else {
      queue.put(s, -score[s], pool.jobIndex[s]);
    }
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
   * others ({@code mode}), into the {@code found…} fields; false if none earns anything. Choices
   * that cannot reach the best found so far are skipped (see the class comment).
   */
  private boolean scan(MappingRound round, int s, int mode) {
    int i = pool.type[s];
    found = Double.NEGATIVE_INFINITY;
    foundCompletion = Double.POSITIVE_INFINITY;
    foundMachine = -1;
    foundLevel = -1;
    // every completion is at least now + the fastest ETC, and utility does not rise with time
    double ceiling = utilities.at(s, round.now + table.minEtc[i]);
    if (ceiling == Double.NEGATIVE_INFINITY) {
      return false;
    }
    boolean onlyFastest = objective != Objective.UTILITY_PER_ENERGY;
    for (int j : typesByWeight[i]) {
      if (ceiling - leastLogWeight[i * table.machineTypes + j] < found - ROUNDING) {
        break; // neither this type nor any later one (larger weights) can reach the best found
      }
      if (mode != ALL && round.isLive(j) != (mode == LIVE)) {
        continue;
      }
      int m = round.bestMachine(j);
      if (m < 0) {
        continue;
      }
      double ready = round.readyOfType(j);
      int base = table.cell(i, j, 0);
      int[] levels = onlyFastest ? table.levelsBySpeed[i * table.machineTypes + j] : table.levelsInOrder;
      for (int k : levels) {
        int cell = base + k;
        if (!round.passes(cell)) {
          continue;
        }
        double weight = logWeight(cell);
        if (ceiling - weight >= found - ROUNDING) {
          double completion = ready + table.etc(cell);
          double value = utilities.at(s, completion);
          if (value != Double.NEGATIVE_INFINITY) {
            double sc = value - weight;
            if (foundMachine < 0 || beats(sc, completion, m, k)) {
              found = sc;
              foundCompletion = completion;
              foundMachine = m;
              foundLevel = k;
            }
          }
        }
        if (onlyFastest) {
          break; // on one machine the fastest passing P-state earns at least as much, and per time
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
    return utilities.at(s, now + table.minEtc[i]) - boundLogWeight[i];
  }

  private void remember(int s) {
    if (evaluatedCount == evaluated.length) {
      evaluated = Arrays.copyOf(evaluated, evaluatedCount * 2);
    }
    evaluated[evaluatedCount++] = s;
  }

  /** Tasks evaluated but not placed for good are keyed by a fresh bound again for the next event. */
  private void restore(MappingRound round) {
    for (int t = 0; t < evaluatedCount; t++) {
      int s = evaluated[t];
      if (pool.holds(s)) {
        exactInRound[s] = -1;
        queue.put(s, -bound(s, round.now), pool.jobIndex[s]);
      }
    }
    evaluatedCount = 0;
  }

  private void attach(MappingRound round) {
    if (pool != null && pool != round.pool) {
      throw new IllegalStateException(name() + " already serves another policy's tasks: make one heuristic per policy");
    }
    if (pool == null) {
      pool = round.pool;
      table = round.table;
      orderTypes();
      pool.listen(this);
      for (int s = 0; s < pool.capacity; s++) {
        if (pool.holds(s)) {
          added(s);
        }
      }
    }
    grow();
  }

  private void grow() {
    if (score.length < pool.capacity) {
      score = Arrays.copyOf(score, pool.capacity);
      machine = Arrays.copyOf(machine, pool.capacity);
      level = Arrays.copyOf(level, pool.capacity);
      version = Arrays.copyOf(version, pool.capacity);
      exactInRound = Arrays.copyOf(exactInRound, pool.capacity);
    }
  }

  /** Fills {@link #typesByWeight}, {@link #leastLogWeight} and {@link #boundLogWeight} for the objective. */
  private void orderTypes() {
    int types = table.machineTypes;
    leastLogWeight = new double[table.taskTypes * types];
    typesByWeight = new int[table.taskTypes][];
    boundLogWeight = new double[table.taskTypes];
    for (int i = 0; i < table.taskTypes; i++) {
      for (int j : table.validTypes[i]) {
        double least = Double.POSITIVE_INFINITY;
        for (int k = 0; k < table.levels; k++) {
          least = Math.min(least, logWeight(table.cell(i, j, k)));
        }
        leastLogWeight[i * types + j] = least;
      }
      final int row = i * types;
      typesByWeight[i] = Arrays.stream(table.validTypes[i]).boxed()
          .sorted(java.util.Comparator.comparingDouble((Integer j) -> leastLogWeight[row + j]).thenComparingInt(j -> j))
          .mapToInt(Integer::intValue).toArray();
      boundLogWeight[i] = switch (objective) {
        case UTILITY -> 0;
        case UTILITY_PER_TIME -> Math.log(table.minEtc[i]);
        case UTILITY_PER_ENERGY -> Math.log(table.minEec[i]);
      };
    }
  }
}
