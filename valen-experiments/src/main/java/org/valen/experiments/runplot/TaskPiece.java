package org.valen.experiments.runplot;

/**
 * One row of {@code tasks.csv}: a piece of a task on a core at a v/f level.
 *
 * @param end why it ended: finished, checkpoint, reallocated or preempted
 */
public record TaskPiece(String job, int task, String node, int core, int level, double startSeconds,
    double endSeconds, String end) {

  /** Whether the piece overlaps {@code [from, to]}. */
  public boolean overlaps(double from, double to) {
    return endSeconds >= from && startSeconds <= to;
  }
}
