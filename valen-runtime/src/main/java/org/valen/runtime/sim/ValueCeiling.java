package org.valen.runtime.sim;

import java.util.List;

/**
 * How far a run's value is from the most it could earn, and why.
 *
 * <ul>
 *   <li>{@code upperBound}: every arrival completed by its deadline, at full value;
 *   <li>{@code lostToRejection}: the full value of every job paper 001 counts as rejected (dropped,
 *       completed with zero value, never finished);
 *   <li>{@code lostToLateness}: what completed jobs lost by finishing in their decay zone;
 *   <li>{@code lateLostToQueueing}: the part of {@code lostToLateness} due to waiting. A late job's
 *       lateness {@code L = finish − arrival − deadline} splits into the lateness it would have had
 *       had it started at arrival, {@code max(0, finish − start − deadline)} (execution), and the
 *       rest (queueing); its lost value is split in the same shares (our rule: exact for linear
 *       decay).
 * </ul>
 *
 * {@code upperBound = earned + lostToLateness + lostToRejection}.
 */
public record ValueCeiling(
    double upperBound, double earned, double lostToLateness, double lostToRejection, double lateLostToQueueing) {

  static ValueCeiling of(List<JobRecord> jobs) {
    double bound = 0;
    double earned = 0;
    double late = 0;
    double rejected = 0;
    double queueing = 0;
    for (JobRecord j : jobs) {
      bound += j.maxValue();
      earned += j.value();
      if (j.status() != JobStatus.COMPLETED) {
        rejected += j.maxValue();
        continue;
      }
      double lost = Math.max(0, j.maxValue() - j.value());
      if (lost > 0) {
        late += lost;
        double lateness = j.finishSeconds() - j.arrivalSeconds() - j.deadlineSeconds();
        double executionLateness = Math.max(0, j.finishSeconds() - j.startSeconds() - j.deadlineSeconds());
        if (lateness > 0) {
          queueing += lost * Math.max(0, lateness - executionLateness) / lateness;
        }
      }
    }
    return new ValueCeiling(bound, earned, late, rejected, queueing);
  }

  /** The share of the value lost to lateness that is queueing (0 … 1); NaN if nothing was late. */
  public double queueingShareOfLate() {
    return lostToLateness > 0 ? lateLostToQueueing / lostToLateness : Double.NaN;
  }
}
