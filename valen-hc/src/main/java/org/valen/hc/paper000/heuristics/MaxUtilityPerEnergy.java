package org.valen.hc.paper000.heuristics;

import org.valen.runtime.policy.Plan;

/**
 * Max UPE (paper 000, section III-D): as Max Utility, maximizing "utility earned / energy consumed
 * by allocation": the value at the offer's expected completion / its expected energy ({@link
 * MinMinRule}).
 */
public final class MaxUtilityPerEnergy extends MinMinRule {
  public static final String NAME = "MaxUPE";

  public MaxUtilityPerEnergy() {
    super(NAME);
  }

  /** log of the expected energy (for one task: log EEC = log ETC × APC). */
  @Override
  double logCost(Plan plan) {
    return Math.log(plan.expectedEnergyJoules());
  }
}
