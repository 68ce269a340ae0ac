package org.valen.hc.paper000.heuristics;

import org.valen.hc.paper000.mapping.OrderedFirstFit;

/**
 * FCFS P-state 0 (paper 000, section III-D): Tasks in ascending order of arrival time, each to the available machine with the earliest ready time that is valid and passes the energy filter in P-state 0 (the fastest).
 */
public final class FcfsPState0 extends EngineHeuristic {
  public static final String NAME = "FCFS-P0";

  public FcfsPState0() {
    super(new OrderedFirstFit(NAME, OrderedFirstFit.Order.FCFS, false));
  }
}
