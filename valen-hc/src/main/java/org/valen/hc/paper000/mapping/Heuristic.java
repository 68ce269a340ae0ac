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

  /**
   * Builds what the heuristic keeps from event to event for {@code round}'s tables and mappable
   * tasks, before the first event, so that the first event does not pay for it. Optional: a
   * heuristic that is not prepared builds it in its first {@link #map}.
   */
  default void prepare(MappingRound round) {}

  /** Makes this event's assignments. */
  void map(MappingRound round);
}
