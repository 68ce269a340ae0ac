package org.valen.runtime.policy;

import org.valen.model.Check;

/**
 * When the kernel asks a policy to decide.
 *
 * @param onEvents at every instant at which jobs arrive or finish (immediate mode, paper 001)
 * @param periodSeconds every this many seconds from time 0; 0 for never
 * @param periodIsCheckpoint whether periodic decisions are checkpoints: running jobs pause to be
 *     checkpointed there, which costs time and energy (paper 001, section IV-B)
 */
public record Triggers(boolean onEvents, double periodSeconds, boolean periodIsCheckpoint) {
  public Triggers {
    Check.nonNegative(periodSeconds, "periodSeconds");
    if (!onEvents && periodSeconds == 0) {
      throw new IllegalArgumentException("a policy must decide on events, periodically, or both");
    }
  }

  /** Whenever jobs arrive or finish. */
  public static Triggers onEventsOnly() {
    return new Triggers(true, 0, false);
  }

  /** Whenever jobs arrive or finish, and at checkpoints every {@code seconds}. */
  public static Triggers onEventsAndCheckpoints(double seconds) {
    return new Triggers(true, Check.positive(seconds, "checkpoint interval"), true);
  }

  /** Only at batch mapping events every {@code seconds} (paper 000). */
  public static Triggers periodic(double seconds) {
    return new Triggers(false, Check.positive(seconds, "mapping interval"), false);
  }
}
