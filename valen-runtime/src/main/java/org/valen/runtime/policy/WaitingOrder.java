package org.valen.runtime.policy;

/**
 * Orders in which a policy can walk the waiting jobs without copying or sorting them ({@link
 * DecisionContext#waiting(WaitingOrder)}). Ties always go to the earlier arrival (smaller job
 * index), so every order is total and deterministic.
 */
public enum WaitingOrder {
  /** Earliest arrival first. */
  ARRIVAL,
  /** Earliest deadline first: arrival + the value curve's {@code deadlineSeconds()}. */
  DEADLINE,
  /** Earliest expiry first: arrival + the value curve's {@code zeroAfterSeconds()} (when it earns nothing any more). */
  EXPIRY,
  /** Highest maximum value first (a job's priority in paper 000's terms). */
  VALUE
}
