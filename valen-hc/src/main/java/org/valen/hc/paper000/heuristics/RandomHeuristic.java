package org.valen.hc.paper000.heuristics;

import org.valen.hc.paper000.mapping.RandomMapping;

/**
 * Random (paper 000, section III-D): a random mappable task to a random available machine in a
 * random P-state, among the valid choices that pass the energy filter.
 */
public final class RandomHeuristic extends EngineHeuristic {
  public static final String NAME = "Random";

  public RandomHeuristic(long seed) {
    super(new RandomMapping(NAME, seed));
  }
}
