package org.valen.runtime.paper001;

import org.apache.commons.statistics.distribution.NormalDistribution;
import org.valen.model.exec.DiscretePmf;
import org.valen.model.exec.ExecutionModel;
import org.valen.model.exec.StochasticExecutionModel;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.Offer;
import org.valen.runtime.policy.Plan;

/**
 * A robustness threshold for paper 001's allocators, after paper 002's robustness filter (section
 * 5.6): an offer is admitted only if the probability that the job, started now on it, completes
 * by its deadline (arrival + the value curve's deadline) is at least the threshold. The
 * probability comes from:
 *
 * <ul>
 *   <li>the execution-time pmfs where the workload has them (a stochastic model, paper 002): the
 *       plan's own pmf, or, for a plan on one core, the convolution of its tasks' pmfs at the core's
 *       level; P = Pr[now + time ≤ deadline];
 *   <li>otherwise the kernel's log-normal variability ({@code LogNormalVariability}): the actual
 *       response is the expected one × a job factor (CV {@code jobCv}) × task factors (CV {@code
 *       taskCv}), each log-normal of mean 1. Ours: the task factors are taken as one factor of the
 *       whole job (as they are for a one-task job; for a DAG job this overstates the spread, so the
 *       filter errs on the safe side), so ln(factor) is normal with σ² = ln(1 + jobCv²) + ln(1 +
 *       taskCv²) and mean −σ²/2, and P = Φ((ln(slack / expected response) + σ²/2) / σ).
 * </ul>
 *
 * The CVs are the policy's belief about the run's variability, options of their own: a policy does
 * not see the kernel's settings (the defaults are the kernel's, 0.2 and 0.1).
 */
public final class RobustAdmission implements Admission {
  private static final NormalDistribution STANDARD = NormalDistribution.of(0, 1);
  private final double threshold;
  private final double sigma;
  private final ExecutionModel model;

  public RobustAdmission(double threshold, double jobCv, double taskCv, ExecutionModel model) {
    this.threshold = threshold;
    this.sigma = Math.sqrt(Math.log1p(jobCv * jobCv) + Math.log1p(taskCv * taskCv));
    this.model = model;
  }

  @Override
  public void begin(DecisionContext context) {}

  @Override
  public boolean admits(DecisionContext context, Offer offer) {
    return probability(context, offer) >= threshold;
  }

  @Override
  public void admitted(Offer offer) {}

  /** The probability that {@code offer}'s job, started at the offer's start, completes by its deadline. */
  public double probability(DecisionContext context, Offer offer) {
    double slack = offer.job().deadlineSeconds() - offer.startSeconds();
    if (slack <= 0) {
      return 0;
    }
    DiscretePmf pmf = pmfOf(offer.plan(), offer.job().template(), context.coreType(offer.node()));
    if (pmf != null) {
      return Math.min(1, pmf.probabilityAtMost(slack));
    }
    double response = offer.responseSeconds();
    if (sigma == 0) {
      return response <= slack ? 1 : 0;
    }
    return STANDARD.cumulativeProbability((Math.log(slack / response) + sigma * sigma / 2) / sigma);
  }

  /** The response-time pmf of {@code plan} where the model has pmfs and the plan is on one core; else null. */
  private DiscretePmf pmfOf(Plan plan, JobTemplate template, CoreType type) {
    if (plan.responseTimePmf() != null) {
      return plan.responseTimePmf();
    }
    if (!(model instanceof StochasticExecutionModel stochastic) || plan.usedCores() != 1) {
      return null;
    }
    DiscretePmf sum = null;
    for (int t = 0; t < template.taskCount(); t++) {
      DiscretePmf task = stochastic.timePmf(template.task(t), type, plan.levelOf(0));
      sum = sum == null ? task : sum.convolve(task);
    }
    return sum;
  }
}
