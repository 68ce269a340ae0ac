package org.valen.profiler.search;

import org.apache.commons.rng.UniformRandomProvider;
import org.uma.jmetal.operator.mutation.MutationOperator;

/**
 * Random-reset mutation: each gene, with probability {@code mutationsPerChild / genes}, takes
 * another value of its range drawn uniformly (a task moves to another core, a core to another
 * level). Draws from the run's own generator.
 */
public final class RandomResetMutation implements MutationOperator<AllocationSolution> {
  private final double probabilityPerGene;
  private final UniformRandomProvider random;

  public RandomResetMutation(double mutationsPerChild, int genes, UniformRandomProvider random) {
    this.probabilityPerGene = Math.min(1.0, mutationsPerChild / genes);
    this.random = random;
  }

  @Override
  public AllocationSolution execute(AllocationSolution s) {
    for (int i = 0; i < s.geneCount(); i++) {
      int choices = s.choices(i);
      if (choices > 1 && random.nextDouble() < probabilityPerGene) {
        int other = s.lower(i) + random.nextInt(choices - 1);
        s.gene(i, other >= s.gene(i) ? other + 1 : other);
      }
    }
    return s;
  }

  @Override
  public double mutationProbability() {
    return probabilityPerGene;
  }
}
