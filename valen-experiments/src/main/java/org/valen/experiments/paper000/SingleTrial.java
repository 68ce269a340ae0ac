package org.valen.experiments.paper000;

import java.util.List;
import org.valen.hc.paper000.workload.Trial;
import org.valen.runtime.sim.SimulationResult;

/**
 * One configuration on one trial, for the command line: the trial of a seed, its energy constraint
 * (given, or calibrated on this trial as section IV-D does over all trials: 70 % of unconstrained
 * Max UPT's energy in the day), the run and its figures.
 */
public final class SingleTrial {
  private SingleTrial() {}

  /** What a single run gave. */
  public record Outcome(Trial trial, Configuration configuration, double budgetJoules, SimulationResult result,
      TrialRow row) {}

  /**
   * @param budgetJoules E; NaN to calibrate on this trial
   */
  public static Outcome run(Configuration configuration, long seed, double days, double budgetJoules) {
    TrialPlan plan = new TrialPlan("paper000-run", List.of(configuration), 1, days, 0.7);
    Trial trial = Trial.generate(plan.trialParameters(), seed);
    double budget = budgetJoules;
    if (Double.isNaN(budget) && configuration.constrained()) {
      TrialRow calibration = TrialRunner.runOne(plan, 1, trial, Configuration.calibration(), Double.POSITIVE_INFINITY)
          .row();
      budget = TrialRunner.budgetJoules(plan, List.of(calibration));
    }
    TrialRunner.Run run = TrialRunner.runOne(plan, 1, trial, configuration, budget);
    return new Outcome(trial, configuration, configuration.constrained() ? budget : Double.POSITIVE_INFINITY,
        run.result(), run.row());
  }
}
