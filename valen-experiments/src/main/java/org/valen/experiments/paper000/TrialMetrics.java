package org.valen.experiments.paper000;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.valen.hc.paper000.workload.Trial;
import org.valen.model.job.Arrival;
import org.valen.runtime.sim.EnergySample;
import org.valen.runtime.sim.JobRecord;
import org.valen.runtime.sim.JobStatus;
import org.valen.runtime.sim.SimulationResult;

/**
 * What one run earned and used during the day (paper 000, section IV-A: results from the start of
 * the third hour to the end of the 26th): utility of the tasks that completed in it, by priority
 * and over time, and the energy of the day from the kernel's energy samples.
 */
final class TrialMetrics {
  private TrialMetrics() {}

  static TrialRow of(String experiment, int trialNumber, Trial trial, Configuration configuration, double budgetJoules,
      SimulationResult result, double dayStart, double dayEnd) {
    List<Arrival> arrivals = trial.workload().arrivals();
    List<JobRecord> jobs = result.jobs();
    if (jobs.size() != arrivals.size()) {
      throw new IllegalStateException(jobs.size() + " records for " + arrivals.size() + " arrivals");
    }
    double[] priorities = trial.priorities();
    int arrived = 0;
    double maxUtility = 0;
    double[] earned = new double[TrialRow.PRIORITIES.size()];
    double[] possible = new double[TrialRow.PRIORITIES.size()];
    List<double[]> completions = new ArrayList<>();
    int dropped = 0;
    for (int a = 0; a < arrivals.size(); a++) {
      int level = TrialRow.PRIORITIES.indexOf(priorities[a]);
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
    double utility = 0;
    List<Double> cumulative = new ArrayList<>();
    int next = 0;
    for (int k = 1; k <= TrialRow.STEPS; k++) {
      double until = dayStart + (dayEnd - dayStart) * k / TrialRow.STEPS;
      while (next < completions.size() && completions.get(next)[0] <= until) {
        utility += completions.get(next++)[1];
      }
      cumulative.add(utility);
    }
    List<TrialRow.PriorityShare> shares = new ArrayList<>();
    for (int p = 0; p < earned.length; p++) {
      shares.add(new TrialRow.PriorityShare(earned[p], possible[p]));
    }
    double startJoules = energyAt(result, dayStart);
    double used = energyAt(result, dayEnd) - startJoules;
    return new TrialRow(experiment, trialNumber, trial.seed(), configuration, dayStart, dayEnd, budgetJoules, arrived,
        completions.size(),
        dropped, utility, maxUtility, shares, used, exhaustedHours(result, budgetJoules, startJoules, dayStart, dayEnd),
        cumulative);
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
