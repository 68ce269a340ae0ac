package org.valen.hc.paper002.equilibrium;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.valen.hc.paper002.Filter;
import org.valen.hc.paper002.Paper002Options;
import org.valen.hc.paper002.Paper002Policies;
import org.valen.hc.paper002.outcome.EnergyClock;
import org.valen.hc.paper002.outcome.Outcome;
import org.valen.hc.paper002.outcome.Outcomes;
import org.valen.model.Check;
import org.valen.model.trials.paper002.workload.Paper002System;
import org.valen.model.trials.paper002.workload.Paper002Trial;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;
import org.valen.runtime.sim.SimulationSettings;

/**
 * λ_eq measured as section 6 defines it: the rate at which "the system is perfectly subscribed (all
 * tasks complete by their deadlines with no energy to spare) if all tasks arrive following a
 * Poisson process with this rate". "All tasks complete" needs an allocator and a tolerance, which
 * the paper does not name; ours are parameters: a reference variant (ours: LL en+rob, the paper's
 * best-placed heuristic) runs {@code runs} constant-rate trials of the system's window at each rate
 * tried, and a rate counts as subscribed, not over, while it misses at most {@code tolerancePercent}
 * of their tasks — late, after ζ_max is spent, discarded or cancelled, so the energy budget is part
 * of the test. From c_total / t_avg the rate is multiplied or divided by 1.25 until the test changes,
 * then bisected until the bracket is narrower than {@code precision} of its lower end; λ_eq is that
 * lower end, the highest rate that passed. The trials of one seed at two rates are the same tasks
 * scaled in time ({@link Paper002Trial#constantRate}), and the kernel draws the same actual times,
 * so the result is the same for the same system and parameters, on any machine.
 *
 * @param heuristic the reference variant's heuristic (SQ, MECT, LL, RAND)
 * @param filter its filters
 * @param cancellation its start-time cancellation
 * @param tolerancePercent the share of tasks the reference may miss at λ_eq, in %
 * @param precision the bisection's relative width
 * @param runs constant-rate trials pooled at each rate
 * @param seed the first of their seeds (then seed + 1, …)
 */
