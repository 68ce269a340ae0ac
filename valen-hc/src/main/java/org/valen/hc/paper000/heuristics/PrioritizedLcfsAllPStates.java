package org.valen.hc.paper000.heuristics;

import org.valen.hc.paper000.mapping.OrderedFirstFit;

/**
 * Prioritized-LCFS All P-states (paper 000, section III-D): Tasks by priority level, highest first, then descending arrival time, each to the available machine with the earliest ready time on which some P-state passes the energy filter, in the fastest P-state that passes.
 */
public final class PrioritizedLcfsAllPStates extends EngineHeuristic {
  public static final String NAME = "PLCFS-AllP";

  public PrioritizedLcfsAllPStates() {
    super(new OrderedFirstFit(NAME, OrderedFirstFit.Order.PRIORITIZED_LCFS, true));
  }
}
