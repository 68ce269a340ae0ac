package org.valen.hc.paper002.outcome;

import java.util.Locale;
import org.valen.runtime.sim.JobRecord;
import org.valen.runtime.sim.JobStatus;

/**
 * How one task of paper 002's workload ended. Only {@link #ON_TIME} meets the paper's goal: "the
 * goal is to maximize the number of tasks completed by their individual deadlines under a constraint
 * on the total amount of energy used by the system"; every other outcome is a missed deadline.
 */
public enum Outcome {
  /** Finished by its deadline, before the energy budget was used up. */
  ON_TIME,
  /** Finished after its deadline ("there is no value in completing a task after its deadline"). */
  LATE,
  /** Finished by its deadline but after the energy budget was used up (section 3.3). */
  AFTER_BUDGET,
  /** Left unassigned: the filters left no feasible assignment (section 5.1). */
  DISCARDED,
  /** Cancelled just before it would have started (section 5.7). */
  CANCELLED,
  /** Not finished when the run stopped (a run with a stop time), or abandoned after a preemption. */
  UNFINISHED;

  /** The name in files: on-time, late, after-budget, … */
  public String label() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /**
   * The outcome of {@code job} with deadline {@code deadlineSeconds} (absolute), in a run whose
   * budget ran out at {@code exhaustedAtSeconds}. A task that finished late is late, whatever the
   * energy; one by its deadline is on time only if it finished by the time the budget ran out.
   */
  public static Outcome of(JobRecord job, double deadlineSeconds, double exhaustedAtSeconds) {
    JobStatus s = job.status();
    if (s == JobStatus.COMPLETED || s == JobStatus.COMPLETED_ZERO_VALUE) {
      if (job.finishSeconds() > deadlineSeconds) {
        return LATE;
      }
      return job.finishSeconds() <= exhaustedAtSeconds ? ON_TIME : AFTER_BUDGET;
    }
    return switch (s) {
      case REJECTED_IN_QUEUE -> DISCARDED;
      case CANCELLED -> CANCELLED;
      default -> UNFINISHED;
    };
  }
}
