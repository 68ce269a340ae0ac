package org.valen.runtime.paper001;

import org.valen.model.Check;

/**
 * Settings of ValEnAdaptOpt's adaptation step (paper 001, Algorithm 1, lines 7–17).
 *
 * @param checkpointSeconds interval between checkpoints; the paper finds 5 minutes best (Fig. 5)
 * @param deviationThreshold a job counts as deviated when its progress differs from the expected
 *     progress of its plan by at least this share of the plan's work (our choice: 0.02)
 * @param maxAdaptationsPerJob how often one job may be reallocated; the paper sets no limit and its
 *     Fig. 1 adapts one job at consecutive checkpoints, so by default none ({@link #UNLIMITED})
 * @param extrapolateDeviation whether the remaining time is scaled by the speed observed so far
 *     (the paper's "deviation included end time"); if false, remaining work is assumed to run at
 *     profiled speed
 */
public record AdaptationSettings(
    double checkpointSeconds, double deviationThreshold, int maxAdaptationsPerJob, boolean extrapolateDeviation) {

  /** No limit on the adaptations of one job. */
  public static final int UNLIMITED = Integer.MAX_VALUE;

  public AdaptationSettings {
    Check.positive(checkpointSeconds, "checkpointSeconds");
    Check.inRange(deviationThreshold, 0, 1, "deviationThreshold");
    Check.atLeast(maxAdaptationsPerJob, 0, "maxAdaptationsPerJob");
  }

  /** Checkpoints every 5 minutes, 2 % deviation threshold, no limit on adaptations, extrapolated. */
  public static AdaptationSettings defaults() {
    return new AdaptationSettings(300, 0.02, UNLIMITED, true);
  }

  public AdaptationSettings withCheckpointSeconds(double seconds) {
    return new AdaptationSettings(seconds, deviationThreshold, maxAdaptationsPerJob, extrapolateDeviation);
  }

  public AdaptationSettings withDeviationThreshold(double share) {
    return new AdaptationSettings(checkpointSeconds, share, maxAdaptationsPerJob, extrapolateDeviation);
  }

  public AdaptationSettings withMaxAdaptationsPerJob(int times) {
    return new AdaptationSettings(checkpointSeconds, deviationThreshold, times, extrapolateDeviation);
  }

  public AdaptationSettings withExtrapolateDeviation(boolean on) {
    return new AdaptationSettings(checkpointSeconds, deviationThreshold, maxAdaptationsPerJob, on);
  }
}
