package org.valen.hc.paper002.heuristics;

import java.util.Objects;
import org.valen.runtime.policy.Offer;

/**
 * A potential assignment of the arriving task z (section 5.1): one core of one node in one P-state,
 * with the expectations of section 5.1 and the robustness of section 4.3.
 *
 * <p>|MQ| (with start-time cancellation anticipated), ECT and ρ come from the core's completion-time
 * pmf, the costly part; each is evaluated when a filter or the heuristic first asks for it, and kept
 * ({@link Expectations}). RAND without the robustness filter asks for none, SQ for |MQ| (and EET),
 * MECT for ECT; the robustness filter does not ask about a candidate the energy filter has already
 * removed. What is evaluated is the same whenever it is: the cores' queues do not change while z is
 * being mapped.
 *
 * @param node the node i (index in the platform)
 * @param core the core within the node (processor j = core ÷ cores per processor, k = the rest)
 * @param globalCore the core's index over the whole cluster, in node order
 * @param offer the kernel's offer for z on the node in this P-state: its plan and execution-time pmf
 * @param expectedExecutionSeconds EET(i, j, k, π, z): the pmf's mean
 * @param expectedEnergyJoules EEC(i, j, k, π, z) = EET × μ(i, π) / ε(i)
 * @param energyAboveIdleJoules EEC − the energy of the core idling in P4 for EET: what the
 *     assignment takes from the energy estimate (section 5.6)
 * @param expectations |MQ|, ECT and ρ on that core
 */
public record Candidate(int node, int core, int globalCore, Offer offer, double expectedExecutionSeconds,
    double expectedEnergyJoules, double energyAboveIdleJoules, Expectations expectations) {

  /** What z expects on the candidate's core, each evaluated when first asked and kept: section 4.2 and 5.1. */
  public interface Expectations {
    /** |MQ(i, j, k, t_l)|: the tasks expected to run on the core before z. */
    int queueLength();

    /** ECT(i, j, k, π, t_l, z). */
    double completionSeconds();

    /** ρ(i, j, k, π, t_l, z). */
    double robustness();
  }

  public Candidate {
    Objects.requireNonNull(offer, "offer");
    Objects.requireNonNull(expectations, "expectations");
  }

  /** The P-state π. */
  public int pState() {
    return offer.plan().levelOf(0);
  }

  /** ECT(i, j, k, π, t_l, z). */
  public double expectedCompletionSeconds() {
    return expectations.completionSeconds();
  }

  /** ρ(i, j, k, π, t_l, z). */
  public double robustness() {
    return expectations.robustness();
  }

  /** |MQ(i, j, k, t_l)|. */
  public int queueLength() {
    return expectations.queueLength();
  }

  @Override
  public String toString() {
    return "Candidate[node " + node + ", core " + core + ", P" + pState() + "]";
  }
}
