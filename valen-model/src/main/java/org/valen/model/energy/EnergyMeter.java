package org.valen.model.energy;

import java.util.Arrays;
import org.valen.model.Check;

/**
 * Integrates the power of a set of cores over time. Each core draws a piecewise-constant power per
 * {@link EnergyKind}; {@link #setPower} changes it from a time on, and the meter adds the energy of
 * the finished piece. Lump sums that are not a power over time (a migration's energy) go in with
 * {@link #addJoules}. Wall energy divides delivered energy by the power-supply efficiency of the
 * core's node (paper 002's ε).
 *
 * <p>Times passed for one core must not decrease. Not thread-safe: one meter per simulation.
 */
public final class EnergyMeter {
  private static final EnergyKind[] KINDS = EnergyKind.values();
  private final double[] watts;
  private final double[] since;
  private final double[] wallFactor;
  private final double[] joules = new double[KINDS.length];
  private double totalWatts;

  /** A meter for {@code cores} cores behind ideal power supplies. */
  public EnergyMeter(int cores) {
    this(filled(Check.atLeast(cores, 1, "cores"), 1.0));
  }

  /** A meter whose core {@code i} sits behind a supply of efficiency {@code efficiency[i]}. */
  public EnergyMeter(double[] efficiency) {
    this.watts = new double[efficiency.length * KINDS.length];
    this.since = new double[efficiency.length];
    this.wallFactor = new double[efficiency.length];
    for (int i = 0; i < efficiency.length; i++) {
      wallFactor[i] = 1 / Check.inRange(efficiency[i], Double.MIN_VALUE, 1, "efficiency");
    }
  }

  private static double[] filled(int n, double value) {
    double[] a = new double[n];
    Arrays.fill(a, value);
    return a;
  }

  public int cores() {
    return since.length;
  }

  /** From {@code atSeconds} on, {@code core} draws {@code newWatts} of {@code kind}. */
  public void setPower(int core, EnergyKind kind, double atSeconds, double newWatts) {
    Check.nonNegative(newWatts, "watts");
    advance(core, atSeconds);
    int slot = core * KINDS.length + kind.ordinal();
    totalWatts += (newWatts - watts[slot]) * wallFactor[core];
    watts[slot] = newWatts;
  }

  /** Power {@code core} currently draws of {@code kind}, delivered (before supply losses). */
  public double powerWatts(int core, EnergyKind kind) {
    return watts[core * KINDS.length + kind.ordinal()];
  }

  /** Adds a lump of energy delivered to {@code core}. */
  public void addJoules(int core, EnergyKind kind, double delivered) {
    joules[kind.ordinal()] += Check.nonNegative(delivered, "joules") * wallFactor[core];
  }

  private void advance(int core, double toSeconds) {
    double elapsed = toSeconds - since[core];
    if (elapsed < 0) {
      throw new IllegalArgumentException(
          "core " + core + ": time went back from " + since[core] + " to " + toSeconds);
    }
    if (elapsed > 0) {
      int base = core * KINDS.length;
      for (int k = 0; k < KINDS.length; k++) {
        if (watts[base + k] != 0) { // adding 0 W × elapsed would change nothing
          joules[k] += watts[base + k] * elapsed * wallFactor[core];
        }
      }
      since[core] = toSeconds;
    }
  }

  /** Wall energy of {@code kind} up to {@code atSeconds} (not before any core's last change). */
  public double joules(EnergyKind kind, double atSeconds) {
    double total = joules[kind.ordinal()];
    for (int c = 0; c < since.length; c++) {
      double elapsed = atSeconds - since[c];
      if (elapsed < 0) {
        throw new IllegalArgumentException(
            "core " + c + " changed at " + since[c] + ", after " + atSeconds);
      }
      total += watts[c * KINDS.length + kind.ordinal()] * elapsed * wallFactor[c];
    }
    return total;
  }

  /** Wall energy of every kind up to {@code atSeconds}. */
  public double totalJoules(double atSeconds) {
    double total = 0;
    for (EnergyKind kind : KINDS) {
      total += joules(kind, atSeconds);
    }
    return total;
  }

  /** Current wall power of all cores and kinds. */
  public double totalPowerWatts() {
    return totalWatts;
  }
}
