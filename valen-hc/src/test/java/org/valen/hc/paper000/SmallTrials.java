package org.valen.hc.paper000;

import java.util.List;
import java.util.Map;
import org.valen.model.trials.paper000.system.SystemParameters;
import org.valen.model.trials.paper000.workload.ArrivalParameters;
import org.valen.model.trials.paper000.workload.Trial;
import org.valen.model.trials.paper000.workload.TrialParameters;
import org.valen.runtime.sim.EnergySample;
import org.valen.runtime.sim.SimulationResult;
import org.valen.runtime.sim.SimulationSettings;
import org.valen.runtime.sim.Variability;

/**
 * Small paper 000 trials for tests: 9 machines of 5 types (two special), 12 task types, three
 * hours of arrivals at about twice what the machines can serve; the day is hours 2–3. Part of
 * valen-hc's test jar, for the tests of policies of one's own ({@link Paper000Contract}).
 */
public final class SmallTrials {
  /** Start of the trial's day (the energy constraint's period): after an hour of warm-up. */
  public static final double DAY_START_SECONDS = 3600;
  /** End of the trial's day, and of every run of {@link #settings(long)}. */
  public static final double DAY_END_SECONDS = 3 * 3600;

  private SmallTrials() {}

  /** Paper 000's trial parameters (section IV), cut down to the small system and three hours. */
  public static TrialParameters parameters() {
    TrialParameters p = TrialParameters.paper000();
    SystemParameters system = p.system().withMachines(List.of(2, 2, 3), List.of(1, 1), 8, 4, 2, 2);
    ArrivalParameters arrivals = p.arrivals().withHours(3).withTasksPerDay(3000);
    return p.withSystem(system).withArrivals(arrivals);
  }

  /** The small trial of {@code seed}: its machines, ETC/APC matrices and arrivals. */
  public static Trial trial(long seed) {
    return Trial.generate(parameters(), seed);
  }

  /** A budget of about half of what the machines would use running flat out over the day. */
  public static double tightBudgetJoules() {
    return 9 * (DAY_END_SECONDS - DAY_START_SECONDS) * 180 * 0.5;
  }

  /**
   * Options of a paper 000 heuristic for a small trial run: the environment ({@code queued} or
   * {@code polled}), the energy filter on or off, the day's energy budget and the trial's day.
   */
  public static Map<String, String> options(String environment, boolean filter, double budgetJoules) {
    return Map.of(Paper000Options.ENVIRONMENT, environment, Paper000Options.FILTER, filter ? "on" : "off",
        Paper000Options.ENERGY_BUDGET_JOULES, Double.isInfinite(budgetJoules) ? "none" : String.valueOf(budgetJoules),
        Paper000Options.DAY_START_SECONDS, String.valueOf(DAY_START_SECONDS),
        Paper000Options.DAY_END_SECONDS, String.valueOf(DAY_END_SECONDS));
  }

  /** Settings of a small trial run: seed {@code seed}, times as the ETC matrix says, stop at the end of the day. */
  public static SimulationSettings settings(long seed) {
    return SimulationSettings.defaults().withSeed(seed).withVariability(Variability.none())
        .withStopSeconds(DAY_END_SECONDS);
  }

  /** Energy used between {@code from} and {@code to} (both on the hourly sample grid). */
  public static double energyBetween(SimulationResult r, double from, double to) {
    return at(r, to) - at(r, from);
  }

  private static double at(SimulationResult r, double seconds) {
    for (EnergySample s : r.energy()) {
      if (s.seconds() == seconds) {
        return s.totalJoules();
      }
    }
    throw new IllegalArgumentException("no energy sample at " + seconds);
  }
}
