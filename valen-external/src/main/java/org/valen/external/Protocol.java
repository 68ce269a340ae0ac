package org.valen.external;

/**
 * The external-policy protocol's version and message types (the reference is {@code
 * docs/formats.md}, "valen.policy-protocol"). Messages are JSON objects, one per line, each with a
 * {@code "type"}.
 */
final class Protocol {
  /** The version this kernel speaks; the process must say the same in its hello. */
  static final int VERSION = 1;

  // kernel → process
  static final String START = "start";
  static final String DECIDE = "decide";
  static final String LAST_LOOK = "lastLook";
  static final String ANSWER = "answer";
  static final String END = "end";
  static final String ERROR = "error";

  // process → kernel
  static final String HELLO = "hello";
  static final String DONE = "done";

  private Protocol() {}
}
