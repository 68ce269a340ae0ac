package org.valen.hc.paper000.heuristics;

/**
 * LCFS All P-states (paper 000, section III-D): jobs in descending order of arrival; each node's
 * choice is its first offer that passes the energy filter, P-state 0 first. The job goes to the
 * available node with the earliest ready time whose choice passes ({@link FirstFitRule}).
 */
public final class LcfsAllPStates extends FirstFitRule {
  public static final String NAME = "LCFS-AllP";

  public LcfsAllPStates() {
    super(NAME, ARRIVAL.reversed(), true);
  }
}
