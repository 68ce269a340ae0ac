package org.valen.experiments.preset;

import java.util.List;
import java.util.Map;
import org.valen.experiments.table.PolicyEntry;
import org.valen.experiments.table.RunRow;

/**
 * Runs a preset makes before an experiment's own, whose results set what those runs get: paper
 * 000's energy constraint E, 70 % of the mean energy unconstrained Max UPT uses over the trials
 * (section IV-D). The calibration runs are runs like the others: they run on every (sweep value,
 * trial) and their rows come first in {@code runs.csv}, so the constraint can be checked from it.
 */
public interface Calibration {

  /** The policy entries run to calibrate, on every trial of every sweep value. */
  List<PolicyEntry> entries();

  /**
   * The setup options the experiment's runs at one sweep value get (each policy only those it
   * takes; every measure sees them), from the calibration rows at that value in trial order.
   */
  Map<String, String> options(List<RunRow> calibrationRows);

  /**
   * Options of the form {@link #options} gives, for the check every policy passes before any run
   * (is made once on each system): e.g. a budget of 1 J where E will be calibrated.
   */
  Map<String, String> checkOptions();
}
