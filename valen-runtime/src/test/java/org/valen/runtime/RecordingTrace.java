package org.valen.runtime;

import java.util.ArrayList;
import java.util.List;
import org.valen.model.energy.EnergyKind;
import org.valen.runtime.sim.Trace;

/** Keeps every task piece and power change of a run, for the contract checks. */
public final class RecordingTrace implements Trace {
  /** A piece of a task run on a core. */
  public record Piece(String job, int task, int core, int level, double start, double end, boolean finished) {}

  /** A change of one core's power of one kind. */
  public record PowerChange(double seconds, int core, EnergyKind kind, double watts) {}

  public final List<Piece> pieces = new ArrayList<>();
  public final List<PowerChange> power = new ArrayList<>();

  @Override
  public void taskRan(String jobId, int task, int core, int level, double start, double end, boolean finished) {
    pieces.add(new Piece(jobId, task, core, level, start, end, finished));
  }

  @Override
  public void powerChanged(double seconds, int core, EnergyKind kind, double watts) {
    power.add(new PowerChange(seconds, core, kind, watts));
  }
}
