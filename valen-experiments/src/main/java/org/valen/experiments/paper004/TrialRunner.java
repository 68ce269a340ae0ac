package org.valen.experiments.paper004;

import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.UnaryOperator;
import org.valen.experiments.ExperimentRunner;
import org.valen.experiments.Parallel;
import org.valen.hc.paper004.Paper004Options;
import org.valen.hc.paper004.metrics.WindowTrace;
import org.valen.hc.paper004.metrics.WindowedUtility;
import org.valen.hc.paper004.workload.Paper004Trial;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyProvider;
import org.valen.runtime.sim.JobStatus;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;
import org.valen.runtime.sim.SimulationSettings;
import org.valen.runtime.sim.Variability;

/**
 * Runs paper 004's heuristics on its trials: trial n has seed n; each (trial, setting) is generated
 * once and every heuristic runs on it. Trials run in parallel on a fixed number of threads; rows are
 * kept in (setting, trial, heuristic) order, so {@code runs.csv} is the same whatever the thread
 * count.
 */
public final class TrialRunner {
  private TrialRunner() {}

  /** A simulation's result with its row. */
  public record Run(SimulationResult result, TrialRow row) {}

  /** Every heuristic on trials 1 … {@code trials} of every setting. */
  public static List<TrialRow> run(String experiment, List<Case> cases, List<String> heuristics, int trials,
      int threads, ExperimentRunner.Progress progress) {
    heuristics.forEach(TrialRunner::provider);
    int h = heuristics.size();
    TrialRow[] rows = new TrialRow[cases.size() * trials * h];
    AtomicInteger done = new AtomicInteger();
    Parallel.forEach(cases.size() * trials, threads, job -> {
      List<TrialRow> jobRows = rowsOf(experiment, cases, heuristics, trials, job,
          () -> progress.runDone(done.incrementAndGet(), rows.length));
      for (int k = 0; k < h; k++) {
        rows[job * h + k] = jobRows.get(k);
      }
    });
    return List.of(rows);
  }

  /**
   * The rows of every heuristic on the {@code job}-th (setting, trial) pair, setting-major: one
   * trial generated, every heuristic run on it, {@code each} told after each.
   */
  static List<TrialRow> rowsOf(String experiment, List<Case> cases, List<String> heuristics, int trials, int job,
      Runnable each) {
    Case c = cases.get(job / trials);
    int number = job % trials + 1;
    Paper004Trial trial = Paper004Trial.generate(c.trialParameters(), number);
    List<TrialRow> rows = new java.util.ArrayList<>();
    for (String heuristic : heuristics) {
      rows.add(runOne(experiment, number, trial, c, heuristic, UnaryOperator.identity()).row());
      each.run();
    }
    return rows;
  }

  /** One heuristic on one trial, its policy seen through {@code wrap} (a benchmark's timing). */
  public static Run runOne(String experiment, int number, Paper004Trial trial, Case c, String heuristic,
      UnaryOperator<Policy> wrap) {
    PolicyInputs inputs = new PolicyInputs(trial.system().platform(), trial.system().catalogue(),
        java.util.Optional.empty(), options(c, trial.seed()));
    WindowTrace window = new WindowTrace(trial.workload().arrivals(), trial.windowStartSeconds(),
        trial.windowEndSeconds());
    SimulationResult result = Simulation.run(inputs, trial.workload(), wrap.apply(provider(heuristic).create(inputs)),
        settings(trial), window);
    WindowedUtility u = WindowedUtility.of(trial.workload().arrivals(), result, window, trial::fastestSeconds,
        trial.parameters().bursts().shape().criticalUtility());
    long preemptions = result.jobs().stream().mapToLong(j -> j.preemptions()).sum();
    return new Run(result, new TrialRow(experiment, number, c.parameter(), c.value(), heuristic, u.arrivedInWindow(),
        u.completedOfThose(), u.earned(), u.maximum(), u.earnedCritical(), u.maximumCritical(), preemptions,
        result.count(JobStatus.REJECTED_IN_QUEUE) + result.count(JobStatus.ABANDONED)));
  }

  /** The policy options of a run: the flags' probability and the trial's seed. */
  static Map<String, String> options(Case c, long seed) {
    return Map.of(Paper004Options.CAN_PREEMPT_PROBABILITY, String.valueOf(c.flagProbability()),
        Paper004Options.PREEMPTIBLE_PROBABILITY, String.valueOf(c.flagProbability()),
        Paper004Options.SEED, String.valueOf(seed));
  }

  /** Kernel settings: deterministic execution times (the ETC), stop at the end of the window. */
  static SimulationSettings settings(Paper004Trial trial) {
    return SimulationSettings.defaults().withSeed(trial.seed()).withVariability(Variability.none())
        .withStopSeconds(trial.windowEndSeconds());
  }

  private static PolicyProvider provider(String name) {
    return Policies.find(name).orElseThrow(() -> new IllegalArgumentException(
        "unknown heuristic '" + name + "'; known: " + Policies.names()));
  }
}
