package org.valen.hc.paper000.heuristics;

import org.valen.hc.paper000.mapping.BestScore;

/**
 * Max UPE (paper 000, section III-D): as Max Utility, maximizing utility earned / energy consumed
 * by the allocation (EEC).
 */
public final class MaxUtilityPerEnergy extends EngineHeuristic {
  public static final String NAME = "MaxUPE";

  public MaxUtilityPerEnergy() {
    super(new BestScore(NAME, BestScore.Objective.UTILITY_PER_ENERGY));
  }
}
