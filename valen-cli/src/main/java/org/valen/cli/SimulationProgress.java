package org.valen.cli;

import org.valen.model.energy.EnergyKind;
import org.valen.runtime.sim.Trace;

/**
 * The progress of one long simulation: simulated hours out of the workload's horizon, on a
 * terminal only ({@link ProgressDisplay}), passing every observation on to the run's own trace.
 */
final class SimulationProgress implements Trace, AutoCloseable {
  private final Trace inner;
  private final ProgressDisplay bar;
  private final long hours;

  /**
   * @param task the bar's name
   * @param horizonSeconds the workload's horizon: the bar's end
   * @param wanted false with --no-progress
   */
  SimulationProgress(String task, double horizonSeconds, boolean wanted, Trace inner) {
    this.inner = inner;
    this.hours = Math.max(1, (long) Math.ceil(horizonSeconds / 3600));
    this.bar = ProgressDisplay.start(task + " (simulated h)", hours, wanted);
  }

  @Override
  public void taskRan(String jobId, int task, int core, int level, double startSeconds, double endSeconds,
      PieceEnd end) {
    inner.taskRan(jobId, task, core, level, startSeconds, endSeconds, end);
  }

  @Override
  public void powerChanged(double seconds, int core, EnergyKind kind, double watts) {
    inner.powerChanged(seconds, core, kind, watts);
  }

  @Override
  public void clockReached(double seconds) {
    bar.stepTo(Math.min(hours, (long) (seconds / 3600)));
    inner.clockReached(seconds);
  }

  /** The trace to give the run: this one on a terminal, else {@code inner} alone. */
  Trace trace() {
    return bar.shown() ? this : inner;
  }

  @Override
  public void close() {
    bar.stepTo(hours);
    bar.close();
  }
}
