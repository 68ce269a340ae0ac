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
      for (int j : table.validTypes[i]) {
        int levels = levels(round, i, j);
        int pairs = round.availableOfType(j) * levels;
        if (pick < pairs) {
          int m = round.availableMachine(j, pick / levels);
          round.assign(s, m, nthPassingLevel(round, i, j, pick % levels));
          break;
        }
        pick -= pairs;
      }
    }
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
    }
    boolean stable = round.energyCovers(table.maxEec[i]);
    if (stable && cachedRound[i] != round.roundNumber()) {
      for (int j : table.validTypes[i]) {
        levelsOf[i * table.machineTypes + j] = passingLevels(round, i, j);
      }
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
    return passingLevels(round, i, j);
  }

  private static int passingLevels(MappingRound round, int i, int j) {
    int base = round.table.cell(i, j, 0);
    int n = 0;
    for (int k = 0; k < round.table.levels; k++) {
      n += round.passes(base + k) ? 1 : 0;
    }
    return n;
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
