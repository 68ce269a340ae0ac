package org.valen.hc.paper002.outcome;

import org.valen.model.energy.EnergyKind;
import org.valen.model.platform.Node;
import org.valen.model.platform.Platform;
import org.valen.runtime.sim.Trace;

/**
 * When a run used up its energy budget ζ_max (section 3.3: "any tasks not completed within the
 * energy constraint are considered as having missed their deadlines"): a {@link Trace} that
 * integrates the cluster's wall power — every core's power of every kind ÷ its node's ε, as Eqs.
 * 1–2 — from the kernel's power changes, and notes the moment the integral reaches the budget.
 */
public final class EnergyClock implements Trace {
  private static final int KINDS = EnergyKind.values().length;
  private final double budgetJoules;
  private final double[] wallFactor;
  private final double[] watts;
  private double totalWallWatts;
  private double since;
  private double joules;
  private double exhaustedAt = Double.POSITIVE_INFINITY;

  /** A clock of {@code budgetJoules} on {@code platform}'s cores, numbered node by node as the kernel's. */
  public EnergyClock(Platform platform, double budgetJoules) {
    this.budgetJoules = budgetJoules;
    this.wallFactor = new double[platform.totalCores()];
    int core = 0;
    for (Node n : platform.nodes()) {
      for (int i = 0; i < n.cores(); i++) {
        wallFactor[core++] = 1 / n.powerSupplyEfficiency();
      }
    }
    this.watts = new double[wallFactor.length * KINDS];
  }

  @Override
  public void powerChanged(double seconds, int core, EnergyKind kind, double newWatts) {
    advance(seconds);
    int slot = core * KINDS + kind.ordinal();
    totalWallWatts += (newWatts - watts[slot]) * wallFactor[core];
    watts[slot] = newWatts;
  }

  private void advance(double seconds) {
    if (seconds > since) {
      double next = joules + totalWallWatts * (seconds - since);
      if (exhaustedAt == Double.POSITIVE_INFINITY && next > budgetJoules && totalWallWatts > 0) {
        exhaustedAt = since + Math.max(0, budgetJoules - joules) / totalWallWatts;
      }
      joules = next;
      since = seconds;
    }
  }

  /** The time the energy used reached ζ_max, +∞ if it never did (up to the last power change). */
  public double exhaustedAtSeconds() {
    return exhaustedAt;
  }

  /** Wall energy used up to {@code seconds} (not before the last power change). */
  public double joulesAt(double seconds) {
    return joules + totalWallWatts * Math.max(0, seconds - since);
  }
}
