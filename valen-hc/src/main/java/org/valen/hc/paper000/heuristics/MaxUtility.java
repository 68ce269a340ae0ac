package org.valen.hc.paper000.heuristics;

import org.valen.hc.paper000.mapping.BestScore;

/**
 * Max Utility (paper 000, section III-D; Min-Min style): each mappable task finds the valid
 * machine/P-state choice that passes the energy filter and earns the most utility at its
 * completion; the choice that earns the most of these is assigned; repeat.
 */
public final class MaxUtility extends EngineHeuristic {
  public static final String NAME = "MaxUtility";

  public MaxUtility() {
    super(new BestScore(NAME, BestScore.Objective.UTILITY));
  }
}
