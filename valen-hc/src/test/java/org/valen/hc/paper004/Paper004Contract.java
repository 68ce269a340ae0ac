package org.valen.hc.paper004;

import java.util.Map;
import java.util.Optional;
import org.valen.model.trials.paper004.workload.Paper004Trial;
import org.valen.runtime.PolicyContract;
import org.valen.runtime.policy.PolicyInputs;

/**
 * {@link PolicyContract} on small paper 004 trials ({@link SmallPaper004Trials}): bursts of serial
 * tasks on three clusters of identical cores, oversubscribed. A policy's test extends this class
 * and says how to make the policy and, if it takes options, which each seed runs with ({@link
 * #options(long)}). This is the contract of every paper 004 heuristic, and of any policy of one's
 * own that should run paper 004's workloads.
 */
public abstract class Paper004Contract extends PolicyContract {

  @Override
  protected Scenario scenario(long seed) {
    return scenario(seed, options(seed));
  }

  /** The small trial of {@code seed} as a contract scenario, with {@code options} for the policy. */
  public static Scenario scenario(long seed, Map<String, String> options) {
    Paper004Trial trial = SmallPaper004Trials.trial(seed);
    return new Scenario(trial.system().platform(), trial.system().catalogue(), trial.workload(),
        new PolicyInputs(trial.system().platform(), trial.system().catalogue(), Optional.empty(), options),
        SmallPaper004Trials.settings(trial));
  }
}
