package org.valen.experiments.paper002;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.UnaryOperator;
import org.valen.experiments.ExperimentRunner;
import org.valen.experiments.Parallel;
import org.valen.hc.paper002.Paper002Options;
import org.valen.hc.paper002.outcome.EnergyClock;
import org.valen.hc.paper002.outcome.Outcomes;
import org.valen.hc.paper002.workload.Paper002Parameters;
import org.valen.hc.paper002.workload.Paper002System;
import org.valen.hc.paper002.workload.Paper002Trial;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;
import org.valen.runtime.sim.SimulationSettings;

/**
 * Runs paper 002's variants on its trials: the system (cluster, task types, pmfs, budget) is drawn
 * once and kept (section 6: "all other parameters are held constant"); trial t (seed t) draws the
 * arrivals, types and — in the kernel — the actual times. Trials run in parallel on a fixed number of
 * threads; rows are kept in (trial, variant) order, so {@code runs.csv} is the same whatever the
 * thread count.
 */
public final class TrialRunner {
  private TrialRunner() {}

  /** One run's result and its row. */
  record Run(SimulationResult result, TrialRow row) {}

  /** Every variant on trials 1 … {@code trials} of {@code parameters}. */
  public static List<TrialRow> run(String experiment, String pattern, Paper002Parameters parameters, int trials,
      List<Variant> variants, int threads, ExperimentRunner.Progress progress) {
    Paper002System system = Paper002System.generate(parameters);
    TrialRow[] rows = new TrialRow[trials * variants.size()];
    AtomicInteger done = new AtomicInteger();
    Parallel.forEach(trials, threads, t -> {
      List<TrialRow> trialRows = trial(experiment, pattern, parameters, system, t + 1, variants,
          () -> progress.runDone(done.incrementAndGet(), rows.length));
      for (int v = 0; v < variants.size(); v++) {
        rows[t * variants.size() + v] = trialRows.get(v);
      }
    });
    return List.of(rows);
  }

  /** Every variant on trial {@code number} (seed {@code number}) of {@code system}, telling {@code each} after each. */
  static List<TrialRow> trial(String experiment, String pattern, Paper002Parameters parameters, Paper002System system,
      int number, List<Variant> variants, Runnable each) {
    Paper002Trial trial = Paper002Trial.generate(system, parameters.arrivalsFor(system), number);
    int floor = WorkloadFloor.tasks(trial, trial.seed());
    List<TrialRow> rows = new java.util.ArrayList<>();
    for (Variant v : variants) {
      rows.add(runOne(experiment, pattern, number, trial, v, floor, UnaryOperator.identity()).row());
      each.run();
    }
    return rows;
  }

  /** The options of {@code variant} on {@code trial}: its filters, the system's budget, window and t_avg. */
  static Map<String, String> options(Variant variant, Paper002Trial trial) {
    Map<String, String> options = new TreeMap<>(variant.options());
    Paper002System system = trial.system();
    options.put(Paper002Options.ENERGY_BUDGET_JOULES, String.valueOf(system.budgetJoules()));
    options.put(Paper002Options.WINDOW_SECONDS, String.valueOf(trial.workload().horizonSeconds()));
    options.put(Paper002Options.T_AVG_SECONDS, String.valueOf(system.tAvgSeconds()));
    options.put(Paper002Options.SEED, String.valueOf(trial.seed()));
    return options;
  }

  /** Runs {@code variant} on {@code trial}, the policy seen through {@code wrap} (a benchmark's timing). */
  static Run runOne(String experiment, String pattern, int number, Paper002Trial trial, Variant variant, int floor,
      UnaryOperator<Policy> wrap) {
    return runOne(experiment, pattern, number, trial, variant, floor, Map.of(), wrap);
  }

  /** {@link #runOne}, the policy given {@code moreOptions} too (a benchmark's evaluation). */
  static Run runOne(String experiment, String pattern, int number, Paper002Trial trial, Variant variant, int floor,
      Map<String, String> moreOptions, UnaryOperator<Policy> wrap) {
    Paper002System system = trial.system();
    Map<String, String> options = new TreeMap<>(options(variant, trial));
    options.putAll(moreOptions);
    PolicyInputs inputs = new PolicyInputs(system.cluster().platform(), system.catalogue(), Optional.empty(), options);
    Policy policy = Policies.find(variant.heuristic()).orElseThrow().create(inputs);
    EnergyClock clock = new EnergyClock(system.cluster().platform(), system.budgetJoules());
    SimulationResult result = Simulation.run(inputs, trial.workload(), wrap.apply(policy),
        SimulationSettings.defaults().withSeed(trial.seed()), clock);
    Outcomes outcomes = Outcomes.of(trial.workload().arrivals(), result.jobs(), clock);
    TrialRow row = new TrialRow(experiment, pattern, number, trial.seed(), variant, outcomes, floor,
        clock.joulesAt(result.endSeconds()), system.budgetJoules());
    return new Run(result, row);
  }
}
