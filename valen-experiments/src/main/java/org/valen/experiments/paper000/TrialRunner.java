package org.valen.experiments.paper000;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.UnaryOperator;
import org.valen.experiments.ExperimentRunner;
import org.valen.experiments.Parallel;
import org.valen.hc.paper000.workload.Trial;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyProvider;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;

/**
 * Runs a {@link TrialPlan} in two passes, as section IV-D prescribes: first unconstrained Max UPT on
 * every trial, whose mean daily energy × 70 % is the constraint E; then every configuration on every
 * trial under E. Trials run in parallel on a fixed number of threads; each is generated once from its
 * seed; rows are kept in (trial, configuration) order, so {@code runs.csv} is the same whatever the
 * thread count.
 */
public final class TrialRunner {
  private TrialRunner() {}

  /** The rows: the calibration rows (trial order), then the configurations' (trial, then configuration order). */
  public static List<TrialRow> run(TrialPlan plan, int threads, ExperimentRunner.Progress progress) {
    TrialUnits units = new TrialUnits(plan, true, (folder, command) -> {});
    AtomicInteger done = new AtomicInteger();
    int total = plan.runCount();
    TrialRow[] calibration = new TrialRow[plan.trials()];
    Parallel.forEach(plan.trials(), threads, t -> {
      calibration[t] = units.calibration(t);
      progress.runDone(done.incrementAndGet(), total);
    });
    double budget = budgetJoules(plan, List.of(calibration));
    List<TrialRow>[] rows = rowLists(plan.trials());
    Parallel.forEach(plan.trials(), threads, t -> rows[t] = units.configurations(t, budget,
        () -> progress.runDone(done.incrementAndGet(), total)));
    List<TrialRow> all = new ArrayList<>(List.of(calibration));
    for (List<TrialRow> r : rows) {
      all.addAll(r);
    }
    return all;
  }

  @SuppressWarnings("unchecked")
  private static List<TrialRow>[] rowLists(int n) {
    return new List[n];
  }

  /** E: the budget fraction of the mean day energy of the calibration rows, summed in trial order. */
  public static double budgetJoules(TrialPlan plan, List<TrialRow> calibration) {
    double sum = 0;
    for (TrialRow r : calibration) {
      sum += r.energyJoules();
    }
    return plan.budgetFraction() * sum / calibration.size();
  }

  /** A simulation's result with its row. */
  record Run(SimulationResult result, TrialRow row) {}

  static Run runOne(TrialPlan plan, int number, Trial trial, Configuration c, double budget) {
    return runOne(plan, number, trial, c, budget, UnaryOperator.identity());
  }

  /** {@link #runOne}, with the policy seen through {@code wrap} (a benchmark's timing). */
  static Run runOne(TrialPlan plan, int number, Trial trial, Configuration c, double budget, UnaryOperator<Policy> wrap) {
    PolicyInputs inputs = new PolicyInputs(trial.system().platform(), trial.system().catalogue(), Optional.empty(),
        plan.options(c, budget, trial.seed()));
    SimulationResult result = Simulation.run(trial.system().platform(), trial.system().catalogue(), trial.workload(),
        wrap.apply(provider(c).create(inputs)), plan.settings(trial.seed()));
    return new Run(result, TrialMetrics.of(plan.experiment(), number, trial, c,
        c.constrained() ? budget : Double.POSITIVE_INFINITY, result, plan.dayStartSeconds(), plan.dayEndSeconds()));
  }

  static PolicyProvider provider(Configuration c) {
    return Policies.find(c.heuristic()).orElseThrow(() -> new IllegalArgumentException(
        "unknown heuristic '" + c.heuristic() + "'; known: " + Policies.names()));
  }
}
