package org.valen.hc.paper000.heuristics;

import org.valen.hc.paper000.mapping.BestScore;

/**
 * Max UPT (paper 000, section III-D): as Max Utility, maximizing utility earned / execution time;
 * the heuristic whose unconstrained energy sets the day's constraint (section IV-D).
 */
public final class MaxUtilityPerTime extends EngineHeuristic {
  public static final String NAME = "MaxUPT";

  public MaxUtilityPerTime() {
    super(new BestScore(NAME, BestScore.Objective.UTILITY_PER_TIME));
  }
}
