package org.valen.experiments.paper002;

import org.valen.hc.paper002.outcome.Outcome;
import org.valen.hc.paper002.outcome.Outcomes;

/**
 * One row of a paper 002 experiment's {@code runs.csv}: one variant on one trial.
 *
 * @param experiment the experiment's name
 * @param pattern the arrival pattern (low, medium, high)
 * @param trial the trial's number, 1 …
 * @param seed its seed (arrivals, types, actual times, RAND's draws)
 * @param variant what ran
 * @param outcomes how its tasks ended
 * @param floorTasks tasks of the trial that no allocation could finish by their deadline: their
 *     actual time on their fastest core in its fastest P-state exceeds the time to their deadline
 * @param energyJoules the cluster's wall energy over the run (Eq. 2)
 * @param budgetJoules ζ_max
 */
public record TrialRow(String experiment, String pattern, int trial, long seed, Variant variant, Outcomes outcomes,
    int floorTasks, double energyJoules, double budgetJoules) {

  /** Percentage of the trial's tasks that missed their deadline (Figs. 4–6). */
  public double missedPercent() {
    return outcomes.missedPercent();
  }

  /** Percentage of the trial's tasks no allocation could finish in time. */
  public double floorPercent() {
    int n = outcomes.tasks();
    return n == 0 ? 0 : 100.0 * floorTasks / n;
  }

  /** When the budget ran out, in hours from the start; +∞ if it never did. */
  public double budgetExhaustedHours() {
    return outcomes.exhaustedAtSeconds() / 3600;
  }

  public int count(Outcome o) {
    return outcomes.count(o);
  }
}
