package org.valen.profiler.search;

import java.util.ArrayList;
import java.util.List;
import org.uma.jmetal.algorithm.multiobjective.nsgaii.NSGAII;
import org.uma.jmetal.util.comparator.dominanceComparator.impl.DefaultDominanceComparator;
import org.uma.jmetal.util.evaluator.impl.SequentialSolutionListEvaluator;
import org.valen.profiler.ProfilerSettings;

/**
 * jMetal's NSGA-II loop (generational: tournament, crossover, mutation, evaluation, survival of
 * the best by rank and crowding distance) with four changes for the profiler: the initial
 * population is given (constructive seeds and the previous budget's front before random genomes);
 * every random choice comes from the run's own generator through the operators; survival is the
 * same rule computed with one sort for two objectives ({@link RankingAndCrowding}); and the run
 * also stops once the archive's minimum product has not improved for {@code stallGenerations}
 * generations.
 */
final class SeededNsga2 extends NSGAII<AllocationSolution> {
  private final List<AllocationSolution> initialPopulation;
  private final ParetoArchive archive;
  private final int stallGenerations;
  private double bestProduct = Double.POSITIVE_INFINITY;
  private int stalledGenerations;

  SeededNsga2(AllocationProblem problem, ProfilerSettings settings, List<AllocationSolution> initialPopulation,
      UniformGeneCrossover crossover, RandomResetMutation mutation, BinaryTournament selection) {
    super(problem, settings.maxEvaluations(), settings.populationSize(), settings.populationSize(),
        settings.populationSize(), crossover, mutation, selection, new DefaultDominanceComparator<>(),
        new SequentialSolutionListEvaluator<>());
    this.initialPopulation = List.copyOf(initialPopulation);
    this.archive = problem.archive();
    this.stallGenerations = settings.stallGenerations();
  }

  @Override
  protected List<AllocationSolution> createInitialPopulation() {
    return new ArrayList<>(initialPopulation);
  }

  /** Survival by {@link RankingAndCrowding}: the same rule as jMetal's, computed faster. */
  @Override
  protected List<AllocationSolution> replacement(List<AllocationSolution> population, List<AllocationSolution> offspring) {
    List<AllocationSolution> joint = new ArrayList<>(population.size() + offspring.size());
    joint.addAll(population);
    joint.addAll(offspring);
    return RankingAndCrowding.select(joint, getMaxPopulationSize());
  }

  @Override
  protected void initProgress() {
    super.initProgress();
    RankingAndCrowding.rank(getPopulation()); // the first tournaments need ranks too
    bestProduct = archive.minProduct().timeEnergyProduct();
  }

  @Override
  protected void updateProgress() {
    super.updateProgress();
    double product = archive.minProduct().timeEnergyProduct();
    if (product < bestProduct) {
      bestProduct = product;
      stalledGenerations = 0;
    } else {
      stalledGenerations++;
    }
  }

  @Override
  protected boolean isStoppingConditionReached() {
    return super.isStoppingConditionReached() || stalledGenerations >= stallGenerations;
  }
}
