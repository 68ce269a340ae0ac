package org.valen.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.model.io.Bundled;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.model.platform.Platform;
import org.valen.profiler.ProfilerSettings;
import org.valen.profiler.store.CatalogueProfiler;
import org.valen.profiler.store.ProfileStore;
import org.valen.profiler.store.ProfileTarget;
import org.valen.profiler.store.ProgressListener;

/** Profiling with the searches on Spark writes the files of a local run, byte for byte. */
class SparkProfilingTest {
  @TempDir Path out;

  @Test
  void shouldWriteTheProfilesOfALocalRun() throws IOException {
    Platform platform = ValenFiles.readPlatform(Bundled.PAPER001_PLATFORM);
    Catalogue catalogue = ValenFiles.readCatalogue(Bundled.PAPER001_CATALOGUE);
    ProfilerSettings settings = ProfilerSettings.of(3, 20, 600, 20, 100, 20);
    List<Integer> budgets = List.of(1, 2, 3);
    ProfileTarget target = ProfileTarget.of(platform, "p", catalogue, "c");
    new CatalogueProfiler(target, settings).run(catalogue, "c", budgets, new ProfileStore(out.resolve("local")), 2,
        ProgressListener.NONE);
    ShippedProfiling shipped = new ShippedProfiling(platform, "p", catalogue, "c", settings);
    CatalogueProfiler.Report report = new CatalogueProfiler(target, settings).run(catalogue, "c", budgets,
        new ProfileStore(out.resolve("spark")), new SparkSearches(TestSpark.context(), shipped, 5), ProgressListener.NONE);
    assertThat(report.searches()).isGreaterThan(catalogue.templates().size());
    List<Path> files = files(out.resolve("local"));
    assertThat(files).hasSize(catalogue.templates().size());
    assertThat(files(out.resolve("spark"))).isEqualTo(files);
    for (Path f : files) {
      assertThat(Files.readString(out.resolve("spark").resolve(f))).as(f.toString())
          .isEqualTo(Files.readString(out.resolve("local").resolve(f)));
    }
  }

  @Test
  void shouldShipTheExactStepsSettings() {
    Platform platform = ValenFiles.readPlatform(Bundled.PAPER001_PLATFORM);
    Catalogue catalogue = ValenFiles.readCatalogue(Bundled.PAPER001_CATALOGUE);
    ProfilerSettings settings = ProfilerSettings.of(3, 20, 600, 20, 100, 20).withExact(false, 0.25);
    assertThat(new ShippedProfiling(platform, "p", catalogue, "c", settings).settings()).isEqualTo(settings);
  }

  @Test
  void shouldRefuseABadExactOptionBeforeSparkStarts() {
    assertThat(ValenSpark.run("profile", "--platform", Bundled.PAPER001_PLATFORM, "--catalogue",
        Bundled.PAPER001_CATALOGUE, "-o", out.toString(), "--exact", "maybe", "--master", "local[1]"))
        .isEqualTo(ValenSpark.USAGE);
    assertThat(ValenSpark.run("profile", "--platform", Bundled.PAPER001_PLATFORM, "--catalogue",
        Bundled.PAPER001_CATALOGUE, "-o", out.toString(), "--exact-limit", "0", "--master", "local[1]"))
        .isEqualTo(ValenSpark.USAGE);
  }

  private static List<Path> files(Path folder) throws IOException {
    try (Stream<Path> all = Files.list(folder)) {
      return all.map(folder::relativize).sorted().toList();
    }
  }
}
