package org.valen.cli;

import java.nio.file.Path;

/** How one written file names another. */
final class References {
  private References() {}

  /**
   * The reference by which a file written at {@code output} names {@code target}: {@code bundled:}
   * names stay as they are, paths become relative to the output's folder.
   */
  static String relativeTo(Path output, String target) {
    if (target.startsWith("bundled:")) {
      return target;
    }
    Path folder = output.toAbsolutePath().getParent();
    return folder.relativize(Path.of(target).toAbsolutePath()).toString().replace('\\', '/');
  }
}
