package org.valen.hc.paper000.mapping;

import java.util.Arrays;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.model.generate.RandomStreams;

/**
 * The Random heuristic of paper 000 (section III-D): pick a mappable task uniformly at random and
 * assign it to an available machine in a P-state drawn uniformly from its valid choices that pass
 * the energy filter; a task without such a choice is set aside for this event. Each mapping event
 * draws from its own random stream (seed, event number), so results do not depend on how many
 * draws earlier events made.
 *
 * <p><b>Speed.</b> In the queued environment most draws are revisable mappings to machines that
 * are not open, and Random's choices never depend on ready times: such a mapping only counts its
 * energy and the demand left ({@link MappingRound#assignIgnoringReadyTime}). While the energy left
 * covers a task type, its (machine, P-state) pairs are listed in draw order once and kept until the
 * filter's budget changes which P-states pass, so a draw reads its pair from the list. The draws
 * and mappings are those of the readable rule ({@code heuristics.RandomHeuristic}).
 */
public final class RandomMapping extends MappingEngine {
  private final long seed;
  private int[] candidates = new int[64];

  public RandomMapping(String name, long seed) {
    super(name, true);
    this.seed = seed;
  }

  @Override
  public void map(MappingRound round) {
    TaskPool pool = round.pool;
    int live = pool.size();
    if (candidates.length < live) {
      candidates = Arrays.copyOf(candidates, Math.max(live, candidates.length * 2));
    }
    for (int p = 0; p < live; p++) {
      candidates[p] = pool.atDense(p);
    }
    UniformRandomProvider rng = RandomStreams.create(seed, round.roundNumber());
    ChoiceTable table = round.table;
    while (live > 0 && !round.exhausted()) {
      int at = rng.nextInt(live);
      int s = candidates[at];
      candidates[at] = candidates[--live];
      if (!round.mappable(s)) {
        continue;
      }
      int i = pool.type[s];
      int total = pairs(round, i);
      if (total == 0) {
        continue;
      }
      int pick = rng.nextInt(total);
      int[] listed = listedPairs(round, i);
      if (listed != null) {
        round.assignIgnoringReadyTime(s, listed[pick] >>> LEVEL_BITS, listed[pick] & LEVEL_MASK);
        continue;
      }
      for (int j : table.validTypes[i]) {
        int levels = levels(round, i, j);
        int pairs = round.availableOfType(j) * levels;
        if (pick < pairs) {
          int m = round.availableMachine(j, pick / levels);
          int k = nthPassingLevel(round, i, j, pick % levels);
          round.assignIgnoringReadyTime(s, m, k);
          break;
        }
        pick -= pairs;
      }
    }
  }

  private static final int LEVEL_BITS = 8;
  private static final int LEVEL_MASK = (1 << LEVEL_BITS) - 1;
  /**
   * Per task type, its (machine, P-state) pairs in the order of the draw — machine type by machine
   * type, machines by index, passing P-states fastest first — as machine << 8 | P-state; and which
   * P-states passed when it was listed (as {@link #passingNow}).
   */
  private int[][] pairList = new int[0][];
  private long[] listedWith = new long[0];
  /**
   * Per task type, which P-states pass in round {@link #cachedRound}: for its t-th valid machine type,
   * bits t × levels on; −1 if that does not fit in a long.
   */
  private long[] passingNow = new long[0];

  /**
   * The pairs of task type {@code i} listed in draw order, when a draw may use the list: queued
   * (every machine is available, so the pairs depend only on which P-states pass), the energy left
   * covering the type (so which P-states pass is fixed for the round); listed again when the filter's
   * budget changed which P-states pass since the last listing. Null when a draw may not use it.
   */
  private int[] listedPairs(MappingRound round, int i) {
    ChoiceTable table = round.table;
    if (!round.queued || cachedRound[i] != round.roundNumber() || !round.energyCovers(table.maxEec[i])
        || passingNow[i] < 0) {
      return null;
    }
    if (pairList[i] == null || listedWith[i] != passingNow[i]) {
      int[] list = new int[pairsOfType[i]];
      int n = 0;
      for (int j : table.validTypes[i]) {
        for (int m : table.machinesOfType[j]) {
          for (int k = 0; k < table.levels; k++) {
            if (round.passes(table.cell(i, j, k))) {
              list[n++] = m << LEVEL_BITS | k;
            }
          }
        }
      }
      pairList[i] = list;
      listedWith[i] = passingNow[i];
    }
    return pairList[i];
  }

