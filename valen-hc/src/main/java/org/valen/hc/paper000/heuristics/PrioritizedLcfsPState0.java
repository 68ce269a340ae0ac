package org.valen.hc.paper000.heuristics;

/**
 * Prioritized-LCFS P-state 0 (paper 000, section III-D): jobs by priority, highest first, then
 * descending arrival; each node's choice is its fastest offer (P-state 0). The job goes to the
 * available node with the earliest ready time whose choice passes ({@link FirstFitRule}).
 */
public final class PrioritizedLcfsPState0 extends FirstFitRule {
  public static final String NAME = "PLCFS-P0";

  public PrioritizedLcfsPState0() {
    super(NAME, PRIORITY.thenComparing(ARRIVAL.reversed()), false);
  }
}
