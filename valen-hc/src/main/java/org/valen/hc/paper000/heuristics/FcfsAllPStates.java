package org.valen.hc.paper000.heuristics;

/**
 * FCFS All P-states (paper 000, section III-D): jobs in ascending order of arrival; each node's
 * choice is its first offer that passes the energy filter, P-state 0 first. The job goes to the
 * available node with the earliest ready time whose choice passes ({@link FirstFitRule}).
 */
public final class FcfsAllPStates extends FirstFitRule {
  public static final String NAME = "FCFS-AllP";

  public FcfsAllPStates() {
    super(NAME, ARRIVAL, true);
  }
}
