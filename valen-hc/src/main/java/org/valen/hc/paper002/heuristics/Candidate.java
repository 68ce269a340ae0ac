package org.valen.hc.paper002.heuristics;

import java.util.Objects;
import java.util.function.IntSupplier;
import java.util.function.Supplier;
import org.valen.hc.paper002.robustness.Forecast;
import org.valen.runtime.policy.Offer;

/**
 * A potential assignment of the arriving task z (section 5.1): one core of one node in one P-state,
 * with the expectations of section 5.1 and the robustness of section 4.3.
 *
 * <p>ECT, ρ and — with start-time cancellation anticipated — |MQ| come from the core's
 * completion-time pmf, the costly part; they are evaluated when a filter or the heuristic first asks
 * for them and kept. RAND without the robustness filter never asks, SQ without the robustness
 * filter asks only for |MQ|, and the robustness filter does not ask for a candidate the energy
 * filter has already removed. What is evaluated is the same whenever it is evaluated: the core's
 * queue does not change while the arriving task is being mapped.
 */
public final class Candidate {
  private final int node;
  private final int core;
  private final int globalCore;
  private final Offer offer;
  private final double expectedExecutionSeconds;
  private final double expectedEnergyJoules;
  private final double energyAboveIdleJoules;
  private final IntSupplier queueLength;
  private final Supplier<Forecast.Outlook> evaluation;
  private Forecast.Outlook outlook;

  /**
   * @param node the node i (index in the platform)
   * @param core the core within the node (processor j = core ÷ cores per processor, k = the rest)
   * @param globalCore the core's index over the whole cluster, in node order
   * @param offer the kernel's offer for z on the node in this P-state: its plan and execution-time pmf
   * @param expectedExecutionSeconds EET(i, j, k, π, z): the pmf's mean
   * @param expectedEnergyJoules EEC(i, j, k, π, z) = EET × μ(i, π) / ε(i)
   * @param energyAboveIdleJoules EEC − the energy of the core idling in P4 for EET: what the
   *     assignment takes from the energy estimate (section 5.6)
   * @param queueLength gives |MQ(i, j, k, t_l)|: the tasks expected to run on the core before z
   * @param evaluation evaluates ECT and ρ on that core (called at most once)
   */
  public Candidate(int node, int core, int globalCore, Offer offer, double expectedExecutionSeconds,
      double expectedEnergyJoules, double energyAboveIdleJoules, IntSupplier queueLength,
      Supplier<Forecast.Outlook> evaluation) {
    this.node = node;
    this.core = core;
    this.globalCore = globalCore;
    this.offer = Objects.requireNonNull(offer, "offer");
    this.expectedExecutionSeconds = expectedExecutionSeconds;
    this.expectedEnergyJoules = expectedEnergyJoules;
    this.energyAboveIdleJoules = energyAboveIdleJoules;
    this.queueLength = Objects.requireNonNull(queueLength, "queueLength");
    this.evaluation = Objects.requireNonNull(evaluation, "evaluation");
  }

  public int node() {
    return node;
  }

  public int core() {
    return core;
  }

  public int globalCore() {
    return globalCore;
  }

  public Offer offer() {
    return offer;
  }

  /** The P-state π. */
  public int pState() {
    return offer.plan().levelOf(0);
  }

  /** EET(i, j, k, π, z). */
  public double expectedExecutionSeconds() {
    return expectedExecutionSeconds;
  }

  /** EEC(i, j, k, π, z). */
  public double expectedEnergyJoules() {
    return expectedEnergyJoules;
  }

  /** EEC − the core's idle energy for EET (section 5.6). */
  public double energyAboveIdleJoules() {
    return energyAboveIdleJoules;
  }

  /** ECT and ρ on the core, evaluated on the first call. */
  public Forecast.Outlook outlook() {
    if (outlook == null) {
      outlook = Objects.requireNonNull(evaluation.get(), "outlook");
    }
    return outlook;
  }

  /** ECT(i, j, k, π, t_l, z). */
  public double expectedCompletionSeconds() {
    return outlook().completionSeconds();
  }

  /** ρ(i, j, k, π, t_l, z). */
  public double robustness() {
    return outlook().robustness();
  }

  /** |MQ(i, j, k, t_l)|. */
  public int queueLength() {
    return queueLength.getAsInt();
  }

  @Override
  public String toString() {
    return "Candidate[node " + node + ", core " + core + ", P" + pState() + "]";
  }
}
