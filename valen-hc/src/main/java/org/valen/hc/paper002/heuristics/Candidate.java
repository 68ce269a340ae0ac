package org.valen.hc.paper002.heuristics;

import java.util.Objects;
import org.valen.runtime.policy.Offer;

/**
 * A potential assignment of the arriving task z (section 5.1): one core of one node in one P-state,
 * with the expectations of section 5.1 and the robustness of section 4.3.
 *
 * <p>|MQ| (with start-time cancellation anticipated), ECT and ρ come from the core's completion-time
 * pmf, the costly part; each is evaluated when a filter or the heuristic first asks for it, and kept.
 * RAND without the robustness filter asks for none, SQ for |MQ| (and EET), MECT for ECT; the
 * robustness filter does not ask about a candidate the energy filter has already removed. What is
 * evaluated is the same whenever it is: the cores' queues do not change while z is being mapped.
 */
public final class Candidate {
  private final int node;
  private final int core;
  private final int globalCore;
  private final Offer offer;
  private final double expectedExecutionSeconds;
  private final double expectedEnergyJoules;
  private final double energyAboveIdleJoules;
  private final Expectations expectations;
  private double completionSeconds = Double.NaN;
  private double robustness = Double.NaN;

  /** What z expects on the candidate's core, each evaluated when asked: section 4.2 and 5.1. */
  public interface Expectations {
    /** |MQ(i, j, k, t_l)|: the tasks expected to run on the core before z. */
    int queueLength();

    /** ECT(i, j, k, π, t_l, z). */
    double completionSeconds();

    /** ρ(i, j, k, π, t_l, z). */
    double robustness();
  }

  /**
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
  public Candidate(int node, int core, int globalCore, Offer offer, double expectedExecutionSeconds,
      double expectedEnergyJoules, double energyAboveIdleJoules, Expectations expectations) {
    this.node = node;
    this.core = core;
    this.globalCore = globalCore;
    this.offer = Objects.requireNonNull(offer, "offer");
    this.expectedExecutionSeconds = expectedExecutionSeconds;
    this.expectedEnergyJoules = expectedEnergyJoules;
    this.energyAboveIdleJoules = energyAboveIdleJoules;
    this.expectations = Objects.requireNonNull(expectations, "expectations");
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

  /** ECT(i, j, k, π, t_l, z), evaluated on the first call. */
  public double expectedCompletionSeconds() {
    if (Double.isNaN(completionSeconds)) {
      completionSeconds = expectations.completionSeconds();
    }
    return completionSeconds;
  }

  /** ρ(i, j, k, π, t_l, z), evaluated on the first call. */
  public double robustness() {
    if (Double.isNaN(robustness)) {
      robustness = expectations.robustness();
    }
    return robustness;
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
