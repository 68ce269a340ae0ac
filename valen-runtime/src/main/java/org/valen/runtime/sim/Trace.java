package org.valen.runtime.sim;

import org.valen.model.energy.EnergyKind;

/**
 * Observes a simulation in detail: every piece of a task run on a core and every change of a
 * core's power. The contract tests check the kernel's invariants on it; a user can log or plot it.
 */
public interface Trace {

  /** A trace that records nothing. */
  Trace NONE = new Trace() {};

  /**
   * Task {@code task} of job {@code jobId} ran on global core {@code core} at {@code level} from
   * {@code startSeconds} to {@code endSeconds}; {@code finished} is false when the piece ended
   * because the job paused or moved.
   */
  default void taskRan(String jobId, int task, int core, int level, double startSeconds, double endSeconds,
      boolean finished) {}

  /** Why a piece of a task ended. */
  enum PieceEnd {
    /** the task finished */
    FINISHED,
    /** the job paused at a checkpoint */
    CHECKPOINT,
    /** the job was reallocated: other cores, node or levels (a migration) */
    REALLOCATED,
    /** the job was preempted: it gave up its cores and waits again */
    PREEMPTED
  }

  /**
   * As {@link #taskRan(String, int, int, int, double, double, boolean)}, saying why the piece ended;
   * the kernel calls this one, which by default calls the other.
   */
  default void taskRan(String jobId, int task, int core, int level, double startSeconds, double endSeconds,
      PieceEnd end) {
    taskRan(jobId, task, core, level, startSeconds, endSeconds, end == PieceEnd.FINISHED);
  }

  /** From {@code seconds} on, global core {@code core} draws {@code watts} of {@code kind}. */
  default void powerChanged(double seconds, int core, EnergyKind kind, double watts) {}

  /**
   * The simulated clock reached {@code seconds}: told at every energy sample (each simulated hour
   * by default) while the run goes on, for a progress display.
   */
  default void clockReached(double seconds) {}
}
