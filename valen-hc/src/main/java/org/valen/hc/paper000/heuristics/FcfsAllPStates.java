package org.valen.hc.paper000.heuristics;

import org.valen.hc.paper000.mapping.OrderedFirstFit;

/**
 * FCFS All P-states (paper 000, section III-D): Tasks in ascending order of arrival time, each to the available machine with the earliest ready time on which some P-state passes the energy filter, in the fastest P-state that passes.
 */
public final class FcfsAllPStates extends EngineHeuristic {
  public static final String NAME = "FCFS-AllP";

  public FcfsAllPStates() {
    super(new OrderedFirstFit(NAME, OrderedFirstFit.Order.FCFS, true));
  }
}
