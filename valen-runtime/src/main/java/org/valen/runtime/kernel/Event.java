package org.valen.runtime.kernel;

/**
 * Something that happens at a point of simulated time. Each kind of event is its own class with
 * its own fields; the loop calls {@link #fire()} (dispatch by method, not by a type switch).
 */
@FunctionalInterface
public interface Event {
  /** Does what the event does; it may schedule further events. */
  void fire();
}
