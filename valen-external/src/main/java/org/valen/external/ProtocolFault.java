package org.valen.external;

/**
 * What went wrong with the process, in words, without where: {@link Session} adds the policy and
 * the decision point and turns it into an {@link ExternalPolicyException}.
 */
final class ProtocolFault extends RuntimeException {
  private final boolean impossibleDecision;

  ProtocolFault(String what) {
    this(what, null, false);
  }

  ProtocolFault(String what, Throwable cause) {
    this(what, cause, false);
  }

  private ProtocolFault(String what, Throwable cause, boolean impossibleDecision) {
    super(what, cause);
    this.impossibleDecision = impossibleDecision;
  }

  /** A decision the kernel refuses: a bug in the policy, not a failure of its process. */
  static ProtocolFault impossibleDecision(String what, Throwable cause) {
    return new ProtocolFault("made an impossible decision: " + what, cause, true);
  }

  boolean impossibleDecision() {
    return impossibleDecision;
  }
}
