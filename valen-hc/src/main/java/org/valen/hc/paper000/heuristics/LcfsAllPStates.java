package org.valen.hc.paper000.heuristics;

import org.valen.hc.paper000.mapping.OrderedFirstFit;

/**
 * LCFS All P-states (paper 000, section III-D): Tasks in descending order of arrival time, each to the available machine with the earliest ready time on which some P-state passes the energy filter, in the fastest P-state that passes.
 */
public final class LcfsAllPStates extends EngineHeuristic {
  public static final String NAME = "LCFS-AllP";

  public LcfsAllPStates() {
    super(new OrderedFirstFit(NAME, OrderedFirstFit.Order.LCFS, true));
  }
}
