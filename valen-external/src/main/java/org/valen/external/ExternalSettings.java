package org.valen.external;

import java.util.List;

/**
 * How an external policy's process is run.
 *
 * @param commandText the command line as the user gave it
 * @param command its words ({@link CommandWords}): the program and its arguments
 * @param timeoutSeconds how long the kernel waits for the process at most, each time it waits
 */
record ExternalSettings(String commandText, List<String> command, double timeoutSeconds) {
  ExternalSettings {
    command = List.copyOf(command);
  }

  /** How messages name the policy: by its name once it has said it, and always by its command. */
  String label(String name) {
    return "external policy " + (name == null ? "" : "'" + name + "' ") + "(" + commandText + ")";
  }
}
