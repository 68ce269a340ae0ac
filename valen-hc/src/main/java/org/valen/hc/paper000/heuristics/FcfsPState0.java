package org.valen.hc.paper000.heuristics;

/**
 * FCFS P-state 0 (paper 000, section III-D): jobs in ascending order of arrival; each node's
 * choice is its fastest offer (P-state 0). The job goes to the available node with the earliest
 * ready time whose choice passes ({@link FirstFitRule}).
 */
public final class FcfsPState0 extends FirstFitRule {
  public static final String NAME = "FCFS-P0";

  public FcfsPState0() {
    super(NAME, ARRIVAL, false);
  }
}
