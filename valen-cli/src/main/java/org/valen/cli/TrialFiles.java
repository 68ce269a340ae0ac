package org.valen.cli;

import java.nio.file.Path;
import org.valen.model.io.AtomicFiles;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.model.job.Workload;
import org.valen.model.platform.Platform;

/**
 * The three files of a generated or imported system (paperNNN generate, import swf): {@code
 * platform.json}, the catalogue and {@code workload.json}, the workload naming both, so that
 * {@code valen simulate --workload DIR/workload.json} runs it on its own platform.
 */
final class TrialFiles {
  static final String PLATFORM = "platform.json";
  static final String WORKLOAD = "workload.json";

  private TrialFiles() {}

  /** Writes the three files into {@code folder}; {@code workload} names {@code catalogueFile} already. */
  static void write(Path folder, Platform platform, String catalogueFile, Catalogue catalogue, Workload workload) {
    AtomicFiles.requireWritableTarget(folder.resolve(WORKLOAD));
    ValenFiles.write(folder.resolve(PLATFORM), platform);
    ValenFiles.write(folder.resolve(catalogueFile), catalogue);
    ValenFiles.write(folder.resolve(WORKLOAD), workload.withPlatformReference(PLATFORM));
  }

  /** The command that simulates the files written in {@code folder}, for the command's last line. */
  static String simulateHint(Path folder) {
    return "simulate it with: valen simulate --policy NAME --workload " + folder.resolve(WORKLOAD) + " -o OUT";
  }
}
