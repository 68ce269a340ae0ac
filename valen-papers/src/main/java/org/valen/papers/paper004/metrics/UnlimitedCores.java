package org.valen.papers.paper004.metrics;

import java.util.List;
import java.util.function.ToDoubleFunction;
import org.valen.model.job.Arrival;
import org.valen.model.trials.paper004.workload.Paper004Trial;

/**
 * The utility reachable with unlimited cores: every task starts at the first mapping event at or
 * after its arrival, on its fastest cluster, and earns its utility function's value at that
 * completion, counted as section II-E counts a run's (the utility × the share of the execution
 * inside the window) and, like a run, nothing if it would complete after the run stops. No
 * scheduler on the real system earns more than this; the paper's maximum (every task at arrival
 * at its starting utility) is above it by what the utility functions themselves take — decay during
 * the wait for a mapping event and the execution — and what a scheduler earns is below it by what
 * oversubscription takes.
 *
 * @param windowed the ceiling of the window [start, end), comparable with {@link WindowedUtility#earned()}
 * @param windowedCritical its part from tasks of maximum utility {@code criticalUtility}
 * @param whole the ceiling of the whole run (every task that completes by the stop, at its value
 *     then, wholly), comparable with a run's total value
 * @param neverEarning tasks that arrived in the window and earn nothing even so
 * @param arrivedInWindow tasks that arrived in the window
 */
public record UnlimitedCores(double windowed, double windowedCritical, double whole, int neverEarning,
    int arrivedInWindow) {

  /** The first mapping event at or after {@code seconds}, events every {@code intervalSeconds} from that time on. */
  static double nextMappingEvent(double seconds, double intervalSeconds) {
    return Math.max(intervalSeconds, Math.ceil(seconds / intervalSeconds) * intervalSeconds);
  }

  /**
   * The utility reachable on {@code trial} with unlimited cores: every task started at the first
   * mapping event after its arrival on its fastest cluster, in the measured window and over the run.
   */
  public static UnlimitedCores of(Paper004Trial trial) {
    return of(trial.workload().arrivals(), trial::fastestSeconds, Paper004Trial.MAPPING_INTERVAL_SECONDS,
        trial.windowStartSeconds(), trial.windowEndSeconds(), trial.parameters().bursts().shape().criticalUtility());
  }

  /**
   * The ceiling of a trial's arrivals.
   *
   * @param arrivals the workload's arrivals
   * @param fastestSeconds a task's execution time on its fastest cluster
   * @param intervalSeconds time between mapping events, the first at that time (paper: 60 s)
   * @param startSeconds the window's start
   * @param endSeconds the window's end, also the time the runs stop
   * @param criticalUtility the maximum utility that makes a task critical (paper: 8)
   */
  public static UnlimitedCores of(List<Arrival> arrivals, ToDoubleFunction<Arrival> fastestSeconds,
      double intervalSeconds, double startSeconds, double endSeconds, double criticalUtility) {
    double windowed = 0;
    double critical = 0;
    double whole = 0;
    int never = 0;
    int arrived = 0;
    for (Arrival a : arrivals) {
      double at = a.arrivalSeconds();
      double fastest = fastestSeconds.applyAsDouble(a);
      double begin = nextMappingEvent(at, intervalSeconds);
      double done = begin + fastest;
      double value = done > endSeconds ? 0 : a.valueCurve().valueAt(done - at);
      double share = Math.max(0, Math.min(endSeconds, done) - Math.max(startSeconds, begin)) / fastest;
      windowed += value * share;
      whole += value;
      if (a.valueCurve().maxValue() >= criticalUtility) {
        critical += value * share;
      }
      if (at >= startSeconds && at < endSeconds) {
        arrived++;
        never += value > 0 ? 0 : 1;
      }
    }
    return new UnlimitedCores(windowed, critical, whole, never, arrived);
  }
}
