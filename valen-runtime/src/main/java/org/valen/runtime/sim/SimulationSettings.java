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
 * @param powerSampleSeconds width of the bins of the energy time series
 * @param stopSeconds when to stop: jobs not done by then are unfinished; +∞ runs until every job
 *     has finished or been rejected
 */
public record SimulationSettings(
    long seed, Variability variability, double checkpointPauseSeconds, double powerSampleSeconds,
    double stopSeconds) {

  public SimulationSettings {
    Objects.requireNonNull(variability, "variability");
    Check.nonNegative(checkpointPauseSeconds, "checkpointPauseSeconds");
    Check.positive(powerSampleSeconds, "powerSampleSeconds");
    if (!(stopSeconds > 0)) {
      throw new IllegalArgumentException("stopSeconds must be > 0 (or +Infinity), was " + stopSeconds);
    }
  }

  /** Seed 1, default variability, 1 s checkpoint pause, hourly energy bins, no stop time. */
  public static SimulationSettings defaults() {
    return new SimulationSettings(1, Variability.defaults(), 1.0, 3600, Double.POSITIVE_INFINITY);
  }

  public SimulationSettings withSeed(long newSeed) {
    return new SimulationSettings(newSeed, variability, checkpointPauseSeconds, powerSampleSeconds, stopSeconds);
  }

  public SimulationSettings withVariability(Variability v) {
    return new SimulationSettings(seed, v, checkpointPauseSeconds, powerSampleSeconds, stopSeconds);
  }

  public SimulationSettings withCheckpointPause(double seconds) {
    return new SimulationSettings(seed, variability, seconds, powerSampleSeconds, stopSeconds);
  }

  public SimulationSettings withStopSeconds(double seconds) {
    return new SimulationSettings(seed, variability, checkpointPauseSeconds, powerSampleSeconds, seconds);
  }

  public SimulationSettings withPowerSampleSeconds(double seconds) {
    return new SimulationSettings(seed, variability, checkpointPauseSeconds, seconds, stopSeconds);
  }
}
