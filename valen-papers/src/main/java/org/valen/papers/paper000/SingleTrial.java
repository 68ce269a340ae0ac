package org.valen.papers.paper000;

import java.util.Map;
import java.util.function.UnaryOperator;
import org.valen.experiments.preset.RunWorld;
import org.valen.experiments.preset.SetupField;
import org.valen.experiments.preset.SetupValues;
import org.valen.experiments.run.WorldRun;
import org.valen.hc.paper000.Paper000Options;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.sim.SimulationResult;

/**
 * One configuration on one trial, for the command line and the mapping benchmark: the trial of a
 * seed ({@link Paper000TrialPreset}), its energy constraint (given, or calibrated on this trial as
 * section IV-D does over all trials: 70 % of unconstrained Max UPT's energy in the day), the run and
 * its figures (the cells of its row of {@code runs.csv}).
 */
public final class SingleTrial {
  private final SetupValues setup;
  private final long seed;
  private final RunWorld world;

  /** The trial of {@code seed} with a measured day of {@code days}. */
  public SingleTrial(long seed, double days) {
    Paper000TrialPreset preset = new Paper000TrialPreset();
    this.setup = preset.defaults().with("days", SetupField.plain(days));
    this.seed = seed;
    this.world = preset.worlds(setup).world(setup, seed);
  }

  /** What a single run gave: E (+∞ for none), the kernel's result and the cells of its row. */
  public record Outcome(Configuration configuration, double budgetJoules, SimulationResult result,
      Map<String, Object> cells) {

    /** A number of its row, e.g. {@code utility}. */
    public double number(String column) {
      return ((Number) cells.get(column)).doubleValue();
    }
  }

  /** E calibrated on this trial: 70 % of the energy unconstrained Max UPT uses in the day. */
  public double calibratedBudgetJoules() {
    Outcome calibration = run(Configuration.calibration(), Double.POSITIVE_INFINITY, UnaryOperator.identity());
    return setup.number("budgetFraction") * calibration.number("energy_j");
  }

  /**
   * Runs {@code configuration} under {@code budgetJoules} (NaN: calibrated on this trial), the policy
   * seen through {@code wrap} (a benchmark's timing).
   */
  public Outcome run(Configuration configuration, double budgetJoules, UnaryOperator<Policy> wrap) {
    double budget = !configuration.constrained() ? Double.POSITIVE_INFINITY
        : Double.isNaN(budgetJoules) ? calibratedBudgetJoules() : budgetJoules;
    Map<String, String> more = Map.of(Paper000Options.ENERGY_BUDGET_JOULES,
        Double.isInfinite(budget) ? "none" : String.valueOf(budget));
    WorldRun.Result r = WorldRun.run(world, setup, seed, configuration.entry(), more, wrap);
    return new Outcome(configuration, budget, r.result(), r.cells());
  }
}
