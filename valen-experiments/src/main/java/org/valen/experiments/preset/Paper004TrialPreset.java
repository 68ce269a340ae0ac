package org.valen.experiments.preset;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.valen.experiments.Plots;
import org.valen.experiments.Setup;
import org.valen.hc.paper004.Paper004Options;
import org.valen.hc.paper004.system.ClusterSystem;
import org.valen.hc.paper004.system.ClusterSystemGenerator;
import org.valen.hc.paper004.workload.BurstParameters;
import org.valen.hc.paper004.workload.Paper004Trial;
import org.valen.hc.paper004.workload.Paper004TrialParameters;
import org.valen.runtime.sim.SimulationSettings;
import org.valen.runtime.sim.Variability;

/**
 * Paper 004's setting (section IV): seed n is trial n — five clusters of identical cores (about
 * 800) with an inconsistent ETC matrix, and bursts of serial tasks over 4 h of fill and then the
 * measured period ({@code days} long), with paper 000's 20 utility classes. Times are the ETC's (no
 * variability); runs stop at the end of the period. Policies that take it get the trial's seed
 * ({@code seed}: paper 004's preemption flags).
 *
 * <p>{@code load} scales the paper's 75 tasks per core a day and is the one parameter a sweep may
 * vary; the system of a seed is the same at every load. Unlike paper 004's own figures ({@code
 * valen experiment paper004-fig3} …), a scenario's figures cover the whole run, fill included.
 */
final class Paper004TrialPreset extends TrialPreset {
  private static final String NAME = "paper004";

  Paper004TrialPreset() {
    super(NAME, 1);
  }

  @Override
  public String description() {
    return "paper 004's trials: per seed five clusters of about 800 identical cores and bursts of serial tasks";
  }

  @Override
  public List<String> describe(Setup s, int seeds) {
    return List.of(
        "platform and workload: paper 004's trials 1 … " + seeds + ": each five clusters of 7–13 nodes of 16 identical"
            + " cores with an inconsistent ETC matrix, and bursts of serial tasks of 100 task types (20 critical)",
        String.format(Locale.ROOT, "period: 4 h of fill, then %s days; arrivals at %s × 75 tasks per core a day"
            + " unless varied; times as in the ETC matrix; runs stop at the end of the period",
            Plots.format(s.days()), Plots.format(s.load())),
        "figures: the whole run, fill included");
  }

  @Override
  public Worlds worlds(Setup base) {
    Map<Long, RunSystem> systems = new HashMap<>();
    return new Worlds() {
      @Override
      public RunSystem system(Setup s, long seed) {
        return systems.computeIfAbsent(seed, k -> {
          ClusterSystem c = ClusterSystemGenerator.generate(trialParameters(s).system(), seed);
          return new RunSystem(c.platform(), c.catalogue());
        });
      }

      @Override
      public Map<String, String> setupOptions(Setup s, long seed) {
        return Map.of(Paper004Options.SEED, String.valueOf(seed));
      }

      /** The trial of the seed: its system is the one {@link #system} made (same parameters, same seed). */
      @Override
      public RunWorld world(Setup s, long seed) {
        Paper004Trial trial = Paper004Trial.generate(trialParameters(s), seed);
        SimulationSettings settings = SimulationSettings.defaults().withSeed(seed).withVariability(Variability.none())
            .withStopSeconds(trial.windowEndSeconds());
        return new RunWorld(system(s, seed), trial.workload(), settings, setupOptions(s, seed));
      }
    };
  }

  private static Paper004TrialParameters trialParameters(Setup s) {
    Paper004TrialParameters p = Paper004TrialParameters.paper004();
    BurstParameters b = p.bursts();
    return p.withBursts(b.withMeasuredHours(Math.max(1, Math.round(s.days() * 1440)) / 60.0)
        .withTasksPerCorePerDay(b.tasksPerCorePerDay() * s.load()));
  }
}
