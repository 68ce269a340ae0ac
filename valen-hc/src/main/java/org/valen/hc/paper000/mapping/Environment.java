package org.valen.hc.paper000.mapping;

/** The task management environments of paper 000 (section III-A). */
public enum Environment {
  /**
   * Every machine has a queue; its next task (the pending task) and its executing task are
   * unmovable, the rest (the virtual queues) is mapped again at every mapping event; every machine
   * is available.
   */
  QUEUED,
  /** No queues: at a mapping event only idle machines are available, and each gets one task. */
  POLLED;

  /** The name on the command line. */
  public String label() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }

  /** The environment named {@code label} (case-insensitive). */
  public static Environment of(String label) {
    for (Environment e : values()) {
      if (e.label().equalsIgnoreCase(label)) {
        return e;
      }
    }
    throw new IllegalArgumentException("environment must be queued or polled, was '" + label + "'");
  }
}
