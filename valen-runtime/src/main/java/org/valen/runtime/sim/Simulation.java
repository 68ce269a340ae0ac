package org.valen.runtime.sim;

import org.valen.model.job.Catalogue;
import org.valen.model.job.Workload;
import org.valen.model.platform.Platform;
import org.valen.runtime.policy.Policy;

/** Runs one policy on one workload and platform. */
public final class Simulation {
  private Simulation() {}

  /**
   * Simulates until every arrival has finished or been rejected.
   *
   * @throws IllegalArgumentException if an arrival names a template the catalogue lacks
   * @throws org.valen.runtime.policy.IllegalDecisionException if the policy asks for something
   *     impossible
   */
  public static SimulationResult run(
      Platform platform, Catalogue catalogue, Workload workload, Policy policy, SimulationSettings settings) {
    return run(platform, catalogue, workload, policy, settings, Trace.NONE);
  }

  /** As {@link #run(Platform, Catalogue, Workload, Policy, SimulationSettings)}, observed by {@code trace}. */
  public static SimulationResult run(
      Platform platform, Catalogue catalogue, Workload workload, Policy policy, SimulationSettings settings,
      Trace trace) {
    return new Engine(platform, catalogue, workload, policy, settings, trace).run();
  }
}
