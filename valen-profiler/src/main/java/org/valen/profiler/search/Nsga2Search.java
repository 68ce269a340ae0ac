package org.valen.profiler.search;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.Interconnect;
import org.valen.model.schedule.ListSchedule;
import org.valen.model.schedule.ListScheduler;
import org.valen.model.schedule.ScheduleDecoder;
import org.valen.model.schedule.SchedulingInstance;
import org.valen.profiler.ProfilerSettings;

/**
 * One profiler run: the allocations of one job on at most {@code k} cores, by NSGA-II over {@link
 * AllocationSolution} genomes, then {@link ProductPolish}.
 *
 * <p><b>Initial population</b>: the shortest schedule a randomized CP/MISF search finds with every
 * core at the fastest level ({@link RandomizedListSearch}, {@link
 * ProfilerSettings#listSearchTries()} tries) or, where that does not reach the simple lower bound
 * and the exact step is on, CP-SAT's if shorter ({@link ShortestSchedule}), the schedules of the classic list schedulers ({@link
 * ListScheduler#CLASSIC}: HEFT, CPOP, CP/MISF) on {@code k} cores with every core at level {@code
 * l}, for every level {@code l} from the fastest (as many as the population holds), each as its
 * allocation and the priority keys of its start order — the decoder makes them no longer than the
 * scheduler did, so the run's fastest point is never slower than any of them — then genomes drawn
 * uniformly.
 *
 * <p><b>No seeds from smaller budgets.</b> Runs of different budgets are independent (so they run
 * in parallel); the profile merges their fronts afterwards ({@code TemplateProfiler#assemble}).
 * Seeding the population with the front of the budget below was tried during development and
 * dropped: even one such point made the population converge on it, and the larger budget's own
 * minimum product was missed more often (on 30 ten-task jobs, about 96 % instead of 99 % of pairs
 * within 1 % of the best product known).
 */
public final class Nsga2Search {
  private Nsga2Search() {}

  /**
   * Runs the search.
   *
   * @param random this run's own generator
   */
  public static SearchResult run(ScheduleDecoder decoder, JobTemplate job, Interconnect link, int maxCores,
      ProfilerSettings settings, UniformRandomProvider random) {
    ParetoArchive archive = new ParetoArchive();
    AllocationProblem problem = new AllocationProblem(decoder, maxCores, archive);
    ShortestSchedule.Found shortest = ShortestSchedule.find(decoder, job, link, maxCores, settings, random);
    List<AllocationSolution> initial = initialPopulation(problem, decoder, job, link, settings.populationSize(),
        shortest.schedule(), random);
    SeededNsga2 nsga2 = new SeededNsga2(problem, settings, initial,
        new UniformGeneCrossover(settings.crossoverProbability(), random),
        new RandomResetMutation(settings.mutationsPerChild(), problem.numberOfVariables(), random),
        new BinaryTournament(random));
    nsga2.run();
    ProductPolish.run(problem, settings.polishEvaluations());
    return SearchResult.of(archive, problem.evaluations(), shortest.bound());
  }

  private static List<AllocationSolution> initialPopulation(AllocationProblem problem, ScheduleDecoder decoder,
      JobTemplate job, Interconnect link, int size, ListSchedule shortest, UniformRandomProvider random) {
    List<AllocationSolution> population = new ArrayList<>(size);
    int k = problem.maxCores();
    int[] fastest = new int[k];
    population.add(problem.solutionOf(shortest.taskToCore(), fastest, 0, shortest.priorityKeys(job)));
    for (int level = 0; level < decoder.levelCount() && population.size() < size; level++) {
      SchedulingInstance instance = SchedulingInstance.uniform(decoder, job, link, k, level);
      int[] levels = new int[k];
      java.util.Arrays.fill(levels, level);
      for (ListScheduler scheduler : ListScheduler.CLASSIC) {
        if (population.size() < size) {
          ListSchedule s = scheduler.schedule(instance);
          population.add(problem.solutionOf(s.taskToCore(), levels, level, s.priorityKeys(job)));
        }
      }
    }
    while (population.size() < size) {
      AllocationSolution s = problem.createSolution();
      for (int i = 0; i < s.geneCount(); i++) {
        s.gene(i, random.nextInt(s.choices(i)));
      }
      population.add(s);
    }
    return population;
  }
}
