package org.valen.experiments.paper000;

import java.util.List;

/**
 * One run of a paper 000 experiment: one trial in one configuration, measured over the day
 * (hours 3–26 of the trial): one row of its tidy {@code runs.csv}.
 *
 * @param experiment experiment id
 * @param trial trial number (1 … trials)
 * @param seed the trial's seed
 * @param configuration heuristic, environment and filter
 * @param dayStartSeconds start of the measured day in the trial (paper: 2 h)
 * @param dayEndSeconds its end (paper: 26 h)
 * @param energyBudgetJoules the day's constraint E (+∞ for the unconstrained calibration)
 * @param arrivals tasks that arrived during the day
 * @param completed tasks that completed during the day
 * @param dropped tasks dropped during the whole trial
 * @param utility utility earned by tasks completed during the day
 * @param maxUtility the sum of the maximum utilities of the tasks that arrived during the day
 * @param byPriority utility earned and maximum, per priority level 8, 4, 2, 1
 * @param energyJoules energy used during the day
 * @param budgetExhaustedHours hours into the day after which less than 1 % of E was left; NaN if never
 * @param cumulativeUtility utility earned by the end of each 24th of the day (hours 3 … 26)
 */
public record TrialRow(String experiment, int trial, long seed, Configuration configuration, double dayStartSeconds,
    double dayEndSeconds, double energyBudgetJoules,
    int arrivals, int completed, int dropped, double utility, double maxUtility, List<PriorityShare> byPriority,
    double energyJoules, double budgetExhaustedHours, List<Double> cumulativeUtility) {

  /** The paper's priority levels, in the order of the columns. */
  public static final List<Double> PRIORITIES = List.of(8.0, 4.0, 2.0, 1.0);
  /** Points of the cumulative utility curve. */
  public static final int STEPS = 24;

  /** Utility earned by the tasks of one priority level, and the most they could have earned. */
  public record PriorityShare(double utility, double maxUtility) {
    /** Portion of the maximum earned; NaN if none arrived. */
    public double portion() {
      return maxUtility == 0 ? Double.NaN : utility / maxUtility;
    }
  }

  public TrialRow {
    byPriority = List.copyOf(byPriority);
    cumulativeUtility = List.copyOf(cumulativeUtility);
    if (byPriority.size() != PRIORITIES.size() || cumulativeUtility.size() != STEPS) {
      throw new IllegalArgumentException("a row has " + PRIORITIES.size() + " priority levels and " + STEPS + " steps");
    }
  }

  /** Energy left at the end of the day: E − used (NaN without a constraint). */
  public double energyLeftJoules() {
    return Double.isInfinite(energyBudgetJoules) ? Double.NaN : energyBudgetJoules - energyJoules;
  }

  /** Share of priority level {@code priority} (one of {@link #PRIORITIES}). */
  public PriorityShare share(double priority) {
    return byPriority.get(PRIORITIES.indexOf(priority));
  }
}
