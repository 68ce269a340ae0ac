package org.valen.hc.paper000.heuristics;

import org.valen.hc.paper000.mapping.OrderedFirstFit;

/**
 * Prioritized-FCFS P-state 0 (paper 000, section III-D): Tasks grouped by priority level (maximum utility), highest first, and within a group in ascending order of arrival time, each to the available machine with the earliest ready time that is valid and passes the energy filter in P-state 0 (the fastest).
 */
public final class PrioritizedFcfsPState0 extends EngineHeuristic {
  public static final String NAME = "PFCFS-P0";

  public PrioritizedFcfsPState0() {
    super(new OrderedFirstFit(NAME, OrderedFirstFit.Order.PRIORITIZED_FCFS, false));
  }
}
