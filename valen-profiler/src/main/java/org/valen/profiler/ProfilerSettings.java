package org.valen.profiler;

import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.valen.model.Check;
import org.valen.model.profile.OverheadParameters;
import org.valen.model.profile.ProfileSettings;

/**
 * Settings of the profiler; every one enters the profiles' source hash, so changing any makes
 * existing profiles stale. Paper 001 names NSGA-II and the minimum response time × energy
 * selection but gives no settings; these defaults are ours, chosen with the benchmarks quoted in
 * the module README.
 *
 * @param seed run seed; each (template, core budget) search draws from its own stream of it
 * @param populationSize NSGA-II population, even (parents are paired)
 * @param maxEvaluations most schedule evaluations of one NSGA-II run (one core budget)
 * @param stallGenerations the run stops early after this many generations without a better
 *     minimum product
 * @param crossoverProbability chance that a pair of parents is crossed (uniform crossover)
 * @param mutationsPerChild expected number of genes a child has reset at random
 * @param polishEvaluations most evaluations of the local search that ends every run from the
 *     minimum-product point (0 = none)
 * @param listSearchTries perturbed CP/MISF schedules tried for the shortest-schedule seed of every
 *     run (0 = CP/MISF's own only; {@code RandomizedListSearch})
 * @param monotoneFronts whether the front of a budget also keeps the non-dominated points of
 *     smaller budgets (valid with more cores), so that the profile's minimum product never grows
 *     with the budget
 * @param overheads inputs of the reallocation overheads stored in every entry
 * @param exact whether the shortest schedule of every searched budget is also sought by CP-SAT
 *     ({@code org.valen.profiler.exact}), seeded into NSGA-II, and its proven lower bound recorded
 *     in the profile ({@code minimumTime})
 * @param exactLimit CP-SAT's deterministic time limit per (template, core type, budget): a measure
 *     of work, not of wall seconds, so results never depend on the machine's speed or load
 */
