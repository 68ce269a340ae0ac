package org.valen.hc.paper002;

import java.util.Objects;
import org.valen.model.Check;

/**
 * How one of paper 002's heuristics runs (section 5): its filters, start-time cancellation and their
 * thresholds, the energy budget and window of the energy filter, and how candidates are evaluated.
 *
 * @param filter none, en, rob or en+rob (section 5.6)
 * @param cancellation start-time cancellation (section 5.7), anticipated in the completion times
 * @param robustnessThreshold ρ_thresh of the robustness filter (section 7: 30 %; section 5.6: 0.5)
 * @param cancellationThreshold cancel a task whose probability of finishing by its deadline is below
 *     this when it is ready to start (section 7: 0.1 %; section 5.7: 30 %)
 * @param energyBudgetJoules ζ_max; NaN: the paper's rule on the run's platform (every core in the
 *     middle P-state — P2 of five — for the window, {@link Paper002Policies#create});
 *     +∞: none (the energy filter then cannot run)
 * @param windowSeconds the window the budget covers, t_rem's end (12 h)
 * @param tAvgSeconds t_avg of Eq. 6; NaN: the average expected execution time over the workload's task
 *     types, nodes and P-states (the paper's definition)
 * @param fairShare the ζ_mul table
 * @param seed the seed of RAND's draws
 * @param cachedEvaluation evaluate candidates from each core's cached completion pmf (else by the
 *     plain convolution; both give the same decisions)
 * @param pmfCv on a model without execution-time pmfs (ETC matrices, say), the CV of the discretised
 *     gamma pmf made around each expected time
 * @param pmfStepSeconds the grid of those pmfs
 */
public record Paper002Settings(Filter filter, boolean cancellation, double robustnessThreshold,
    double cancellationThreshold, double energyBudgetJoules, double windowSeconds, double tAvgSeconds,
    FairShare fairShare, long seed, boolean cachedEvaluation, double pmfCv, double pmfStepSeconds) {

  public Paper002Settings {
    Objects.requireNonNull(filter, "filter");
    Check.inRange(robustnessThreshold, 0, 1, "robustnessThreshold");
    Check.inRange(cancellationThreshold, 0, 1, "cancellationThreshold");
    if (!Double.isNaN(energyBudgetJoules)) {
      Check.nonNegative(energyBudgetJoules, "energyBudgetJoules");
    }
    Check.positive(windowSeconds, "windowSeconds");
    if (!Double.isNaN(tAvgSeconds)) {
      Check.positive(tAvgSeconds, "tAvgSeconds");
    }
    Objects.requireNonNull(fairShare, "fairShare");
    Check.nonNegative(pmfCv, "pmfCv");
    Check.positive(pmfStepSeconds, "pmfStepSeconds");
    if (filter.energy() && energyBudgetJoules == Double.POSITIVE_INFINITY) {
      throw new IllegalArgumentException("filter " + filter.label() + " needs an energy budget, and"
          + " energyBudgetJoules is none; give a budget (or leave it out for the paper's rule) or a filter without en");
    }
  }

  /** Section 7's setting: both filters, cancellation at 0.1 %, robustness threshold 30 %, the platform's budget. */
  public static Paper002Settings paper002() {
    return new Paper002Settings(Filter.BOTH, true, 0.3, 0.001, Double.NaN, 12 * 3600, Double.NaN,
        FairShare.paper002(), 1, true, 0.25, 60);
  }

  /** The threshold the completion chains anticipate: the cancellation threshold if cancellation is on, else 0. */
  public double anticipatedCancellationBelow() {
    return cancellation ? cancellationThreshold : 0;
  }
}
