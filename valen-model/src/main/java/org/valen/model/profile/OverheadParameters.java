package org.valen.model.profile;

import org.valen.model.Check;

/**
 * Inputs of {@link MigrationOverheads#estimate}: what paper 001 leaves open about reallocation
 * costs ("the overhead to reallocate (migrate) the tasks to a different node is higher than that
 * of the migration within the same node"; "the overhead to set the v/f levels").
 *
 * @param restartSeconds time to stop a job at a checkpoint and restart it elsewhere, on top of
 *     moving its state (saving and restoring process images, re-reading inputs)
 * @param levelSwitchSeconds time to change the v/f level of the cores (P-state transitions take
 *     hundreds of microseconds: paper 002, section 3.1)
 */
public record OverheadParameters(double restartSeconds, double levelSwitchSeconds) {
  public OverheadParameters {
    Check.nonNegative(restartSeconds, "restartSeconds");
    Check.nonNegative(levelSwitchSeconds, "levelSwitchSeconds");
  }

  /** 5 s restart, 100 µs level switch. */
  public static OverheadParameters defaults() {
    return new OverheadParameters(5.0, 1e-4);
  }
}
