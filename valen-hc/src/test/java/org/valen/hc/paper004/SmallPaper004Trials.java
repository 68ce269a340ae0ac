package org.valen.hc.paper004;

import org.valen.model.trials.paper004.system.ClusterParameters;
import org.valen.model.trials.paper004.workload.BurstParameters;
import org.valen.model.trials.paper004.workload.Paper004Trial;
import org.valen.model.trials.paper004.workload.Paper004TrialParameters;
import org.valen.model.trials.paper004.workload.UtilityClassSet;
import org.valen.runtime.sim.SimulationSettings;
import org.valen.runtime.sim.Variability;

/**
 * Small paper 004 trials for tests: three clusters of 1–2 nodes of 4 cores, 10 task types (2
 * critical, 10 and 50 minutes as the paper's), bursts of mean size 8 at the paper's 75 tasks per
 * core a day, 1 h of fill and 2 h measured (about 170 tasks); the utility class set by seed (step,
 * decaying, 20 classes).
 */
public final class SmallPaper004Trials {
  private SmallPaper004Trials() {}

  public static Paper004TrialParameters parameters(long seed) {
    Paper004TrialParameters p = Paper004TrialParameters.paper004();
    ClusterParameters system = p.system().withClusters(3).withNodes(4, 1, 2).withTaskTypes(10, 2);
    BurstParameters bursts = new BurstParameters(75, 1, 2, 8, 0.5, 24,
        UtilityClassSet.values()[(int) (seed % UtilityClassSet.values().length)], p.bursts().shape());
    return new Paper004TrialParameters(system, bursts);
  }

  public static Paper004Trial trial(long seed) {
    return Paper004Trial.generate(parameters(seed), seed);
  }

  /** ETC times (no variability), stop at the end of the trial. */
  public static SimulationSettings settings(Paper004Trial trial) {
    return SimulationSettings.defaults().withSeed(trial.seed()).withVariability(Variability.none())
        .withStopSeconds(trial.windowEndSeconds());
  }
}
