package org.valen.hc.paper000.heuristics;

/**
 * Prioritized-FCFS P-state 0 (paper 000, section III-D): jobs grouped by priority (maximum value),
 * highest first, each group in ascending order of arrival; each node's choice is its fastest offer
 * (P-state 0). The job goes to the available node with the earliest ready time whose choice passes
 * ({@link FirstFitRule}).
 */
public final class PrioritizedFcfsPState0 extends FirstFitRule {
  public static final String NAME = "PFCFS-P0";

  public PrioritizedFcfsPState0() {
    super(NAME, PRIORITY.thenComparing(ARRIVAL), false);
  }
}
