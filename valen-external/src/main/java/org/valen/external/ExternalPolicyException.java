package org.valen.external;

/**
 * An external policy ended its run: its process exited, did not answer within the timeout, wrote
 * something that is not a protocol message, or asked for something the kernel refuses. The message
 * is one line naming the policy, the decision point (number and simulated time) and what was wrong;
 * the command line reports it with exit status 2, as a problem of the user's input rather than an
 * internal error. The process's own standard error has already been passed through.
 */
public final class ExternalPolicyException extends RuntimeException {
  public ExternalPolicyException(String message, Throwable cause) {
    super(message, cause);
  }
}
