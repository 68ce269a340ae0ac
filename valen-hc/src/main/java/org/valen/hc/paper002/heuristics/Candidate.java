package org.valen.hc.paper002.heuristics;

import java.util.Objects;
import org.valen.hc.paper002.robustness.Forecast;
import org.valen.runtime.policy.Offer;

/**
 * A potential assignment of the arriving task z (section 5.1): one core of one node in one P-state,
 * with the expectations of section 5.1 and the robustness of section 4.3.
 *
 * @param node the node i (index in the platform)
 * @param core the core within the node (processor j = core ÷ cores per processor, k = the rest)
 * @param globalCore the core's index over the whole cluster, in node order
 * @param offer the kernel's offer for z on the node in this P-state: its plan and execution-time pmf
 * @param expectedExecutionSeconds EET(i, j, k, π, z): the pmf's mean
 * @param expectedEnergyJoules EEC(i, j, k, π, z) = EET × μ(i, π) / ε(i)
 * @param energyAboveIdleJoules EEC − the energy of the core idling in P4 for EET: what the
 *     assignment takes from the energy estimate (section 5.6)
 * @param outlook ECT, ρ and the queue length |MQ| on that core
 */
public record Candidate(int node, int core, int globalCore, Offer offer, double expectedExecutionSeconds,
    double expectedEnergyJoules, double energyAboveIdleJoules, Forecast.Outlook outlook) {

  public Candidate {
    Objects.requireNonNull(offer, "offer");
    Objects.requireNonNull(outlook, "outlook");
  }

  /** The P-state π. */
  public int pState() {
    return offer.plan().levelOf(0);
  }

  /** ECT(i, j, k, π, t_l, z). */
  public double expectedCompletionSeconds() {
    return outlook.completionSeconds();
  }

  /** ρ(i, j, k, π, t_l, z). */
  public double robustness() {
    return outlook.robustness();
  }

  /** |MQ(i, j, k, t_l)|. */
  public int queueLength() {
    return outlook.queueLength();
  }
}
