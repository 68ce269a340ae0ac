package org.valen.hc.paper002;

import java.util.Map;
import java.util.Optional;
import org.valen.model.trials.paper002.workload.ArrivalPattern;
import org.valen.model.trials.paper002.workload.CvbParameters;
import org.valen.model.trials.paper002.workload.Paper002Parameters;
import org.valen.model.trials.paper002.workload.Paper002System;
import org.valen.model.trials.paper002.workload.Paper002Trial;
import org.valen.runtime.policy.PolicyInputs;

/**
 * Small paper 002 trials for tests: 3 nodes of 1–16 cores with five P-states, 12 task types with
 * gamma pmfs, two hours of bursty arrivals (four bursts) around λ_eq = c_total / t_avg (not
 * measured, to keep tests fast). Part of valen-hc's test jar, for the tests of policies of one's own ({@link
 * Paper002Contract}).
 */
public final class Paper002SmallTrials {
  private static final Paper002Parameters PARAMETERS = parameters();
  private static final Paper002System SYSTEM = Paper002System.generate(PARAMETERS);

  private Paper002SmallTrials() {}

  /** Paper 002's parameters (section 6) cut down to 3 nodes, 12 task types and two hours. */
  public static Paper002Parameters parameters() {
    Paper002Parameters p = Paper002Parameters.paper002(ArrivalPattern.MEDIUM);
    CvbParameters c = CvbParameters.paper002();
    return p.withCluster(p.cluster().withNodes(3))
        .withCvb(new CvbParameters(12, c.meanSeconds(), c.taskCv(), c.machineCv(), c.pmfCv(), c.stepSeconds(),
            c.tailProbability()))
        .withArrivals(p.arrivals().withWindow(2 * 3600));
  }

  /** The small system, the same for every trial. */
  public static Paper002System system() {
    return SYSTEM;
  }

  /** The small trial of {@code seed}. */
  public static Paper002Trial trial(long seed) {
    return Paper002Trial.generate(SYSTEM, PARAMETERS.arrivalsAt(SYSTEM.ctotalOverTavgRate()), seed, Map.of());
  }

  /**
   * The inputs of a paper 002 heuristic on the small system with {@code options} and the system's
   * own budget, window and t_avg.
   */
  public static PolicyInputs inputs(Map<String, String> options) {
    Map<String, String> all = new java.util.TreeMap<>(options);
    all.putIfAbsent(Paper002Options.ENERGY_BUDGET_JOULES, String.valueOf(SYSTEM.budgetJoules()));
    all.putIfAbsent(Paper002Options.WINDOW_SECONDS, String.valueOf(PARAMETERS.arrivals().windowSeconds()));
    all.putIfAbsent(Paper002Options.T_AVG_SECONDS, String.valueOf(SYSTEM.tAvgSeconds()));
    return new PolicyInputs(SYSTEM.cluster().platform(), SYSTEM.catalogue(), Optional.empty(), all);
  }
}
