package org.valen.model.trials.paper002.workload;

import java.util.Objects;
import org.valen.model.Check;
import org.valen.model.trials.paper002.cluster.ClusterParameters;

/**
 * Everything paper 002's trials are generated from but the trial's seed.
 *
 * @param cluster the cluster's bounds
 * @param cvb the task types and their pmfs
 * @param arrivals the bursty arrivals
 * @param environmentSeed the seed of the cluster and the pmfs, "held constant" across trials
 *     (section 6: "with the task arrival times, task deadlines, and task types varying across
 *     simulation trials … All other parameters are held constant"); ours: 1
 * @param tAvgSeconds t_avg, the deadlines' load factor and Eq. 6's average task time; NaN: the
 *     model's own average execution time over all task types, nodes and P-states (the paper's
 *     definition). The paper's value, ≈ 1353 s, is not reachable from μ_task = 750 with P-state
 *     multipliers of at most 2.44; give it here to use it
 * @param budgetPState the P-state whose power sets ζ_max (paper: P2)
 */
public record Paper002Parameters(ClusterParameters cluster, CvbParameters cvb, ArrivalParameters arrivals,
    long environmentSeed, double tAvgSeconds, int budgetPState) {
  /** The paper's equilibrium rate λ_eq, per second. */
  public static final double PAPER_EQUILIBRIUM_RATE = 1.0 / 28;

  public Paper002Parameters {
    Objects.requireNonNull(cluster, "cluster");
    Objects.requireNonNull(cvb, "cvb");
    Objects.requireNonNull(arrivals, "arrivals");
    if (!Double.isNaN(tAvgSeconds)) {
      Check.positive(tAvgSeconds, "tAvgSeconds");
    }
    Check.inRange(budgetPState, 0, cluster.pStates() - 1, "budgetPState");
  }

  /** Section 6 in {@code pattern}, with our choices for what it leaves open. */
  public static Paper002Parameters paper002(ArrivalPattern pattern) {
    return new Paper002Parameters(ClusterParameters.paper002(), CvbParameters.paper002(),
        ArrivalParameters.paper002(pattern), 1, Double.NaN, 2);
  }

  /**
   * The arrivals around a system's equilibrium rate λ_eq (section 6): the paper's rates, {@link
   * #arrivals} (λ_fast = 1/18, λ_slow = 1/48 around its λ_eq = 1/28, times any load), × {@code
   * equilibriumRate} ÷ 1/28 — the paper's ratios λ_fast = λ_eq × 28/18 and λ_slow = λ_eq × 28/48 kept
   * on a cluster that is not the paper's. λ_eq = 1/28 gives the paper's absolute rates.
   */
  public ArrivalParameters arrivalsAt(double equilibriumRate) {
    Check.positive(equilibriumRate, "equilibriumRate");
    return arrivals.withLoad(equilibriumRate / PAPER_EQUILIBRIUM_RATE);
  }

  public Paper002Parameters withArrivals(ArrivalParameters a) {
    return new Paper002Parameters(cluster, cvb, a, environmentSeed, tAvgSeconds, budgetPState);
  }

  public Paper002Parameters withCluster(ClusterParameters c) {
    return new Paper002Parameters(c, cvb, arrivals, environmentSeed, tAvgSeconds, budgetPState);
  }

  public Paper002Parameters withCvb(CvbParameters c) {
    return new Paper002Parameters(cluster, c, arrivals, environmentSeed, tAvgSeconds, budgetPState);
  }

  public Paper002Parameters withTAvgSeconds(double seconds) {
    return new Paper002Parameters(cluster, cvb, arrivals, environmentSeed, seconds, budgetPState);
  }

  /** The system's part (cluster, pmfs, t_avg, budget): trials of equal system parameters share one system. */
  public String systemKey() {
    return cluster + "/" + cvb + "/" + environmentSeed + "/" + tAvgSeconds + "/" + budgetPState + "/"
        + arrivals.windowSeconds();
  }
}
