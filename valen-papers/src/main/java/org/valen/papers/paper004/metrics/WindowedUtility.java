package org.valen.papers.paper004.metrics;

import java.util.List;
import java.util.function.ToDoubleFunction;
import org.valen.model.job.Arrival;
import org.valen.runtime.sim.JobRecord;
import org.valen.runtime.sim.SimulationResult;

/**
 * Paper 004's performance measure (section II-E, V): the utility earned during a window of time,
 * each task adding its utility times the share of its execution inside the window ("if a task were
 * to complete 70 % of its execution during an interval A and 30 % during interval B, then 70 % of
 * the task's utility will be added to the system utility earned for interval A"); and the maximum
 * system utility, "the utility earned if all tasks started executing immediately upon arrival in
 * their fastest cluster and earned utility equal to their starting utility", counted the same way.
 *
 * @param earned utility earned in the window
 * @param maximum the maximum system utility of the window
 * @param arrivedInWindow tasks that arrived in the window
 * @param completedOfThose of those, the tasks that completed (before the run stopped)
 * @param earnedCritical the part of {@code earned} from tasks of maximum utility {@code criticalUtility}
 * @param maximumCritical the part of {@code maximum} from them
 */
public record WindowedUtility(double earned, double maximum, int arrivedInWindow, int completedOfThose,
    double earnedCritical, double maximumCritical) {

  /** Earned as a percentage of the maximum. */
  public double percentOfMaximum() {
    return maximum == 0 ? 0 : 100 * earned / maximum;
  }

  /** Completed tasks as a percentage of those that arrived in the window. */
  public double percentCompleted() {
    return arrivedInWindow == 0 ? 0 : 100.0 * completedOfThose / arrivedInWindow;
  }

  /**
   * The measure of one run.
   *
   * @param arrivals the workload's arrivals, in order
   * @param result the run (one record per arrival, in order)
   * @param trace the run's {@link WindowTrace}
   * @param fastestSeconds a task's execution time on its fastest cluster
   * @param criticalUtility the maximum utility that makes a task critical (paper: 8)
   */
  public static WindowedUtility of(List<Arrival> arrivals, SimulationResult result, WindowTrace trace,
      ToDoubleFunction<Arrival> fastestSeconds, double criticalUtility) {
    List<JobRecord> jobs = result.jobs();
    if (jobs.size() != arrivals.size()) {
      throw new IllegalStateException(jobs.size() + " records for " + arrivals.size() + " arrivals");
    }
    double start = trace.startSeconds();
    double end = trace.endSeconds();
    double earned = 0;
    double maximum = 0;
    double earnedCritical = 0;
    double maximumCritical = 0;
    int arrived = 0;
    int completed = 0;
    for (int a = 0; a < arrivals.size(); a++) {
      Arrival arrival = arrivals.get(a);
      JobRecord r = jobs.get(a);
      boolean critical = arrival.valueCurve().maxValue() >= criticalUtility;
      boolean finished = r.status().earnsValue();
      double u = finished ? r.value() * trace.shareInside(a) : 0;
      double fastest = fastestSeconds.applyAsDouble(arrival);
      double at = arrival.arrivalSeconds();
      double best = arrival.valueCurve().maxValue() * Math.max(0, Math.min(end, at + fastest) - Math.max(start, at)) / fastest;
      earned += u;
      maximum += best;
      if (critical) {
        earnedCritical += u;
        maximumCritical += best;
      }
      if (at >= start && at < end) {
        arrived++;
        completed += finished ? 1 : 0;
      }
    }
    return new WindowedUtility(earned, maximum, arrived, completed, earnedCritical, maximumCritical);
  }
}
