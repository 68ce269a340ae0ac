package org.valen.model.trials.paper000.workload;

import java.util.Objects;
import org.valen.model.trials.paper000.system.SystemParameters;

/** Everything a paper 000 trial is generated from, but the seed. */
public record TrialParameters(SystemParameters system, UtilityParameters utility, ArrivalParameters arrivals) {
  public TrialParameters {
    Objects.requireNonNull(system, "system");
    Objects.requireNonNull(utility, "utility");
    Objects.requireNonNull(arrivals, "arrivals");
  }

  /** The paper's setting with our choices for what it leaves open. */
  public static TrialParameters paper000() {
    return new TrialParameters(SystemParameters.paper000(), UtilityParameters.paper000(), ArrivalParameters.paper000());
  }

  public TrialParameters withSystem(SystemParameters s) {
    return new TrialParameters(s, utility, arrivals);
  }

  public TrialParameters withArrivals(ArrivalParameters a) {
    return new TrialParameters(system, utility, a);
  }
}
