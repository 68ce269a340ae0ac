package org.valen.model.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * Folders in the system's temporary directory that valen makes for its own use (a Spark
 * executor's copy of an experiment's inputs, a whole experiment's runs before they are read back)
 * and removes again: removed at once where the caller is done with them, at the JVM's exit where
 * files in them may be read until then. Nothing of a run stays behind in the temporary directory.
 */
public final class ScratchFolders {
  private ScratchFolders() {}

  /** A new empty folder named {@code prefix} and a random suffix; the caller removes it. */
  public static Path create(String prefix) {
    try {
      return Files.createTempDirectory(prefix);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot make a scratch folder in " + System.getProperty("java.io.tmpdir")
          + ": " + e.getMessage(), e);
    }
  }

  /** A new empty folder, as {@link #create}, removed with everything in it when the JVM exits. */
  public static Path createUntilExit(String prefix) {
    Path folder = create(prefix);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(folder), "remove " + folder));
    return folder;
  }

  /**
   * Removes {@code folder} and everything in it, as far as it can: a file that cannot be removed
   * stays behind, in the temporary directory, where it harms nothing.
   */
  public static void delete(Path folder) {
    if (folder == null || !Files.exists(folder)) {
      return;
    }
    try (Stream<Path> files = Files.walk(folder)) {
      files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException | UncheckedIOException e) {
      // what is left stays in the temporary directory
    }
  }
}
