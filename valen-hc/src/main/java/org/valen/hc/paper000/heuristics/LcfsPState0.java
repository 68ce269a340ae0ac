package org.valen.hc.paper000.heuristics;

/**
 * LCFS P-state 0 (paper 000, section III-D): jobs in descending order of arrival (the latest
 * first: its value has decayed least); each node's choice is its fastest offer (P-state 0). The
 * job goes to the available node with the earliest ready time whose choice passes ({@link
 * FirstFitRule}).
 */
public final class LcfsPState0 extends FirstFitRule {
  public static final String NAME = "LCFS-P0";

  public LcfsPState0() {
    super(NAME, ARRIVAL.reversed(), false);
  }
}
