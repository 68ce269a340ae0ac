package org.valen.hc.paper000.heuristics;

import org.valen.runtime.policy.Plan;

/**
 * Max UPT (paper 000, section III-D): as Max Utility, maximizing "utility earned / execution
 * time": the value at the offer's expected completion / its expected response time ({@link
 * MinMinRule}). The heuristic whose unconstrained energy sets the day's constraint (section IV-D).
 */
public final class MaxUtilityPerTime extends MinMinRule {
  public static final String NAME = "MaxUPT";

  public MaxUtilityPerTime() {
    super(NAME);
  }

  /** log of the expected response time (for one task: log ETC). */
  @Override
  double logCost(Plan plan) {
    return Math.log(plan.expectedResponseSeconds());
  }
}
