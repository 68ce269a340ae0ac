package org.valen.hc.paper002;

import java.util.Map;
import org.valen.model.trials.paper002.workload.Paper002Trial;
import org.valen.runtime.PolicyContract;
import org.valen.runtime.sim.SimulationSettings;

/**
 * {@link PolicyContract} on small paper 002 trials ({@link Paper002SmallTrials}): independent
 * tasks with execution-time pmfs (actual times drawn from them by the kernel), hard deadlines, on
 * nodes of several processors of several cores in five P-states, bursty arrivals.
 *
 * <p>A policy's test extends this class, says how to make the policy and, if it takes options,
 * which ones each seed runs with ({@link #options(long)}). This is the contract of every paper 002
 * heuristic, and of any policy of one's own that should run paper 002's workloads.
 */
public abstract class Paper002Contract extends PolicyContract {

  @Override
  protected Scenario scenario(long seed) {
    return scenario(seed, options(seed));
  }

  /** The small trial of {@code seed} as a contract scenario, with {@code options} for the policy. */
  public static Scenario scenario(long seed, Map<String, String> options) {
    Paper002Trial trial = Paper002SmallTrials.trial(seed);
    var inputs = Paper002SmallTrials.inputs(options);
    return new Scenario(inputs.platform(), inputs.catalogue(), trial.workload(), inputs,
        SimulationSettings.defaults().withSeed(seed));
  }
}
