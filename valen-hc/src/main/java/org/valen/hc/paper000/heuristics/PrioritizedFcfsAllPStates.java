package org.valen.hc.paper000.heuristics;

import org.valen.hc.paper000.mapping.OrderedFirstFit;

/**
 * Prioritized-FCFS All P-states (paper 000, section III-D): Tasks by priority level, highest first, then ascending arrival time, each to the available machine with the earliest ready time on which some P-state passes the energy filter, in the fastest P-state that passes.
 */
public final class PrioritizedFcfsAllPStates extends EngineHeuristic {
  public static final String NAME = "PFCFS-AllP";

  public PrioritizedFcfsAllPStates() {
    super(new OrderedFirstFit(NAME, OrderedFirstFit.Order.PRIORITIZED_FCFS, true));
  }
}
