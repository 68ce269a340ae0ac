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
    try {
      while (!round.exhausted()) {
        while (!bounds.isEmpty() && (candidates.isEmpty() || precedes(bounds, candidates))) {
          int s = bounds.poll();
          remember(s);
          if (evaluate(round, s)) {
            candidates.put(s, -score[s], pool.jobIndex[s]);
          }
        }
        if (candidates.isEmpty()) {
          return;
        }
        int s = candidates.peek();
        int cell = table.cell(pool.type[s], table.machineType[machine[s]], level[s]);
        if (version[s] != round.version(table.machineType[machine[s]]) || !round.passes(cell)) {
          if (evaluate(round, s)) {
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

  private static boolean precedes(SlotHeap a, SlotHeap b) {
    return a.peekKey() < b.peekKey() || (a.peekKey() == b.peekKey() && a.peekTie() < b.peekTie());
  }

  /** Finds the best choice of task {@code s}; false if it has none that earns anything. */
  private boolean evaluate(MappingRound round, int s) {
    int i = pool.type[s];
    LogUtility u = pool.utility(s);
    double best = Double.NEGATIVE_INFINITY;
    double bestCompletion = Double.POSITIVE_INFINITY;
    int bestMachine = -1;
    int bestLevel = -1;
    boolean onlyFastest = objective != Objective.UTILITY_PER_ENERGY;
    for (int j : table.validTypes[i]) {
      int m = round.bestMachine(j);
      if (m < 0) {
        continue;
      }
      double ready = round.ready(m);
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
          if (sc > best || (sc == best && (completion < bestCompletion
              || (completion == bestCompletion && (m < bestMachine || (m == bestMachine && k < bestLevel)))))) {
            best = sc;
            bestCompletion = completion;
            bestMachine = m;
            bestLevel = k;
          }
        }
        if (onlyFastest) {
          break; // on one machine the fastest passing P-state earns at least as much per time
        }
      }
    }
    score[s] = best;
    machine[s] = bestMachine;
    level[s] = bestLevel;
    if (bestMachine >= 0) {
      version[s] = round.version(table.machineType[bestMachine]);
    }
    return bestMachine >= 0;
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
