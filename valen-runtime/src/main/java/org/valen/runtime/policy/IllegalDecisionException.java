package org.valen.runtime.policy;

/** A policy asked for something the kernel cannot do: a bug in the policy, reported with context. */
public final class IllegalDecisionException extends RuntimeException {
  public IllegalDecisionException(String message) {
    super(message);
  }
}
