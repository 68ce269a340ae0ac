package org.valen.runtime.paper001;

import java.util.List;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyOption;

/**
 * The options of ValEnJoinOpt and ValEnAdaptOpt beyond paper 001 ({@link Admission}): an energy
 * budget per period with paper 000's adaptive energy filter on the offers ({@link
 * EnergyBudgetAdmission}), and paper 002's robustness threshold ({@link RobustAdmission}). Off by
 * default: the paper's allocators.
 */
public final class AdmissionOptions {
  /**
   * E, the wall energy (idle included) one period may use; none: no budget. Not named like papers
   * 000 and 002's {@code energyBudgetJoules} (a day's, a window's): a setup that gives theirs to
   * every policy that takes it (a preset's setup options) does not give paper 001's allocators a
   * budget they were not asked to keep.
   */
  public static final String BUDGET_JOULES = "budgetJoules";
  /** The budget's period in seconds (periods start at time 0). */
  public static final String BUDGET_PERIOD_SECONDS = "budgetPeriodSeconds";
  /** The least probability of meeting the deadline an admitted offer must have. */
  public static final String ROBUSTNESS_THRESHOLD = "robustnessThreshold";
  /** The CV of the per-job log-normal factor the threshold assumes where the model has no pmfs. */
  public static final String ROBUSTNESS_JOB_CV = "robustnessJobCv";
  /** The CV of the per-task log-normal factor the threshold assumes where the model has no pmfs. */
  public static final String ROBUSTNESS_TASK_CV = "robustnessTaskCv";

  private AdmissionOptions() {}

  /** The options, for a provider's {@code options()}. */
  public static List<PolicyOption> options() {
    return List.of(
        PolicyOption.numberOrNone(BUDGET_JOULES, "energy budget E of each period, wall energy with idle"
            + " (beyond the paper): offers pass paper 000's adaptive energy filter and fit the energy left; none = no"
            + " budget"),
        PolicyOption.number(BUDGET_PERIOD_SECONDS, 86400, "the budget's period in seconds, from time 0 (a day;"
            + " the run's length for a budget per run)").within(PolicyOption.Range.above(0)),
        PolicyOption.number(ROBUSTNESS_THRESHOLD, 0, "admit a job only on an offer whose probability of meeting its"
            + " deadline is at least this (paper 002's robustness; beyond paper 001); 0 = every offer")
            .within(PolicyOption.Range.between(0, 1)),
        PolicyOption.number(ROBUSTNESS_JOB_CV, 0.2, "the per-job CV of the log-normal execution-time variability the"
            + " threshold assumes where the workload has no pmfs (the kernel's default: 0.2)")
            .within(PolicyOption.Range.atLeast(0)),
        PolicyOption.number(ROBUSTNESS_TASK_CV, 0.1, "the per-task CV likewise (the kernel's default: 0.1)")
            .within(PolicyOption.Range.atLeast(0)));
  }

  /** The admission {@code in}'s options give (both, one or none of the two rules). */
  public static Admission admission(PolicyInputs in) {
    Admission admission = Admission.ALL;
    String budget = in.text(BUDGET_JOULES, "none").trim();
    if (!budget.equalsIgnoreCase("none")) {
      admission = new EnergyBudgetAdmission(Double.parseDouble(budget), in.number(BUDGET_PERIOD_SECONDS, 86400),
          in.requireProfiles("the energy budget"), in.catalogue(), in.platform());
    }
    double threshold = in.number(ROBUSTNESS_THRESHOLD, 0);
    if (threshold > 0) {
      admission = Admission.both(admission, new RobustAdmission(threshold, in.number(ROBUSTNESS_JOB_CV, 0.2),
          in.number(ROBUSTNESS_TASK_CV, 0.1), in.catalogue().executionModel()));
    }
    return admission;
  }
}
