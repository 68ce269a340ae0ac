package org.valen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.valen.model.io.Bundled;
import org.valen.model.io.ValenFiles;
import org.valen.runtime.TestProfiles;

/** Inputs of the command line's tests on the bundled paper 001 example: quick profiles, short workloads. */
final class BundledInputs {
  private BundledInputs() {}

  /** Quick test profiles of the bundled catalogue on the bundled platform, in {@code folder}. */
  static void writeProfiles(Path folder) {
    TestProfiles.write(folder, ValenFiles.readCatalogue(Bundled.PAPER001_CATALOGUE),
        ValenFiles.readPlatform(Bundled.PAPER001_PLATFORM));
  }

  /** A workload of {@code days} days (seed 2) of the bundled catalogue, made by {@code valen generate workload}. */
  static Path workload(Path folder, int days) {
    Path w = folder.resolve("w.json");
    CliRun run = CliRun.of("generate", "workload", "--catalogue", Bundled.PAPER001_CATALOGUE,
        "--platform", Bundled.PAPER001_PLATFORM, "--days", String.valueOf(days), "--seed", "2", "-o", w.toString());
    assertThat(run.status()).as(run.err()).isZero();
    return w;
  }
}
