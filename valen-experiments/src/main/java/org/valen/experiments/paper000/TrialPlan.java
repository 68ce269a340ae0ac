package org.valen.experiments.paper000;

import java.util.List;
import java.util.Map;
import org.valen.hc.paper000.Paper000Options;
import org.valen.hc.paper000.workload.TrialParameters;
import org.valen.model.Check;
import org.valen.runtime.sim.SimulationSettings;
import org.valen.runtime.sim.Variability;

/**
 * What a paper 000 experiment runs: trials 1 … {@code trials} (trial n has seed n), each 2 hours
 * of warm-up and then the measured day, and in each of them the calibration (section IV-D) and
 * the configurations compared.
 *
 * @param experiment experiment id, written in every row
 * @param configurations the compared cases
 * @param trials number of trials (paper: 48)
 * @param days length of the measured day in days (paper: 1), rounded to whole minutes (at least one)
 * @param budgetFraction E = this × the mean energy of unconstrained Max UPT over the trials (paper: 70 %)
 */
public record TrialPlan(String experiment, List<Configuration> configurations, int trials, double days,
    double budgetFraction) {
  /** Warm-up before the day (paper: the first two hours). */
  public static final double WARM_UP_SECONDS = 2 * 3600;
  /** Energy samples every minute: the mapping interval. */
  public static final double SAMPLE_SECONDS = 60;

  public TrialPlan {
    configurations = List.copyOf(Check.nonEmpty(configurations, "configurations"));
    Check.atLeast(trials, 1, "trials");
    Check.positive(days, "days");
    Check.inRange(budgetFraction, 1e-9, 1, "budgetFraction");
  }

  public double dayStartSeconds() {
    return WARM_UP_SECONDS;
  }

  public double dayEndSeconds() {
    return WARM_UP_SECONDS + Math.max(1, Math.round(days * 1440)) * 60.0;
  }

  /** The trials' generator settings: paper 000's, lasting the warm-up and the day. */
  public TrialParameters trialParameters() {
    TrialParameters p = TrialParameters.paper000();
    return p.withArrivals(p.arrivals().withHours(dayEndSeconds() / 3600));
  }

  /** Policy options of a run of {@code c} with budget {@code budgetJoules}, for a trial of {@code seed}. */
  public Map<String, String> options(Configuration c, double budgetJoules, long seed) {
    return Map.of(Paper000Options.ENVIRONMENT, c.environment().label(),
        Paper000Options.FILTER, c.filtered() ? "on" : "off",
        Paper000Options.ENERGY_BUDGET_JOULES, c.constrained() ? String.valueOf(budgetJoules) : "none",
        Paper000Options.DAY_START_SECONDS, String.valueOf(dayStartSeconds()),
        Paper000Options.DAY_END_SECONDS, String.valueOf(dayEndSeconds()),
        Paper000Options.SEED, String.valueOf(seed));
  }

  /** Kernel settings: deterministic times (paper 000's ETC), stop at the end of the day. */
  public SimulationSettings settings(long seed) {
    return SimulationSettings.defaults().withSeed(seed).withVariability(Variability.none())
        .withStopSeconds(dayEndSeconds()).withPowerSampleSeconds(SAMPLE_SECONDS);
  }

  /** Simulation runs: one calibration and one per configuration, per trial. */
  public int runCount() {
    return trials * (configurations.size() + 1);
  }
}
