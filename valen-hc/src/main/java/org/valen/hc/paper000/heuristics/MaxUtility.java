package org.valen.hc.paper000.heuristics;

import org.valen.runtime.policy.Plan;

/**
 * Max Utility (paper 000, section III-D; Min-Min style): each mappable job finds the valid offer
 * that passes the energy filter and earns the most value at its expected completion; the offer
 * that earns the most of these is assigned; repeat ({@link MinMinRule}).
 */
public final class MaxUtility extends MinMinRule {
  public static final String NAME = "MaxUtility";

  public MaxUtility() {
    super(NAME);
  }

  /** The value alone. */
  @Override
  double logCost(Plan plan) {
    return 0;
  }
}
