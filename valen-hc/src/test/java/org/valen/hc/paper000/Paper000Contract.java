package org.valen.hc.paper000;

import java.util.Map;
import java.util.Optional;
import org.valen.model.trials.paper000.workload.Trial;
import org.valen.runtime.PolicyContract;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.sim.SimulationSettings;
import org.valen.runtime.sim.Variability;

/**
 * {@link PolicyContract} on small paper 000 trials ({@link SmallTrials}) instead of paper 001's
 * DAG jobs: independent tasks on heterogeneous one-core machines with ETC/APC matrices, some task
 * types runnable only on special machines, arrivals at about twice what the machines serve. Seeds
 * 5 and 6 run with the kernel's default execution-time variability (tasks end before or after
 * their ETC), the others with ETC times; every run stops at the end of the trial's day.
 *
 * <p>A policy's test extends this class, says how to make the policy, and, if the policy takes
 * options, which ones each seed runs with ({@link #options(long)}). This is the contract of every
 * paper 000 heuristic, and of any policy of one's own that should run paper 000's workloads.
 */
public abstract class Paper000Contract extends PolicyContract {

  @Override
  protected Scenario scenario(long seed) {
    return scenario(seed, options(seed));
  }

  /** The small trial of {@code seed} as a contract scenario, with {@code options} for the policy. */
  public static Scenario scenario(long seed, Map<String, String> options) {
    Trial trial = SmallTrials.trial(seed);
    SimulationSettings settings = SmallTrials.settings(seed);
    return new Scenario(trial.system().platform(), trial.system().catalogue(), trial.workload(),
        new PolicyInputs(trial.system().platform(), trial.system().catalogue(), Optional.empty(), options),
        seed >= 5 ? settings.withVariability(Variability.defaults()) : settings);
  }
}
