package org.valen.experiments.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The rule of {@code --overwrite} for every command that writes an output folder ({@code valen} and
 * {@code valen-spark} alike): a folder that already holds something is refused, in one line and
 * before anything runs, unless {@code --overwrite} is given; a file where a folder is expected is
 * refused always. Each command line turns the line into its own refusal.
 */
public final class OutputFolder {
  private OutputFolder() {}

  /** Why {@code folder}, named by option {@code option}, may not be written into; empty if it may. */
  public static Optional<String> refusal(Path folder, String option, boolean overwrite) {
    if (Files.exists(folder) && !Files.isDirectory(folder)) {
      return Optional.of(option + " " + folder + " is a file; expected a folder to write into");
    }
    if (overwrite || !Files.isDirectory(folder)) {
      return Optional.empty();
    }
    List<String> held = entries(folder);
    if (held.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of("output folder " + folder + " is not empty (it holds " + String.join(", ",
        held.subList(0, Math.min(3, held.size()))) + (held.size() > 3 ? ", … " + held.size() + " in all" : "")
        + "); give --overwrite to replace its files, or another " + option);
  }

  /** Why {@code file} may not be written (it exists, without --overwrite: a shard's file beside its siblings'). */
  public static Optional<String> fileRefusal(Path file, boolean overwrite) {
    return !overwrite && Files.exists(file) ? Optional.of(file + " exists; give --overwrite to replace it")
        : Optional.empty();
  }

  private static List<String> entries(Path folder) {
    try (Stream<Path> list = Files.list(folder)) {
      return list.map(p -> p.getFileName().toString()).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the output folder " + folder + ": " + e.getMessage(), e);
    }
  }
}
