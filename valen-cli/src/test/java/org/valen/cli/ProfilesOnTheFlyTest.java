package org.valen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.model.io.ValenFiles;
import org.valen.profiler.store.ProfileCache;

/**
 * Profiles made on the fly for a policy that needs them, on a workload of one-task templates whose
 * profiles nobody made (paper 004's trial): the same files as {@code valen profile}, in the cache
 * the output names, reused next time; on DAG templates the refusal stays.
 */
class ProfilesOnTheFlyTest {
  @TempDir Path folder;

  @Test
  void shouldMakeTheProfilesOfOneTaskTemplatesInTheCacheAsValenProfileDoes() throws IOException {
    Path trial = folder.resolve("trial");
    assertThat(CliRun.of("paper004", "generate", "--trial", "3", "--hours", "4.2", "--burst-size", "8", "-o",
        trial.toString()).status()).isZero();
    String workload = trial.resolve("workload.json").toString();
    List<String> sim = List.of("simulate", "--workload", workload, "--policy", "ValEnJoinOpt", "--variability", "none",
        "--profiles", folder.resolve("none").toString(), "-o");
    CliRun first = CliRun.of(Stream.concat(sim.stream(), Stream.of(folder.resolve("a").toString())).toArray(String[]::new));
    assertThat(first.status()).as(first.err()).isZero();
    Path cache = ProfileCache.folder(ProfileCache.root(), ValenFiles.readPlatform(trial.resolve("platform.json").toString()),
        ValenFiles.readCatalogue(trial.resolve("catalogue.json").toString()));
    assertThat(first.out()).contains("offers from design-time profiles made on the fly").contains(cache.toString());

    CliRun profile = CliRun.of("profile", "--platform", trial.resolve("platform.json").toString(), "--catalogue",
        trial.resolve("catalogue.json").toString(), "-o", folder.resolve("p").toString(), "--no-progress");
    assertThat(profile.status()).as(profile.err()).isZero();
    try (Stream<Path> files = Files.list(folder.resolve("p"))) {
      for (Path f : files.toList()) {
        assertThat(Files.readAllBytes(cache.resolve(f.getFileName()))).as(f.getFileName().toString())
            .isEqualTo(Files.readAllBytes(f));
      }
    }
    long modified = Files.getLastModifiedTime(cache.resolve(Files.list(cache).findFirst().orElseThrow().getFileName()))
        .toMillis();
    CliRun again = CliRun.of(Stream.concat(sim.stream(), Stream.of(folder.resolve("b").toString())).toArray(String[]::new));
    assertThat(again.status()).as(again.err()).isZero();
    assertThat(Files.readString(folder.resolve("b").resolve("jobs.csv")))
        .isEqualTo(Files.readString(folder.resolve("a").resolve("jobs.csv")));
    assertThat(Files.getLastModifiedTime(cache.resolve(Files.list(cache).findFirst().orElseThrow().getFileName()))
        .toMillis()).as("reused, not made again").isEqualTo(modified);
  }

  @Test
  void shouldStillRefuseAPolicyThatNeedsProfilesOfDagTemplatesNobodyMade() {
    CliRun run = CliRun.of("simulate", "--policy", "ValEnJoinOpt", "--profiles", folder.resolve("none").toString(),
        "-o", folder.resolve("out").toString());
    assertThat(run.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(run.err()).contains("needs design-time profiles").doesNotContain("Exception");
    assertThat(folder.resolve("out")).doesNotExist();
  }
}
