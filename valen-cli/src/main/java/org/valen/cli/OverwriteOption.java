package org.valen.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import picocli.CommandLine.Option;

/**
 * {@code --overwrite} of every command that writes an output folder: a folder that already holds
 * something is refused in one line, before anything runs, unless it is given.
 */
final class OverwriteOption {
  @Option(names = "--overwrite",
      description = "Write into an output folder that is not empty, replacing its files of the same names.")
  boolean overwrite;

  /** Refuses {@code folder} (named by option {@code option}) if it is a file, or holds anything without --overwrite. */
  void check(Path folder, String option) {
    if (Files.exists(folder) && !Files.isDirectory(folder)) {
      throw Refusal.of(option + " " + folder + " is a file; expected a folder to write into");
    }
    if (overwrite || !Files.isDirectory(folder)) {
      return;
    }
    List<String> held = entries(folder);
    if (!held.isEmpty()) {
      throw Refusal.of("output folder " + folder + " is not empty (it holds " + String.join(", ",
          held.subList(0, Math.min(3, held.size()))) + (held.size() > 3 ? ", … " + held.size() + " in all" : "")
          + "); give --overwrite to replace its files, or another " + option);
    }
  }

  /** Refuses {@code file} if it exists, without --overwrite (a shard's file in the folder its siblings share). */
  void checkFile(Path file) {
    if (!overwrite && Files.exists(file)) {
      throw Refusal.of(file + " exists; give --overwrite to replace it");
    }
  }

  /** {@link #check(Path, String)} of option {@code -o}. */
  void check(Path folder) {
    check(folder, "--output");
  }

  private static List<String> entries(Path folder) {
    try (Stream<Path> list = Files.list(folder)) {
      return list.map(p -> p.getFileName().toString()).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the output folder " + folder + ": " + e.getMessage(), e);
    }
  }
}
