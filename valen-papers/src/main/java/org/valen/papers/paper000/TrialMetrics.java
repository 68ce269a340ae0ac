package org.valen.papers.paper000;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.valen.experiments.table.Column;
import org.valen.model.job.Arrival;
import org.valen.model.trials.paper000.workload.Trial;
import org.valen.runtime.sim.EnergySample;
import org.valen.runtime.sim.JobRecord;
import org.valen.runtime.sim.JobStatus;
import org.valen.runtime.sim.SimulationResult;

/**
 * What one run earned and used during the day (paper 000, section IV-A: results from the start of
 * the third hour to the end of the 26th): utility of the tasks that completed in it, by priority
 * and over time, and the energy of the day from the kernel's energy samples, against the day's
 * energy constraint E.
 */
final class TrialMetrics {
  /** The paper's priority levels, in the order of the columns. */
  static final List<Double> PRIORITIES = List.of(8.0, 4.0, 2.0, 1.0);
  /** Points of the cumulative utility curve. */
  static final int STEPS = 24;
  /** The cumulative utility columns' prefix. */
  static final String UTILITY_BY = "utility_by_";

  private TrialMetrics() {}

  /** The measure columns, in {@code runs.csv}'s order. */
  static List<Column> columns() {
    List<Column> c = new ArrayList<>(List.of(Column.number("day_start_s"), Column.number("day_end_s"),
        Column.number("energy_budget_j"), Column.integer("arrivals"), Column.integer("completed"),
        Column.integer("dropped"), Column.number("utility"), Column.number("max_utility")));
    for (double p : PRIORITIES) {
      c.add(Column.number("utility_p" + (int) p));
      c.add(Column.number("max_utility_p" + (int) p));
    }
    c.addAll(List.of(Column.number("energy_j"), Column.number("energy_left_j"), Column.number("budget_exhausted_h")));
    for (int k = 1; k <= STEPS; k++) {
      c.add(Column.number(String.format(Locale.ROOT, "%s%02d", UTILITY_BY, k)));
    }
    return c;
  }

  /**
   * The cells of a run on {@code trial}.
   *
   * @param budgetJoules the day's constraint E the run is measured against (+∞ for none)
   */
  static Map<String, Object> of(Trial trial, double budgetJoules, SimulationResult result, double dayStart,
      double dayEnd) {
    List<Arrival> arrivals = trial.workload().arrivals();
    List<JobRecord> jobs = result.jobs();
    if (jobs.size() != arrivals.size()) {
      throw new IllegalStateException(jobs.size() + " records for " + arrivals.size() + " arrivals");
    }
    double[] priorities = trial.priorities();
    int arrived = 0;
    double maxUtility = 0;
    double[] earned = new double[PRIORITIES.size()];
    double[] possible = new double[PRIORITIES.size()];
    List<double[]> completions = new ArrayList<>();
    int dropped = 0;
    for (int a = 0; a < arrivals.size(); a++) {
      int level = levelOf(priorities[a]);
      double at = arrivals.get(a).arrivalSeconds();
      if (at >= dayStart && at < dayEnd) {
        arrived++;
        maxUtility += priorities[a];
        if (level >= 0) {
          possible[level] += priorities[a];
        }
      }
      JobRecord r = jobs.get(a);
      dropped += r.status() == JobStatus.REJECTED_IN_QUEUE ? 1 : 0;
      boolean done = r.status() == JobStatus.COMPLETED || r.status() == JobStatus.COMPLETED_ZERO_VALUE;
      if (done && r.finishSeconds() >= dayStart && r.finishSeconds() <= dayEnd) {
        completions.add(new double[] {r.finishSeconds(), r.value()});
        if (level >= 0) {
          earned[level] += r.value();
        }
      }
    }
    completions.sort((x, y) -> Double.compare(x[0], y[0]));
    double startJoules = energyAt(result, dayStart);
    double used = energyAt(result, dayEnd) - startJoules;
    Map<String, Object> cells = new LinkedHashMap<>();
    cells.put("day_start_s", dayStart);
    cells.put("day_end_s", dayEnd);
    cells.put("energy_budget_j", budgetJoules);
    cells.put("arrivals", arrived);
    cells.put("completed", completions.size());
    cells.put("dropped", dropped);
    double utility = 0;
    double[] cumulative = new double[STEPS];
    int next = 0;
    for (int k = 1; k <= STEPS; k++) {
      double until = dayStart + (dayEnd - dayStart) * k / STEPS;
      while (next < completions.size() && completions.get(next)[0] <= until) {
        utility += completions.get(next++)[1];
      }
      cumulative[k - 1] = utility;
    }
    cells.put("utility", utility);
    cells.put("max_utility", maxUtility);
    for (int p = 0; p < PRIORITIES.size(); p++) {
      int level = PRIORITIES.get(p).intValue();
      cells.put("utility_p" + level, earned[p]);
      cells.put("max_utility_p" + level, possible[p]);
    }
    cells.put("energy_j", used);
    cells.put("energy_left_j", Double.isInfinite(budgetJoules) ? Double.NaN : budgetJoules - used);
    cells.put("budget_exhausted_h", exhaustedHours(result, budgetJoules, startJoules, dayStart, dayEnd));
    for (int k = 0; k < STEPS; k++) {
      cells.put(String.format(Locale.ROOT, "%s%02d", UTILITY_BY, k + 1), cumulative[k]);
    }
    return cells;
  }

  /** The column of {@code priority} in {@link #PRIORITIES}; −1 if it is none of them. */
  private static int levelOf(double priority) {
    for (int p = 0; p < PRIORITIES.size(); p++) {
      if (PRIORITIES.get(p) == priority) {
        return p;
      }
    }
    return -1;
  }

  /** Hours into the day after which less than 1 % of the budget was left; NaN if never. */
  private static double exhaustedHours(SimulationResult r, double budget, double startJoules, double dayStart,
      double dayEnd) {
    if (Double.isInfinite(budget)) {
      return Double.NaN;
    }
    for (EnergySample s : r.energy()) {
      if (s.seconds() >= dayStart && s.seconds() <= dayEnd && budget - (s.totalJoules() - startJoules) < 0.01 * budget) {
        return (s.seconds() - dayStart) / 3600;
      }
    }
    return Double.NaN;
  }

  private static double energyAt(SimulationResult r, double seconds) {
    for (EnergySample s : r.energy()) {
      if (s.seconds() == seconds) {
        return s.totalJoules();
      }
    }
    throw new IllegalStateException("no energy sample at " + seconds + " s; samples at "
        + Arrays.toString(r.energy().stream().limit(3).mapToDouble(EnergySample::seconds).toArray()) + " …");
  }
}
