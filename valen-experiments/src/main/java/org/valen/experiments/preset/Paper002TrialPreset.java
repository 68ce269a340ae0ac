package org.valen.experiments.preset;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.valen.experiments.Plots;
import org.valen.experiments.Setup;
import org.valen.hc.paper002.Paper002Options;
import org.valen.hc.paper002.workload.ArrivalPattern;
import org.valen.hc.paper002.workload.Paper002Parameters;
import org.valen.hc.paper002.workload.Paper002System;
import org.valen.hc.paper002.workload.Paper002Trial;
import org.valen.runtime.sim.SimulationSettings;

/**
 * Paper 002's setting (section 6): one cluster of 8 nodes (1–4 processors of 1–4 cores, five
 * P-states) with 100 task types of execution-time pmfs, the same for every seed; seed n is trial n
 * of the medium-frequency arrival pattern (Fig. 5) over {@code days} (default 0.5: the paper's 12
 * hours). Actual times are drawn by the kernel from the pmfs, per (seed, task). Policies that take
 * them get the system's energy budget ζ_max ({@code energyBudgetJoules}), the window ({@code
 * windowSeconds}), t_avg ({@code tAvgSeconds}) and the seed ({@code seed}).
 *
 * <p>{@code load} scales both arrival rates (1 = the paper's ratios to the equilibrium rate) and is
 * the one parameter a sweep may vary.
 */
final class Paper002TrialPreset extends TrialPreset {
  private static final String NAME = "paper002";

  Paper002TrialPreset() {
    super(NAME, 0.5);
  }

  @Override
  public String description() {
    return "paper 002's cluster of multicore nodes with execution-time pmfs; per seed a trial of bursty independent"
        + " tasks with hard deadlines";
  }

  @Override
  public List<String> describe(Setup s, int seeds) {
    return List.of(
        "platform and workload: paper 002's cluster (8 nodes, 1-4 processors of 1-4 cores, five P-states, power by"
            + " Eq. 7) and 100 task types with gamma execution-time pmfs (CVB 750, 0.25, 0.25); trials 1 … " + seeds
            + " of the medium burst frequency",
        String.format(Locale.ROOT, "window: %s days; arrivals at %s × the paper's rates (relative to the system's"
            + " equilibrium rate); actual times drawn from the pmfs; deadlines arrival + type mean + t_avg",
            Plots.format(s.days()), Plots.format(s.load())));
  }

  @Override
  public Worlds worlds(Setup base) {
    Map<String, Paper002System> systems = new HashMap<>();
    Map<String, RunSystem> runSystems = new HashMap<>();
    return new Worlds() {
      private Paper002System paper002System(Setup s) {
        Paper002Parameters p = parameters(s);
        return systems.computeIfAbsent(p.systemKey(), k -> Paper002System.generate(p));
      }

      /** One object per system: runs that share it share their profiles (none fit a pmf model's catalogue). */
      @Override
      public RunSystem system(Setup s, long seed) {
        Paper002System system = paper002System(s);
        return runSystems.computeIfAbsent(parameters(s).systemKey(),
            k -> new RunSystem(system.cluster().platform(), system.catalogue()));
      }

      @Override
      public Map<String, String> setupOptions(Setup s, long seed) {
        Paper002System system = paper002System(s);
        return Map.of(Paper002Options.ENERGY_BUDGET_JOULES, String.valueOf(system.budgetJoules()),
            Paper002Options.WINDOW_SECONDS, String.valueOf(s.days() * 86400),
            Paper002Options.T_AVG_SECONDS, String.valueOf(system.tAvgSeconds()),
            Paper002Options.SEED, String.valueOf(seed));
      }

      @Override
      public RunWorld world(Setup s, long seed) {
        Paper002System system = paper002System(s);
        Paper002Trial trial = Paper002Trial.generate(system, parameters(s).arrivalsFor(system), seed);
        return new RunWorld(system(s, seed), trial.workload(), SimulationSettings.defaults().withSeed(seed),
            setupOptions(s, seed));
      }
    };
  }

  /** Section 6's parameters, medium pattern, with the setup's window and load. */
  static Paper002Parameters parameters(Setup s) {
    Paper002Parameters p = Paper002Parameters.paper002(ArrivalPattern.MEDIUM);
    return p.withArrivals(p.arrivals().withWindow(s.days() * 86400).withLoad(s.load()));
  }
}
