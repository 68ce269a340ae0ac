package org.valen.hc.paper002.robustness;

import java.util.Objects;
import org.valen.model.exec.DiscretePmf;

/**
 * A task assigned to a core, as the resource manager knows it: its execution-time pmf on that core
 * in its P-state, its deadline δ(z), and the energy its assignment took from the energy estimate
 * (added back if it is cancelled, section 5.6).
 *
 * @param jobIndex the job's index in the workload
 * @param executionPmf its execution time on the core in its P-state
 * @param deadlineSeconds δ(z), absolute
 * @param energyAboveIdleJoules EEC − the energy of the core idling in P4 as long (section 5.6)
 */
public record AssignedTask(int jobIndex, DiscretePmf executionPmf, double deadlineSeconds,
    double energyAboveIdleJoules) {
  public AssignedTask {
    Objects.requireNonNull(executionPmf, "executionPmf");
  }
}
