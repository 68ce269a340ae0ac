package org.valen.external;

/**
 * What went wrong with the process, in words, without where: {@link Session} adds the policy and
 * the decision point and turns it into an {@link ExternalPolicyException}.
 */
final class ProtocolFault extends RuntimeException {
  ProtocolFault(String what) {
    super(what);
  }

  ProtocolFault(String what, Throwable cause) {
    super(what, cause);
  }
}
