package org.valen.runtime.sim;

import java.util.Optional;
import org.valen.model.job.Catalogue;
import org.valen.model.job.Workload;
import org.valen.model.platform.Platform;
import org.valen.runtime.offers.PlanSource;
import org.valen.runtime.offers.RunPlans;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;

/** Runs one policy on one workload and platform. */
public final class Simulation {
  private Simulation() {}

  /**
   * Simulates until every arrival has finished or been rejected (or the stop time); offers come
   * from the execution model.
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
    return run(platform, catalogue, workload, policy, settings, trace,
        new RunPlans(platform, catalogue, Optional.empty()));
  }

  /**
   * Runs {@code policy} on the platform, catalogue and profiles of {@code inputs}: the run's offers
   * come from the profiles where they cover a template, else from the execution model.
   */
  public static SimulationResult run(PolicyInputs inputs, Workload workload, Policy policy, SimulationSettings settings,
      Trace trace) {
    return run(inputs.platform(), inputs.catalogue(), workload, policy, settings, trace,
        new RunPlans(inputs.platform(), inputs.catalogue(), inputs.profiles()));
  }

  /** As {@link #run(PolicyInputs, Workload, Policy, SimulationSettings, Trace)}, unobserved. */
  public static SimulationResult run(PolicyInputs inputs, Workload workload, Policy policy, SimulationSettings settings) {
    return run(inputs, workload, policy, settings, Trace.NONE);
  }

  /** The general form: offers from {@code plans}. The policy is told when the run ends ({@link Policy#runEnded}), also on failure. */
  public static SimulationResult run(Platform platform, Catalogue catalogue, Workload workload, Policy policy,
      SimulationSettings settings, Trace trace, PlanSource plans) {
    try {
      return new Engine(platform, catalogue, workload, policy, settings, trace, plans).run();
    } finally {
      policy.runEnded();
    }
  }
}
