package org.valen.experiments.paper000;

import java.util.Objects;
import org.valen.hc.paper000.mapping.Environment;

/**
 * One of paper 000's compared cases: a heuristic in an environment, with or without the energy
 * filter, under the day's energy constraint — or, for the calibration of section IV-D, Max UPT
 * without any constraint.
 *
 * @param heuristic heuristic name ({@code valen policies})
 * @param environment queued or polled
 * @param filter "on", "off", or "unconstrained" (no filter and no energy constraint)
 */
public record Configuration(String heuristic, Environment environment, String filter) {
  public static final String ON = "on";
  public static final String OFF = "off";
  public static final String UNCONSTRAINED = "unconstrained";

  public Configuration {
    Objects.requireNonNull(heuristic, "heuristic");
    Objects.requireNonNull(environment, "environment");
    if (!filter.equals(ON) && !filter.equals(OFF) && !filter.equals(UNCONSTRAINED)) {
      throw new IllegalArgumentException("filter must be on, off or unconstrained, was " + filter);
    }
  }

  /** Section IV-D: unconstrained Max UPT, whose mean daily energy × 70 % is the constraint. */
  public static Configuration calibration() {
    return new Configuration("MaxUPT", Environment.QUEUED, UNCONSTRAINED);
  }

  public boolean constrained() {
    return !filter.equals(UNCONSTRAINED);
  }

  public boolean filtered() {
    return filter.equals(ON);
  }

  /** E.g. {@code MaxUPT queued filter}. */
  public String label() {
    return heuristic + " " + environment.label() + (filtered() ? " filter" : constrained() ? "" : " unconstrained");
  }
}
