package org.valen.runtime.sim;

/** How a job left the system. */
public enum JobStatus {
  /** Finished with a positive value. */
  COMPLETED("completed"),
  /** Finished after its value had reached zero (paper 001 counts it as rejected). */
  COMPLETED_ZERO_VALUE("completed-with-zero-value"),
  /** Dropped from the queue, or never started, because its value reached zero first. */
  REJECTED_IN_QUEUE("rejected-in-queue"),
  /** Still waiting, queued or running when the simulation stopped at its stop time. */
  UNFINISHED("unfinished-at-stop"),
  /** Cancelled by the policy's last look the moment it would have started from a queue (paper 002). */
  CANCELLED("cancelled-at-start"),
  /** Started, preempted, and then dropped or never resumed: it earned nothing. */
  ABANDONED("abandoned-after-start");

  private final String label;

  JobStatus(String label) {
    this.label = label;
  }

  /** The name used in CSV files. */
  public String label() {
    return label;
  }

  /**
   * Whether a job that left so is credited the value of its curve at its finish time: only a job
   * that finished. A job caught by the stop time earns nothing (it has no finish time).
   */
  public boolean earnsValue() {
    return this == COMPLETED || this == COMPLETED_ZERO_VALUE;
  }

  /** Whether paper 001 counts the job as rejected (Table II). */
  public boolean countsAsRejected() {
    return this != COMPLETED;
  }
}
