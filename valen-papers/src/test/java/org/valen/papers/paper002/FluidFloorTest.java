package org.valen.papers.paper002;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;
import org.valen.hc.paper002.Filter;
import org.valen.hc.paper002.Paper002Options;
import org.valen.hc.paper002.Paper002Policies;
import org.valen.hc.paper002.Paper002SmallTrials;
import org.valen.hc.paper002.outcome.EnergyClock;
import org.valen.hc.paper002.outcome.Outcome;
import org.valen.hc.paper002.outcome.Outcomes;
import org.valen.model.trials.paper002.workload.ArrivalParameters;
import org.valen.model.trials.paper002.workload.Paper002Parameters;
import org.valen.model.trials.paper002.workload.Paper002System;
import org.valen.model.trials.paper002.workload.Paper002Trial;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;
import org.valen.runtime.sim.SimulationSettings;

/** The fluid floor's dual bound against the linear program it bounds, solved by ojAlgo's simplex. */
class FluidFloorTest {
  /** Paper 002 cut down to 2 nodes, 12 task types and 20 minutes, at twice c_total / t_avg (oversubscribed). */
  static final Paper002Parameters SMALL = small();
  static final Paper002System SYSTEM = Paper002System.generate(SMALL);

  static {
    System.setProperty("shut.up.ojAlgo", "true");
  }

  private static Paper002Parameters small() {
    Paper002Parameters p = Paper002SmallTrials.parameters();
    return p.withCluster(p.cluster().withNodes(2)).withArrivals(p.arrivals().withWindow(1200));
  }

  static ArrivalParameters arrivals(double load) {
    return SMALL.arrivalsAt(SYSTEM.ctotalOverTavgRate() * load);
  }

  @Test
  void theDualBoundIsTheProgramsOptimumFromAbove() {
    for (long seed : new long[] {2}) {
      Paper002Trial trial = Paper002Trial.generate(SYSTEM, arrivals(2), seed, Map.of());
      FloorOptions options = FloorOptions.of(trial, arrivals(2), seed, 1200);
      FluidFloor floor = new FluidFloor(options, 300);
      int last = lastHorizon(options);
      for (int h : new int[] {last, last / 2}) {
        double energy = options.budgetJoules() - options.windowStarts()[h] * options.idleWatts();
        double exact = exact(options, h, energy);
        double bound = floor.descend(h, energy, new double[options.nodes() * options.windows() + 1]);
        assertThat(bound).as("seed %d horizon %d", seed, h).isGreaterThanOrEqualTo(exact - 1e-6)
            .isLessThanOrEqualTo(exact * 1.02 + 1);
      }
    }
  }

  @Test
  void aTightEnergyBudgetRaisesTheFloor() {
    Paper002Trial trial = Paper002Trial.generate(SYSTEM, arrivals(1), 3, Map.of());
    FloorOptions options = FloorOptions.of(trial, arrivals(1), 3, 1200);
    FloorOptions starved = new FloorOptions(options.windowStarts(), options.nodes(), options.coreSeconds(),
        options.idleWatts(), options.windowStarts()[2] * options.idleWatts() * 1.1, options.tasks(), options.first(),
        options.cell(),
        options.seconds(), options.joules(), options.share());
    double plenty = new FluidFloor(options, 200).completedAtMost();
    double little = new FluidFloor(starved, 200).completedAtMost();
    assertThat(little).isLessThan(plenty - 1);
    assertThat(little).isGreaterThanOrEqualTo(exactBest(starved) - 1e-6);
  }

  @Test
  void noVariantMissesFewerDeadlinesThanTheFloor() {
    for (long seed = 1; seed <= 2; seed++) {
      Paper002Trial trial = Paper002Trial.generate(SYSTEM, arrivals(4), seed, Map.of());
      int floor = FluidFloor.tasks(trial, arrivals(4), seed, 600, 300);
      assertThat(floor).as("an oversubscribed trial has a floor").isPositive();
      for (Variant v : List.of(new Variant("LL", Filter.BOTH, true), new Variant("MECT", Filter.NONE, false),
          new Variant("SQ", Filter.ENERGY, true))) {
        assertThat(missed(trial, v, seed)).as("%s on trial %d", v.label(), seed).isGreaterThanOrEqualTo(floor);
      }
    }
  }

  /** The deadlines {@code v} misses on {@code trial} in a run of {@code seed}. */
  private static int missed(Paper002Trial trial, Variant v, long seed) {
    Map<String, String> options = new TreeMap<>(v.options());
    options.put(Paper002Options.ENERGY_BUDGET_JOULES, String.valueOf(SYSTEM.budgetJoules()));
    options.put(Paper002Options.WINDOW_SECONDS, String.valueOf(SMALL.arrivals().windowSeconds()));
    options.put(Paper002Options.T_AVG_SECONDS, String.valueOf(SYSTEM.tAvgSeconds()));
    PolicyInputs inputs = new PolicyInputs(SYSTEM.cluster().platform(), SYSTEM.catalogue(), Optional.empty(), options);
    EnergyClock clock = new EnergyClock(SYSTEM.cluster().platform(), SYSTEM.budgetJoules());
    SimulationResult result = Simulation.run(inputs, trial.workload(),
        Paper002Policies.create(v.heuristic(), Paper002Options.settings(options), inputs),
        SimulationSettings.defaults().withSeed(seed), clock);
    Outcomes o = Outcomes.of(trial.workload().arrivals(), result.jobs(), clock);
    return o.tasks() - o.count(Outcome.ON_TIME);
  }

  /** The last horizon with energy left above idle. */
  private static int lastHorizon(FloorOptions o) {
    int h = o.windows() - 1;
    while (o.budgetJoules() - o.windowStarts()[h] * o.idleWatts() <= 0) {
      h--;
    }
    return h;
  }

  /** The largest program optimum over the horizons. */
  private static double exactBest(FloorOptions o) {
    double best = 0;
    for (int h = 0; h < o.windows(); h++) {
      double energy = o.budgetJoules() - o.windowStarts()[h] * o.idleWatts();
      if (energy > 0) {
        best = Math.max(best, exact(o, h, energy));
      }
    }
    return best;
  }

  /** The program of horizon {@code h} as {@link FluidFloor} states it, solved by ojAlgo. */
  static double exact(FloorOptions o, int h, double energy) {
    ExpressionsBasedModel model = new ExpressionsBasedModel();
    Expression[] cells = new Expression[o.nodes() * o.windows()];
    for (int c = 0; c < cells.length; c++) {
      cells[c] = model.addExpression().upper(o.coreSeconds()[c / o.windows()][c % o.windows()]);
    }
    Expression joules = model.addExpression().upper(energy);
    for (int i = 0; i < o.tasks(); i++) {
      Expression task = model.addExpression().upper(1);
      for (int k = o.first()[i]; k < o.first()[i + 1]; k++) {
        if (o.window(k) <= h) {
          Variable y = model.addVariable().lower(0).upper(o.share()[k]).weight(1);
          task.set(y, 1);
          cells[o.cell()[k]].set(y, o.seconds()[k]);
          joules.set(y, o.joules()[k]);
        }
      }
    }
    Optimisation.Result result = model.maximise();
    assertThat(result.getState().isOptimal()).isTrue();
    return result.getValue();
  }
}
