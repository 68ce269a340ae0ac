package org.valen.model.trials.paper002.workload;

import org.valen.model.Check;

/**
 * The task types and their execution-time pmfs (section 6): "We generate a distribution describing
 * the execution time of each task type on each machine using the CVB method described in [7], with
 * the parameters μ_task = 750, V_task = 0.25, and V_mach = 0.25."
 *
 * @param taskTypes number of task types (paper: 100)
 * @param meanSeconds μ_task: the mean of the task types' mean times in P0 (paper: 750)
 * @param taskCv V_task: heterogeneity of the task types (paper: 0.25)
 * @param machineCv V_mach: heterogeneity of the machines for one task type (paper: 0.25)
 * @param pmfCv the coefficient of variation of one (task type, node) execution time around its CVB
 *     value — our choice, the paper gives none: 0.25, the CVB's own spread
 * @param stepSeconds the pmfs' time grid — our choice: 60 s, some 25 impulses in P0 and 60 in P4
 * @param tailProbability mass cut from each tail of a pmf — our choice: 10⁻⁶
 */
public record CvbParameters(int taskTypes, double meanSeconds, double taskCv, double machineCv, double pmfCv,
    double stepSeconds, double tailProbability) {

  public CvbParameters {
    Check.atLeast(taskTypes, 1, "taskTypes");
    Check.positive(meanSeconds, "meanSeconds");
    Check.positive(taskCv, "taskCv");
    Check.positive(machineCv, "machineCv");
    Check.nonNegative(pmfCv, "pmfCv");
    Check.positive(stepSeconds, "stepSeconds");
    Check.inRange(tailProbability, 0, 0.01, "tailProbability");
  }

  /** Section 6's task types, with our pmf construction. */
  public static CvbParameters paper002() {
    return new CvbParameters(100, 750, 0.25, 0.25, 0.25, 60, 1e-6);
  }

  public CvbParameters withPmfCv(double cv) {
    return new CvbParameters(taskTypes, meanSeconds, taskCv, machineCv, cv, stepSeconds, tailProbability);
  }
}
