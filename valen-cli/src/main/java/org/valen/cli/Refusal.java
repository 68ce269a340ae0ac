package org.valen.cli;

import java.util.List;

/**
 * Input a command refuses before it does anything — a policy's unknown option, a bad value, an
 * unmet need, an out-of-range option value: one line per problem, exit status 2, nothing written.
 */
final class Refusal extends RuntimeException {
  private final transient List<String> lines;

  Refusal(List<String> lines) {
    super(String.join("\n", lines));
    if (lines.isEmpty()) {
      throw new IllegalArgumentException("a refusal has at least one line");
    }
    this.lines = List.copyOf(lines);
  }

  /** A refusal of one line. */
  static Refusal of(String line) {
    return new Refusal(List.of(line));
  }

  /** Refuses {@code lines} if there are any. */
  static void refuseAny(List<String> lines) {
    if (!lines.isEmpty()) {
      throw new Refusal(lines);
    }
  }

  List<String> lines() {
    return lines;
  }
}
