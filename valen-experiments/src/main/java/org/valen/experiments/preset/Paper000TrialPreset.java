package org.valen.experiments.preset;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.valen.experiments.Plots;
import org.valen.experiments.Setup;
import org.valen.experiments.paper000.Configuration;
import org.valen.experiments.paper000.TrialPlan;
import org.valen.hc.paper000.Paper000Options;
import org.valen.hc.paper000.system.HcSystem;
import org.valen.hc.paper000.system.SystemGenerator;
import org.valen.hc.paper000.workload.TrialParameters;
import org.valen.hc.paper000.workload.Trial;

/**
 * Paper 000's setting (section IV): seed n is trial n, as {@code valen paper000 generate --trial
 * n} writes it — a heterogeneous system of one-core machines with its ETC/APC matrices, and
 * independent tasks arriving over two hours of warm-up and then the measured day ({@code days}
 * long). Times are the ETC's (no variability); runs stop at the end of the day, as in paper 000's
 * experiments ({@link TrialPlan}). Policies that take them get the day ({@code dayStartSeconds},
 * {@code dayEndSeconds}) and the trial's seed ({@code seed}).
 *
 * <p>{@code load} scales the paper's arrival rate (1 = about 32,000 tasks a day) and is the one
 * parameter a sweep may vary; the system of a seed is the same at every load. Unlike paper 000's
 * own figures ({@code valen experiment paper000-fig4}), a scenario's figures cover the whole run,
 * warm-up included, and no energy constraint is calibrated: give a policy {@code
 * energyBudgetJoules} among its options.
 */
final class Paper000TrialPreset extends TrialPreset {
  private static final String NAME = "paper000";

  Paper000TrialPreset() {
    super(NAME, 1);
  }

  @Override
  public String description() {
    return "paper 000's trials: per seed a heterogeneous system of one-core machines and a day of independent tasks";
  }

  @Override
  public List<String> describe(Setup s, int seeds) {
    return List.of(
        "platform and workload: paper 000's trials 1 … " + seeds + " (`valen paper000 generate --trial N`): each a"
            + " heterogeneous system of one-core machines with its ETC/APC matrices, and independent tasks",
        String.format(Locale.ROOT, "day: 2 h of warm-up, then a measured day of %s days; arrivals at %s × 32,000"
            + " tasks a day unless varied; times as in the ETC matrix; runs stop at the end of the day",
            Plots.format(s.days()), Plots.format(s.load())),
        "figures: the whole run, warm-up included; no energy constraint unless a policy's options give one");
  }

  @Override
  public Worlds worlds(Setup base) {
    Map<Long, RunSystem> systems = new HashMap<>();
    return new Worlds() {
      @Override
      public RunSystem system(Setup s, long seed) {
        return systems.computeIfAbsent(seed, k -> {
          HcSystem h = SystemGenerator.generate(trialParameters(s).system(), seed);
          return new RunSystem(h.platform(), h.catalogue());
        });
      }

      @Override
      public Map<String, String> setupOptions(Setup s, long seed) {
        TrialPlan day = day(s);
        return Map.of(Paper000Options.DAY_START_SECONDS, String.valueOf(day.dayStartSeconds()),
            Paper000Options.DAY_END_SECONDS, String.valueOf(day.dayEndSeconds()),
            Paper000Options.SEED, String.valueOf(seed));
      }

      /** The trial of the seed: its system is the one {@link #system} made (same parameters, same seed). */
      @Override
      public RunWorld world(Setup s, long seed) {
        Trial trial = Trial.generate(trialParameters(s), seed);
        return new RunWorld(system(s, seed), trial.workload(), day(s).settings(seed), setupOptions(s, seed));
      }
    };
  }

  /** The day of paper 000's experiments: warm-up, measured day, kernel settings (the plan's configuration is unused). */
  private static TrialPlan day(Setup s) {
    return new TrialPlan(NAME, List.of(Configuration.calibration()), 1, s.days(), 0.7);
  }

  private static TrialParameters trialParameters(Setup s) {
    TrialParameters p = day(s).trialParameters();
    return p.withArrivals(p.arrivals().withTasksPerDay(p.arrivals().tasksPerDay() * s.load()));
  }
}
