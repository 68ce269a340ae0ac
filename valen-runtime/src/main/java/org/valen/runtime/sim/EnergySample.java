package org.valen.runtime.sim;

import java.util.Arrays;
import org.valen.model.energy.EnergyKind;

/**
 * Wall energy used since time 0, by {@link EnergyKind}, at one instant: consecutive samples give
 * the energy time series.
 */
public final class EnergySample {
  private final double seconds;
  private final double[] joules;

  EnergySample(double seconds, double[] joules) {
    this.seconds = seconds;
    this.joules = joules.clone();
  }

  public double seconds() {
    return seconds;
  }

  /** Cumulative joules of {@code kind} at {@link #seconds()}. */
  public double joules(EnergyKind kind) {
    return joules[kind.ordinal()];
  }

  /** Cumulative joules of every kind. */
  public double totalJoules() {
    return Arrays.stream(joules).sum();
  }
}