public record EquilibriumCalibration(String heuristic, Filter filter, boolean cancellation, double tolerancePercent,
    double precision, int runs, long seed) implements EquilibriumRule {
  /** The word {@code equilibrium=calibrated}. */
  public static final String CALIBRATED = "calibrated";
  /** Our reference variant: LL en+rob, the paper's best-placed heuristic with both filters. */
  public static final String REFERENCE = "LL en+rob";
  /** Our tolerance: the reference may miss 0.5 % of the tasks at λ_eq. */
  public static final double TOLERANCE_PERCENT = 0.5;
  /** Our bisection's width: 1 % of the rate. */
  public static final double PRECISION = 0.01;
  /** Our runs per rate. */
  public static final int RUNS = 3;
  private static final double BRACKET = 1.25;
  private static final int MAX_STEPS = 60;

  public EquilibriumCalibration {
    Paper002Policies.heuristic(heuristic, 1);
    Check.inRange(tolerancePercent, 0, 100, "tolerance (% of the tasks)");
    Check.inRange(precision, 1e-6, 1, "precision (relative)");
    Check.atLeast(runs, 1, "calibration runs");
  }

  /**
   * A calibration by the variant named {@code reference} as the figures name it ({@code LL en+rob},
   * {@code SQ none +cancel}).
   */
  public static EquilibriumCalibration of(String reference, double tolerancePercent, double precision, int runs,
      long seed) {
    String[] words = reference.trim().split("\\s+");
    if (words.length < 2 || words.length > 3 || (words.length == 3 && !words[2].equals("+cancel"))) {
      throw new IllegalArgumentException("reference variant must be a heuristic, a filter and optionally +cancel"
          + " (e.g. 'LL en+rob'), was '" + reference + "'");
    }
    return new EquilibriumCalibration(words[0].toUpperCase(Locale.ROOT), Filter.of(words[1]), words.length == 3,
        tolerancePercent, precision, runs, seed);
  }

  /** Ours: {@link #REFERENCE}, {@link #TOLERANCE_PERCENT}, {@link #PRECISION}, {@link #RUNS} runs of seeds 1, 2, 3. */
  public static EquilibriumCalibration ours() {
    return of(REFERENCE, TOLERANCE_PERCENT, PRECISION, RUNS, 1);
  }

  /** The reference variant's name, e.g. {@code LL en+rob}. */
  public String reference() {
    return heuristic + " " + filter.label() + (cancellation ? " +cancel" : "");
  }

  @Override
  public String label() {
    return CALIBRATED;
  }

  @Override
  public EquilibriumRate rateOf(Paper002System system) {
    List<EquilibriumRate.Step> steps = new ArrayList<>();
    double start = system.ctotalOverTavgRate();
    double low = start;
    double high = start;
    if (step(system, start, steps).within()) {
      do {
        low = high;
        high = low * BRACKET;
      } while (steps.size() < MAX_STEPS && step(system, high, steps).within());
    } else {
      do {
        high = low;
        low = high / BRACKET;
      } while (steps.size() < MAX_STEPS && !step(system, low, steps).within());
    }
    while (steps.size() < MAX_STEPS && high - low > precision * low) {
      double middle = (low + high) / 2;
      if (step(system, middle, steps).within()) {
        low = middle;
      } else {
        high = middle;
      }
    }
    String how = String.format(Locale.ROOT, "the highest rate of constant-rate Poisson arrivals over %s h at which %s"
        + " misses at most %s %% of the tasks (%s, deadlines and ζ_max as the trials'), bisected to %s %%",
        number(system.parameters().arrivals().windowSeconds() / 3600), reference(), number(tolerancePercent),
        runs == 1 ? "1 run of seed " + seed : runs + " runs of seeds " + seed + "-" + (seed + runs - 1),
        number(100 * precision));
    return new EquilibriumRate(low, label(), how, steps);
  }

  /** Runs the reference at {@code rate}, notes the step. */
  private EquilibriumRate.Step step(Paper002System system, double rate, List<EquilibriumRate.Step> steps) {
    int missed = 0;
    int tasks = 0;
    for (int r = 0; r < runs; r++) {
      Outcomes o = run(system, Paper002Trial.constantRate(system, rate, seed + r), seed + r);
      missed += o.tasks() - o.count(Outcome.ON_TIME);
      tasks += o.tasks();
    }
    EquilibriumRate.Step s = new EquilibriumRate.Step(rate, missed, tasks, missed <= tolerancePercent / 100 * tasks);
    steps.add(s);
    return s;
  }

  /** The reference on {@code trial} with the options the experiments give it. */
  private Outcomes run(Paper002System system, Paper002Trial trial, long runSeed) {
    Map<String, String> options = new TreeMap<>();
    options.put(Paper002Options.FILTER, filter.label());
    options.put(Paper002Options.CANCELLATION, cancellation ? "on" : "off");
    options.put(Paper002Options.ENERGY_BUDGET_JOULES, String.valueOf(system.budgetJoules()));
    options.put(Paper002Options.WINDOW_SECONDS, String.valueOf(system.parameters().arrivals().windowSeconds()));
    options.put(Paper002Options.T_AVG_SECONDS, String.valueOf(system.tAvgSeconds()));
    options.put(Paper002Options.SEED, String.valueOf(runSeed));
    PolicyInputs inputs = new PolicyInputs(system.cluster().platform(), system.catalogue(), Optional.empty(), options);
    EnergyClock clock = new EnergyClock(system.cluster().platform(), system.budgetJoules());
    SimulationResult result = Simulation.run(inputs, trial.workload(),
        Paper002Policies.create(heuristic, Paper002Options.settings(options), inputs),
        SimulationSettings.defaults().withSeed(runSeed), clock);
    return Outcomes.of(trial.workload().arrivals(), result.jobs(), clock);
  }

  private static String number(double x) {
    return x == Math.rint(x) && Math.abs(x) < 1e15 ? Long.toString((long) x) : Double.toString(x);
  }
}
