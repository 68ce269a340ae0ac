package org.valen.cli;

import java.nio.file.Path;
import org.valen.experiments.cli.OutputFolder;
import picocli.CommandLine.Option;

/**
 * {@code --overwrite} of every command that writes an output folder: a folder that already holds
 * something is refused in one line, before anything runs, unless it is given ({@link OutputFolder}).
 */
final class OverwriteOption {
  @Option(names = "--overwrite",
      description = "Write into an output folder that is not empty, replacing its files of the same names.")
  boolean overwrite;

  /** Refuses {@code folder} (named by option {@code option}) if it is a file, or holds anything without --overwrite. */
  void check(Path folder, String option) {
    check(folder, option, overwrite);
  }

  /** {@link #check(Path, String)} of option {@code -o}. */
  void check(Path folder) {
    check(folder, "--output");
  }

  /** The rule with {@code overwrite} given elsewhere (the experiment options' own {@code --overwrite}). */
  static void check(Path folder, String option, boolean overwrite) {
    OutputFolder.refusal(folder, option, overwrite).ifPresent(line -> {
      throw Refusal.of(line);
    });
  }

  /** Refuses {@code file} if it exists, without --overwrite (a shard's file in the folder its siblings share). */
  static void checkFile(Path file, boolean overwrite) {
    OutputFolder.fileRefusal(file, overwrite).ifPresent(line -> {
      throw Refusal.of(line);
    });
  }
}
