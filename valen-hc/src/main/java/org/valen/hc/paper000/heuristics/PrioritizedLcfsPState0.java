package org.valen.hc.paper000.heuristics;

import org.valen.hc.paper000.mapping.OrderedFirstFit;

/**
 * Prioritized-LCFS P-state 0 (paper 000, section III-D): Tasks by priority level, highest first, then descending arrival time, each to the available machine with the earliest ready time that is valid and passes the energy filter in P-state 0 (the fastest).
 */
public final class PrioritizedLcfsPState0 extends EngineHeuristic {
  public static final String NAME = "PLCFS-P0";

  public PrioritizedLcfsPState0() {
    super(new OrderedFirstFit(NAME, OrderedFirstFit.Order.PRIORITIZED_LCFS, false));
  }
}
