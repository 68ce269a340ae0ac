package org.valen.model.platform;

import java.util.List;
import org.valen.model.Check;

/**
 * A kind of core: its v/f levels and its power when not computing.
 *
 * <p>Power of one core is {@code staticPowerWatts + level.dynamicPowerWatts()} while it runs a
 * task, {@code idlePowerWatts} while it is idle. Paper 001 (Eq. 1–2) charges a job the static power
 * of the cores it uses over its response time; the runtime reports idle cores' energy separately.
 *
 * @param id identifier, unique within a platform
 * @param pStates the v/f levels, fastest first: frequencies strictly decreasing, dynamic power
 *     non-increasing
 * @param staticPowerWatts power a powered core draws whatever it does (leakage)
 * @param idlePowerWatts power an idle core draws (at least the static power)
 */
public record CoreType(
    String id, List<PState> pStates, double staticPowerWatts, double idlePowerWatts) {

  public CoreType {
    Check.id(id, "id");
    pStates = List.copyOf(Check.nonEmpty(pStates, "pStates"));
    Check.nonNegative(staticPowerWatts, "staticPowerWatts");
    Check.nonNegative(idlePowerWatts, "idlePowerWatts");
    for (int i = 1; i < pStates.size(); i++) {
      PState faster = pStates.get(i - 1);
      PState slower = pStates.get(i);
      if (!(slower.frequencyHertz() < faster.frequencyHertz())) {
        throw new IllegalArgumentException(
            "core type " + id + ": P-state " + i + " must be slower than P-state " + (i - 1));
      }
      if (slower.dynamicPowerWatts() > faster.dynamicPowerWatts()) {
        throw new IllegalArgumentException(
            "core type " + id + ": P-state " + i + " must not draw more than P-state " + (i - 1));
      }
    }
  }

  /** A core type whose idle power equals its static power. */
  public static CoreType of(String id, List<PState> pStates, double staticPowerWatts) {
    return new CoreType(id, pStates, staticPowerWatts, staticPowerWatts);
  }

  /** Number of v/f levels. */
  public int levelCount() {
    return pStates.size();
  }

  /** The v/f level at {@code index} (0 = fastest). */
  public PState level(int index) {
    return pStates.get(index);
  }

  /** Frequency of the fastest level. */
  public double maxFrequencyHertz() {
    return pStates.get(0).frequencyHertz();
  }

  /** Power of one busy core at level {@code index}: static plus dynamic. */
  public double busyPowerWatts(int index) {
    return staticPowerWatts + pStates.get(index).dynamicPowerWatts();
  }
}
