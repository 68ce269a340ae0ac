package org.valen.hc.paper004.rules;

/** One of paper 004's heuristics (section III-C … III-F): it makes the mapping of one mapping event. */
public interface Heuristic {

  /** The name it is registered under, e.g. {@code P004-MaxUPT-Greedy}. */
  String name();

  /** The objective it maximizes (Random and FCFS look only at whether a task earns anything: Util). */
  default Objective objective() {
    return Objective.UTIL;
  }

  /** Maps the event's tasks: assigns (and preempts) until nothing more can be assigned. */
  void map(MappingEvent event);
}
