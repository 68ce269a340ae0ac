package org.valen.model.trials.paper002.cluster;

import org.valen.model.platform.CoreType;
import org.valen.model.platform.Node;
import org.valen.model.platform.Platform;

/**
 * One drawn cluster of paper 002 (section 3.1): nodes of 1–4 multicore processors of 1–4 identical
 * cores, every node a core type of its own (cores are identical within a node, "inconsistent"
 * across nodes), five P-states with node-level power μ(i, π) (Eq. 7) and a power-supply efficiency
 * ε(i). A core type's static power is 0 and its idle power μ(i, P4): "each core implicitly
 * transitions to P-state P4 whenever it is idle", so the kernel's meter charges Eqs. 1–2.
 *
 * @param platform the nodes and their core types
 * @param timeMultipliers {@code [node][pState]}: how much longer a task runs in that P-state than
 *     in P0 (1 for P0, increasing)
 */
public record Cluster(Platform platform, double[][] timeMultipliers) {

  public Cluster {
    double[][] copy = new double[timeMultipliers.length][];
    for (int i = 0; i < copy.length; i++) {
      copy[i] = timeMultipliers[i].clone();
    }
    timeMultipliers = copy;
  }

  /** μ(i, π): the power of one core of node {@code node} in P-state {@code pState}. */
  public double powerWatts(int node, int pState) {
    return coreType(node).level(pState).dynamicPowerWatts();
  }

  /** ε(i). */
  public double efficiency(int node) {
    return platform.nodes().get(node).powerSupplyEfficiency();
  }

  /** Total cores c_total. */
  public int totalCores() {
    return platform.totalCores();
  }

  /**
   * ζ_max (section 6): "the length of a simulation trial multiplied by the average power
   * consumption over all compute nodes operating in P2 multiplied by the total number of cores".
   * The average is over nodes of a core's wall power μ(i, P2) / ε(i), so that the budget is in the
   * units of Eq. 2's ζ.
   */
  public double budgetJoules(double windowSeconds, int pState) {
    return budgetJoules(platform, windowSeconds, pState);
  }

  /**
   * The same rule on any platform: {@code windowSeconds} × the mean over nodes of a core's wall power
   * busy in P-state {@code pState} (static + dynamic, ÷ ε; a core type with fewer P-states takes its
   * last) × the cores.
   */
  public static double budgetJoules(Platform platform, double windowSeconds, int pState) {
    double sum = 0;
    for (Node n : platform.nodes()) {
      CoreType type = platform.coreTypeOf(n);
      sum += type.busyPowerWatts(Math.min(pState, type.levelCount() - 1)) / n.powerSupplyEfficiency();
    }
    return windowSeconds * sum / platform.nodes().size() * platform.totalCores();
  }

  private CoreType coreType(int node) {
    Node n = platform.nodes().get(node);
    return platform.coreTypeOf(n);
  }
}
