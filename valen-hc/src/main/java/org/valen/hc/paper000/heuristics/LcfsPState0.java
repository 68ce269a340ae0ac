package org.valen.hc.paper000.heuristics;

import org.valen.hc.paper000.mapping.OrderedFirstFit;

/**
 * LCFS P-state 0 (paper 000, section III-D): Tasks in descending order of arrival time (the latest first, as its utility has decayed least), each to the available machine with the earliest ready time that is valid and passes the energy filter in P-state 0 (the fastest).
 */
public final class LcfsPState0 extends EngineHeuristic {
  public static final String NAME = "LCFS-P0";

  public LcfsPState0() {
    super(new OrderedFirstFit(NAME, OrderedFirstFit.Order.LCFS, false));
  }
}