  /** Per task type, the round in which {@link #levelsOf} was filled for it; and its pair count then. */
  private long[] cachedRound = new long[0];
  private int[] pairsOfType = new int[0];
  /** Per (task type, machine type), the P-states that pass, as counted in round {@link #cachedRound}. */
  private int[] levelsOf = new int[0];

  /**
   * Valid (machine, P-state) pairs of task type {@code i} that pass. While the energy left covers
   * the type's largest EEC, whether a P-state passes depends on the filter's budget alone, fixed for
   * the round: the counts per machine type are kept for the round (and, in the queued environment,
   * where every machine is available, the total too). The energy left only falls in a round, so a
   * type that stops being covered is never covered again in it.
   */
  private int pairs(MappingRound round, int i) {
    ChoiceTable table = round.table;
    if (cachedRound.length != table.taskTypes) {
      cachedRound = new long[table.taskTypes];
      pairsOfType = new int[table.taskTypes];
      levelsOf = new int[table.taskTypes * table.machineTypes];
      pairList = new int[table.taskTypes][];
      listedWith = new long[table.taskTypes];
      passingNow = new long[table.taskTypes];
    }
    boolean stable = round.energyCovers(table.maxEec[i]);
    if (stable && cachedRound[i] != round.roundNumber()) {
      long passing = 0;
      int shift = 0;
      for (int j : table.validTypes[i]) {
        int mask = passingMask(round, i, j);
        levelsOf[i * table.machineTypes + j] = Integer.bitCount(mask);
        passing |= shift < Long.SIZE - table.levels ? (long) mask << shift : 0;
        shift += table.levels;
      }
      boolean listable = shift < Long.SIZE && table.levels <= LEVEL_MASK + 1 && table.machines < 1 << (31 - LEVEL_BITS);
      passingNow[i] = listable ? passing : -1;
      cachedRound[i] = round.roundNumber();
      pairsOfType[i] = -1;
    }
    if (stable && round.queued && pairsOfType[i] >= 0) {
      return pairsOfType[i];
    }
    int total = 0;
    for (int j : table.validTypes[i]) {
      total += round.availableOfType(j) * levels(round, i, j);
    }
    if (stable) {
      pairsOfType[i] = total;
    }
    return total;
  }

  /** Passing P-states of (task type {@code i}, machine type {@code j}): kept for the round while stable. */
  private int levels(MappingRound round, int i, int j) {
    if (cachedRound[i] == round.roundNumber() && round.energyCovers(round.table.maxEec[i])) {
      return levelsOf[i * round.table.machineTypes + j];
    }
    return Integer.bitCount(passingMask(round, i, j));
  }

  /** Bit k set if P-state k of (task type {@code i}, machine type {@code j}) passes. */
  private static int passingMask(MappingRound round, int i, int j) {
    int base = round.table.cell(i, j, 0);
    int mask = 0;
    for (int k = 0; k < round.table.levels; k++) {
      mask |= round.passes(base + k) ? 1 << k : 0;
    }
    return mask;
  }

  private static int nthPassingLevel(MappingRound round, int i, int j, int n) {
    int base = round.table.cell(i, j, 0);
    for (int k = 0; k < round.table.levels; k++) {
      if (round.passes(base + k) && n-- == 0) {
        return k;
      }
    }
    throw new IllegalStateException("no P-state number " + n);
  }
}
