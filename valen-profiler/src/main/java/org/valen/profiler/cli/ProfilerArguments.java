package org.valen.profiler.cli;

import org.valen.profiler.ProfilerSettings;
import picocli.CommandLine.Option;

/**
 * The search options every command that profiles takes — {@code valen profile} and {@code
 * valen-spark profile} — declared once (a picocli mixin): the seed, NSGA-II's budget, the polish,
 * the shortest-schedule seed and the exact step.
 */
public final class ProfilerArguments {
  @Option(names = "--seed", defaultValue = "1", description = "Run seed (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--population", defaultValue = "" + ProfilerSettings.DEFAULT_POPULATION,
      description = "NSGA-II population, even (default: ${DEFAULT-VALUE}).")
  int population;

  @Option(names = "--evaluations", defaultValue = "" + ProfilerSettings.DEFAULT_EVALUATIONS,
      description = "Most schedule evaluations per core budget (default: ${DEFAULT-VALUE}).")
  int evaluations;

  @Option(names = "--stall-generations", defaultValue = "" + ProfilerSettings.DEFAULT_STALL_GENERATIONS,
      description = "Stop after this many generations without a better time x energy (default: ${DEFAULT-VALUE}).")
  int stallGenerations;

  @Option(names = "--polish-evaluations", defaultValue = "" + ProfilerSettings.DEFAULT_POLISH_EVALUATIONS,
      description = "Evaluations of the local search of the minimum-product point (default: ${DEFAULT-VALUE}).")
  int polishEvaluations;

  @Option(names = "--list-search-tries", defaultValue = "" + ProfilerSettings.DEFAULT_LIST_SEARCH_TRIES,
      description = "Perturbed CP/MISF schedules tried for the shortest-schedule seed of every core budget"
          + " (default: ${DEFAULT-VALUE}).")
  int listSearchTries;

  @Option(names = "--exact", defaultValue = "on", paramLabel = "on|off",
      description = "Also seek the shortest schedule of every core budget with CP-SAT, seed it into NSGA-II and"
          + " record its proven lower bound (default: ${DEFAULT-VALUE}).")
  String exact;

  @Option(names = "--exact-limit", defaultValue = "" + ProfilerSettings.DEFAULT_EXACT_LIMIT, paramLabel = "WORK",
      description = "CP-SAT's deterministic time limit per core budget: a count of work, the same on every machine"
          + " (default: ${DEFAULT-VALUE}).")
  double exactLimit;

  /**
   * The settings these options give, the others at their defaults.
   *
   * @throws IllegalArgumentException naming the option, one line, if a value is refused
   */
  public ProfilerSettings settings() {
    if (!exact.equals("on") && !exact.equals("off")) {
      throw new IllegalArgumentException("--exact must be on or off, was " + exact);
    }
    if (!(exactLimit > 0) || Double.isInfinite(exactLimit)) {
      throw new IllegalArgumentException("--exact-limit must be a positive number, was " + exactLimit);
    }
    return ProfilerSettings.of(seed, population, evaluations, stallGenerations, polishEvaluations, listSearchTries)
        .withExact(exact.equals("on"), exactLimit);
  }
}