public record ProfilerSettings(
    long seed,
    int populationSize,
    int maxEvaluations,
    int stallGenerations,
    double crossoverProbability,
    double mutationsPerChild,
    int polishEvaluations,
    int listSearchTries,
    boolean monotoneFronts,
    OverheadParameters overheads,
    boolean exact,
    double exactLimit) {

  /** The algorithm name written into profiles. */
  public static final String ALGORITHM = "nsga2";
  /**
   * Version of the search itself: raise it when a change of the code (not of a setting) changes
   * the profiles, so that profiles made by older code count as stale. 2: spaces no larger than the
   * population are enumerated ({@code TemplateProfiler#isTiny}). 3: the genome orders the tasks
   * (priority keys), the population is seeded with HEFT, CPOP and CP/MISF, the polish swaps tasks
   * in the order, the oracle searches every order, and a randomized CP/MISF search gives the
   * shortest-schedule seed. 4: CP-SAT's shortest schedule (where the list search does not reach the
   * simple bound) seeds the population, and entries record the proven bound of the minimum time.
   */
  public static final String SEARCH_VERSION = "4";

  /** Default population size. */
  public static final int DEFAULT_POPULATION = 40;
  /** Default largest number of evaluations of one NSGA-II run. */
  public static final int DEFAULT_EVALUATIONS = 20_000;
  /** Default number of generations without a better product before the run stops. */
  public static final int DEFAULT_STALL_GENERATIONS = 200;
  /** Default evaluation budget of the local polish. */
  public static final int DEFAULT_POLISH_EVALUATIONS = 5000;
  /** Default number of perturbed list schedules tried for the shortest-schedule seed. */
  public static final int DEFAULT_LIST_SEARCH_TRIES = 300;
  /** Default deterministic time limit of CP-SAT per budget (see the module README). */
  public static final double DEFAULT_EXACT_LIMIT = 1.0;

  public ProfilerSettings {
    Check.atLeast(populationSize, 4, "populationSize");
    if (populationSize % 2 != 0) {
      throw new IllegalArgumentException("populationSize must be even, was " + populationSize);
    }
    Check.atLeast(maxEvaluations, populationSize, "maxEvaluations");
    Check.atLeast(stallGenerations, 1, "stallGenerations");
    Check.inRange(crossoverProbability, 0, 1, "crossoverProbability");
    Check.positive(mutationsPerChild, "mutationsPerChild");
    Check.atLeast(polishEvaluations, 0, "polishEvaluations");
    Check.atLeast(listSearchTries, 0, "listSearchTries");
    java.util.Objects.requireNonNull(overheads, "overheads");
    Check.positive(exactLimit, "exactLimit");
  }

  /** The defaults (see the module README for how they were chosen). */
  public static ProfilerSettings defaults() {
    return new ProfilerSettings(1, DEFAULT_POPULATION, DEFAULT_EVALUATIONS, DEFAULT_STALL_GENERATIONS, 0.9, 1.0,
        DEFAULT_POLISH_EVALUATIONS, DEFAULT_LIST_SEARCH_TRIES, true, OverheadParameters.defaults(), true,
        DEFAULT_EXACT_LIMIT);
  }

  /**
   * The defaults with the values {@code valen profile} takes on its command line (the others keep
   * their defaults); a bad value is refused by the constructor's checks.
   */
  public static ProfilerSettings of(long seed, int populationSize, int maxEvaluations, int stallGenerations,
      int polishEvaluations, int listSearchTries) {
    ProfilerSettings d = defaults();
    return new ProfilerSettings(seed, populationSize, maxEvaluations, stallGenerations, d.crossoverProbability(),
        d.mutationsPerChild(), polishEvaluations, listSearchTries, d.monotoneFronts(), d.overheads(), d.exact(),
        d.exactLimit());
  }

  public ProfilerSettings withSeed(long newSeed) {
    return new ProfilerSettings(newSeed, populationSize, maxEvaluations, stallGenerations,
        crossoverProbability, mutationsPerChild, polishEvaluations, listSearchTries, monotoneFronts, overheads, exact, exactLimit);
  }

  public ProfilerSettings withBudget(int newPopulationSize, int newMaxEvaluations, int newStallGenerations) {
    return new ProfilerSettings(seed, newPopulationSize, newMaxEvaluations, newStallGenerations,
        crossoverProbability, mutationsPerChild, polishEvaluations, listSearchTries, monotoneFronts, overheads, exact, exactLimit);
  }

  public ProfilerSettings withPolishEvaluations(int evaluations) {
    return new ProfilerSettings(seed, populationSize, maxEvaluations, stallGenerations,
        crossoverProbability, mutationsPerChild, evaluations, listSearchTries, monotoneFronts, overheads, exact, exactLimit);
  }

  public ProfilerSettings withListSearchTries(int tries) {
    return new ProfilerSettings(seed, populationSize, maxEvaluations, stallGenerations,
        crossoverProbability, mutationsPerChild, polishEvaluations, tries, monotoneFronts, overheads, exact, exactLimit);
  }

  public ProfilerSettings withMonotoneFronts(boolean monotone) {
    return new ProfilerSettings(seed, populationSize, maxEvaluations, stallGenerations,
        crossoverProbability, mutationsPerChild, polishEvaluations, listSearchTries, monotone, overheads, exact, exactLimit);
  }

  /** These settings with the exact step on or off, at a deterministic time limit per budget. */
  public ProfilerSettings withExact(boolean on, double limit) {
    return new ProfilerSettings(seed, populationSize, maxEvaluations, stallGenerations,
        crossoverProbability, mutationsPerChild, polishEvaluations, listSearchTries, monotoneFronts, overheads, on,
        limit);
  }

  /** Every setting but the seed as text, sorted by name. */
  public SortedMap<String, String> describe() {
    SortedMap<String, String> m = new TreeMap<>();
    m.put("populationSize", String.valueOf(populationSize));
    m.put("maxEvaluations", String.valueOf(maxEvaluations));
    m.put("stallGenerations", String.valueOf(stallGenerations));
    m.put("crossoverProbability", String.valueOf(crossoverProbability));
    m.put("mutationsPerChild", String.valueOf(mutationsPerChild));
    m.put("polishEvaluations", String.valueOf(polishEvaluations));
    m.put("listSearchTries", String.valueOf(listSearchTries));
    m.put("monotoneFronts", String.valueOf(monotoneFronts));
    m.put("overheads.restartSeconds", String.valueOf(overheads.restartSeconds()));
    m.put("overheads.levelSwitchSeconds", String.valueOf(overheads.levelSwitchSeconds()));
    m.put("searchVersion", SEARCH_VERSION);
    m.put("exact", exact ? "cp-sat" : "off");
    if (exact) {
      m.put("exactLimit", String.valueOf(exactLimit));
    }
    return m;
  }

  /** What a profile of these core budgets records about how it was made. */
  public ProfileSettings profileSettings(List<Integer> coreBudgets) {
    SortedMap<String, String> m = describe();
    m.put("coreBudgets", coreBudgets.stream().map(String::valueOf).collect(Collectors.joining(",")));
    return new ProfileSettings(ALGORITHM, seed, m);
  }
}
