package org.valen.experiments.paper004;

/**
 * One run of a paper 004 experiment: one heuristic on one trial of one setting, measured over the
 * window after the fill (section IV-A: hours 4 … 28): one row of its tidy {@code runs.csv}.
 *
 * @param experiment experiment id
 * @param trial trial number (1 … trials); its seed is the same number
 * @param parameter the swept parameter
 * @param value its value in this run
 * @param heuristic the heuristic's registered name
 * @param arrivals tasks that arrived in the window
 * @param completed of those, the tasks that completed before the run stopped
 * @param utility utility earned in the window (section II-E: each task's utility × the share of
 *     its execution inside the window)
 * @param maxUtility the maximum system utility of the window (section V)
 * @param criticalUtility the part of {@code utility} earned by critical tasks
 * @param criticalMaxUtility the part of {@code maxUtility} of critical tasks
 * @param preemptions preemptions over the whole run
 * @param dropped tasks dropped over the whole run (section III-B)
 */
public record TrialRow(String experiment, int trial, String parameter, String value, String heuristic, int arrivals,
    int completed, double utility, double maxUtility, double criticalUtility, double criticalMaxUtility,
    long preemptions, long dropped) {

  /** Utility earned as a percentage of the maximum (Figs. 3–6). */
  public double percentOfMaximum() {
    return maxUtility == 0 ? Double.NaN : 100 * utility / maxUtility;
  }

  /** Tasks completed as a percentage of those that arrived in the window (Fig. 7). */
  public double percentCompleted() {
    return arrivals == 0 ? Double.NaN : 100.0 * completed / arrivals;
  }

  /** Critical tasks' utility as a percentage of their maximum. */
  public double percentOfCriticalMaximum() {
    return criticalMaxUtility == 0 ? Double.NaN : 100 * criticalUtility / criticalMaxUtility;
  }
}
