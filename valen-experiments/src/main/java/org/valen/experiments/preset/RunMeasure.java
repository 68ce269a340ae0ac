package org.valen.experiments.preset;

import java.util.Map;
import org.valen.runtime.sim.SimulationResult;
import org.valen.runtime.sim.Trace;

/**
 * What one run measures: a preset's figures of a run (paper 000's utility over the measured day,
 * paper 004's utility in the window, paper 002's missed deadlines …), as the cells of the run's row
 * of {@code runs.csv} ({@link RowLayout#measures()}). A run may need to watch the kernel while it
 * runs (energy over time, the window): {@link #start} gives it a fresh {@link Trace} for each run.
 */
@FunctionalInterface
public interface RunMeasure {

  /** Starts measuring one run of {@code run}. */
  Observation start(RunContext run);

  /** One run being measured. */
  interface Observation {
    /** What the kernel reports to during the run. */
    default Trace trace() {
      return Trace.NONE;
    }

    /** The run's cells, by the measure columns' names; values are numbers, text or lists of numbers. */
    Map<String, Object> cells(SimulationResult result);
  }
}
