package org.valen.runtime.policy;

import java.util.Optional;

/**
 * A policy asked for something the kernel cannot do: a bug in the policy, reported with context
 * (the policy, the time, the job and why). The command line says "policy X made an impossible
 * decision: …" and exits with its own status (4, {@code docs/policies.md}).
 */
public final class IllegalDecisionException extends RuntimeException {
  private final transient String policy;
  private final String decision;

  public IllegalDecisionException(String message) {
    super(message);
    this.policy = null;
    this.decision = message;
  }

  /**
   * The refusal of {@code decision} (the time, the action, the job and why) made by policy {@code
   * policy}; the message is both.
   */
  public IllegalDecisionException(String policy, String decision) {
    super(policy + " " + decision);
    this.policy = policy;
    this.decision = decision;
  }

  /** The policy whose decision it was, if known. */
  public Optional<String> policy() {
    return Optional.ofNullable(policy);
  }

  /** What was refused and why, without the policy's name. */
  public String decision() {
    return decision;
  }
}
