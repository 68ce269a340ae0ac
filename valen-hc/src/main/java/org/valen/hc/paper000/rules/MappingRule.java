package org.valen.hc.paper000.rules;

/**
 * A heuristic of paper 000 (section III-D) as a rule over offers: given the jobs and the choices
 * that passed dropping and the energy filter, it makes a mapping event's assignments through the
 * event's {@link Round}, one per iteration, while it has jobs to map and nodes to map them to.
 */
public interface MappingRule {

  /** Name in reports, e.g. {@code MaxUPE}. */
  String name();

  /** Makes this event's assignments. */
  void map(Round round);
}
