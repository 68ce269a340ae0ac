package org.valen.hc.paper000.heuristics;

/**
 * Prioritized-LCFS All P-states (paper 000, section III-D): jobs by priority, highest first, then
 * descending arrival; each node's choice is its first offer that passes the energy filter, P-state
 * 0 first. The job goes to the available node with the earliest ready time whose choice passes
 * ({@link FirstFitRule}).
 */
public final class PrioritizedLcfsAllPStates extends FirstFitRule {
  public static final String NAME = "PLCFS-AllP";

  public PrioritizedLcfsAllPStates() {
    super(NAME, PRIORITY.thenComparing(ARRIVAL.reversed()), true);
  }
}
