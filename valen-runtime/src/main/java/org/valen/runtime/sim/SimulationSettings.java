package org.valen.runtime.sim;

import java.util.Objects;
import org.valen.model.Check;

/**
 * Settings of one simulation run.
 *
 * @param seed seed of the execution-time variability (the workload has its own)
 * @param variability how actual times differ from profiled ones
 * @param checkpointPauseSeconds how long every running job pauses at a checkpoint to be checked
 *     and checkpointed (paper 001: "there is an overhead to check the need for reallocation at each
 *     checkpoint in terms of time and energy"); its cores draw their busy power at the fastest
 *     level meanwhile. Only policies whose periodic decisions are checkpoints pay it. Default 1 s,
 *     our choice: a monitoring snapshot; a reallocation pays its own, larger restart overhead.
 * @param pausePowerShare the dynamic power a paused job's cores draw (at a checkpoint or during a
 *     reallocation's overhead), as a share of their fastest level's: 1 (default, our choice: the
 *     paper gives no figure) charges a pause like busy work at the fastest level, 0 leaves only
 *     static power
 * @param powerSampleSeconds width of the bins of the energy time series
 * @param stopSeconds when to stop: jobs not done by then are unfinished; +∞ runs until every job
 *     has finished or been rejected
 */
public record SimulationSettings(
    long seed, Variability variability, double checkpointPauseSeconds, double pausePowerShare,
    double powerSampleSeconds, double stopSeconds) {

  public SimulationSettings {
    Objects.requireNonNull(variability, "variability");
    Check.nonNegative(checkpointPauseSeconds, "checkpointPauseSeconds");
    if (!(pausePowerShare >= 0 && pausePowerShare <= 1)) {
      throw new IllegalArgumentException("pausePowerShare must be in [0, 1], was " + pausePowerShare);
    }
    Check.positive(powerSampleSeconds, "powerSampleSeconds");
    if (!(stopSeconds > 0)) {
      throw new IllegalArgumentException("stopSeconds must be > 0 (or +Infinity), was " + stopSeconds);
    }
  }

  /**
   * Seed 1, default variability, 1 s checkpoint pause at the fastest level's busy power, hourly
   * energy bins, no stop time.
   */
  public static SimulationSettings defaults() {
    return new SimulationSettings(
        1, Variability.defaults(), 1.0, 1.0, 3600, Double.POSITIVE_INFINITY);
  }

  public SimulationSettings withSeed(long newSeed) {
    return new SimulationSettings(
        newSeed, variability, checkpointPauseSeconds, pausePowerShare, powerSampleSeconds, stopSeconds);
  }

  public SimulationSettings withVariability(Variability v) {
    return new SimulationSettings(
        seed, v, checkpointPauseSeconds, pausePowerShare, powerSampleSeconds, stopSeconds);
  }

  public SimulationSettings withCheckpointPause(double seconds) {
    return new SimulationSettings(
        seed, variability, seconds, pausePowerShare, powerSampleSeconds, stopSeconds);
  }

  /** With paused cores drawing {@code share} of their fastest level's dynamic power. */
  public SimulationSettings withPausePowerShare(double share) {
    return new SimulationSettings(
        seed, variability, checkpointPauseSeconds, share, powerSampleSeconds, stopSeconds);
  }

  public SimulationSettings withStopSeconds(double seconds) {
    return new SimulationSettings(
        seed, variability, checkpointPauseSeconds, pausePowerShare, powerSampleSeconds, seconds);
  }

  public SimulationSettings withPowerSampleSeconds(double seconds) {
    return new SimulationSettings(
        seed, variability, checkpointPauseSeconds, pausePowerShare, seconds, stopSeconds);
  }
}
