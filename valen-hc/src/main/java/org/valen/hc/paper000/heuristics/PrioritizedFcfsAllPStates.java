package org.valen.hc.paper000.heuristics;

/**
 * Prioritized-FCFS All P-states (paper 000, section III-D): jobs by priority, highest first, then
 * ascending arrival; each node's choice is its first offer that passes the energy filter, P-state
 * 0 first. The job goes to the available node with the earliest ready time whose choice passes
 * ({@link FirstFitRule}).
 */
public final class PrioritizedFcfsAllPStates extends FirstFitRule {
  public static final String NAME = "PFCFS-AllP";

  public PrioritizedFcfsAllPStates() {
    super(NAME, PRIORITY.thenComparing(ARRIVAL), true);
  }
}
