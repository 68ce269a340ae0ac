package org.valen.profiler.search;

import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.uma.jmetal.operator.selection.SelectionOperator;

/**
 * NSGA-II's binary tournament: two different members drawn from the run's own generator, the
 * better by NSGA-II's crowded comparison ({@link RankingAndCrowding#CROWDED}) wins, the first on a
 * tie. It replaces jMetal's {@code BinaryTournamentSelection}, which draws from the global {@code
 * JMetalRandom}.
 */
public final class BinaryTournament implements SelectionOperator<List<AllocationSolution>, AllocationSolution> {
  private final UniformRandomProvider random;

  public BinaryTournament(UniformRandomProvider random) {
    this.random = random;
  }

  @Override
  public AllocationSolution execute(List<AllocationSolution> population) {
    int size = population.size();
    int i = random.nextInt(size);
    int j = random.nextInt(size - 1);
    if (j >= i) {
      j++;
    }
    AllocationSolution a = population.get(i);
    AllocationSolution b = population.get(j);
    return RankingAndCrowding.CROWDED.compare(a, b) <= 0 ? a : b;
  }
}
