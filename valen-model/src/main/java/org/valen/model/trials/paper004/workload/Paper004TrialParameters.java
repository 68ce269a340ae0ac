package org.valen.model.trials.paper004.workload;

import java.util.Objects;
import org.valen.model.trials.paper004.system.ClusterParameters;

/** Everything a paper 004 trial is generated from, but the seed: the system and the bursts. */
public record Paper004TrialParameters(ClusterParameters system, BurstParameters bursts) {
  public Paper004TrialParameters {
    Objects.requireNonNull(system, "system");
    Objects.requireNonNull(bursts, "bursts");
  }

  /** The paper's setting with our choices for what it leaves open. */
  public static Paper004TrialParameters paper004() {
    return new Paper004TrialParameters(ClusterParameters.paper004(), BurstParameters.paper004());
  }

  public Paper004TrialParameters withSystem(ClusterParameters s) {
    return new Paper004TrialParameters(s, bursts);
  }

  public Paper004TrialParameters withBursts(BurstParameters b) {
    return new Paper004TrialParameters(system, b);
  }
}
