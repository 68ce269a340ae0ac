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

  /**
   * The fast implementation only, once at the start of a run: a heuristic that keeps an index of
   * the mappable tasks of its own, beside its rule, registers it on {@code tasks} here. None by
   * default.
   */
  default void watch(MappableTasks tasks, PreemptionFlags flags) {}
}
