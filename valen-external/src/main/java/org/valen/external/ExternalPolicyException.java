package org.valen.external;

/**
 * An external policy ended its run: its process exited, did not answer within the timeout, wrote
 * something that is not a protocol message, or asked for something the kernel refuses. The message
 * is one line naming the policy, the decision point (number and simulated time) and what was wrong;
 * the command line reports it with exit status 2, as a problem of the user's input rather than an
 * internal error, or, for an impossible decision (a bug in the policy, as a Java policy's
 * {@code IllegalDecisionException}), with exit status 4. The process's own standard error has
 * already been passed through.
 */
public final class ExternalPolicyException extends RuntimeException {
  public ExternalPolicyException(String message, Throwable cause) {
    super(message, cause);
  }

  /** Whether the process made a decision the kernel refuses (rather than exiting, hanging or garbling). */
  public boolean impossibleDecision() {
    return getCause() instanceof ProtocolFault f && f.impossibleDecision();
  }
}
