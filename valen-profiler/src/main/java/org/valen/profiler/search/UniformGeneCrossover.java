package org.valen.profiler.search;

import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.uma.jmetal.operator.crossover.CrossoverOperator;

/**
 * Uniform crossover of two genomes: with probability {@code crossoverProbability} the children
 * exchange each gene with probability ½, otherwise they are copies of their parents. Genes are
 * categorical (a core, a level), so they are exchanged, never blended. Draws from the run's own
 * generator (jMetal's operators default to the global {@code JMetalRandom}).
 */
public final class UniformGeneCrossover implements CrossoverOperator<AllocationSolution> {
  private final double crossoverProbability;
  private final UniformRandomProvider random;

  public UniformGeneCrossover(double crossoverProbability, UniformRandomProvider random) {
    this.crossoverProbability = crossoverProbability;
    this.random = random;
  }

  @Override
  public List<AllocationSolution> execute(List<AllocationSolution> parents) {
    AllocationSolution a = parents.get(0).copy();
    AllocationSolution b = parents.get(1).copy();
    if (random.nextDouble() < crossoverProbability) {
      for (int i = 0; i < a.geneCount(); i++) {
        if (random.nextBoolean()) {
          int gene = a.gene(i);
          a.gene(i, b.gene(i));
          b.gene(i, gene);
        }
      }
    }
    return List.of(a, b);
  }

  @Override
  public double crossoverProbability() {
    return crossoverProbability;
  }

  @Override
  public int numberOfRequiredParents() {
    return 2;
  }

  @Override
  public int numberOfGeneratedChildren() {
    return 2;
  }
}
