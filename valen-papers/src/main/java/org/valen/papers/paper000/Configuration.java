package org.valen.papers.paper000;

import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.valen.experiments.table.PolicyEntry;
import org.valen.hc.paper000.Paper000Options;
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

  /** E.g. {@code MaxUPT queued filter}: the label of its runs in paper 000's figures. */
  public String label() {
    return label(heuristic, environment.label(), filter);
  }

  /** The label of heuristic {@code h} in environment {@code e} with filter cell {@code f} (on, off, unconstrained). */
  static String label(String h, String e, String f) {
    return h + " " + e + (f.equals(ON) ? " filter" : f.equals(UNCONSTRAINED) ? " unconstrained" : "");
  }

  /**
   * Its policy entry: the heuristic under {@link #label()} with its environment and filter (and no
   * energy constraint if unconstrained); the day and E come from the preset.
   */
  public PolicyEntry entry() {
    Map<String, String> options = new TreeMap<>(Map.of(Paper000Options.ENVIRONMENT, environment.label(),
        Paper000Options.FILTER, filtered() ? ON : OFF));
    if (!constrained()) {
      options.put(Paper000Options.ENERGY_BUDGET_JOULES, "none");
    }
    return new PolicyEntry(heuristic, label(), options);
  }
}
