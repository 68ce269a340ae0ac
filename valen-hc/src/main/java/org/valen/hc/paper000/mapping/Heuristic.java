package org.valen.hc.paper000.mapping;

/**
 * The last step of a mapping event (paper 000, section III-D): given the tasks and choices that
 * passed dropping and the energy filter, make assignments, one per iteration, while there are
 * tasks to map and available machines.
 */
public interface Heuristic {

  /** Name in reports, e.g. {@code Max-UPT}. */
  String name();

  /** Whether it may choose P-states other than P-state 0. */
  boolean usesAllPStates();

  /** Makes this event's assignments. */
  void map(MappingRound round);
}
