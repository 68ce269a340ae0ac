package org.valen.spark;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ConcurrentHashMap;
import org.valen.model.io.ScratchFolders;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.model.platform.Platform;
import org.valen.profiler.ProfilerSettings;
import org.valen.profiler.store.CatalogueProfiler;
import org.valen.profiler.store.ProfileTarget;

/**
 * A profiling run's inputs as they travel to executors: the platform and catalogue (as valen's
 * writers print them, read back on the executor), how the user named them (for messages) and the
 * settings the command line gives. Each executor builds the {@link CatalogueProfiler} once.
 */
final class ShippedProfiling implements Serializable {
  private static final long serialVersionUID = 1L;
  private static final ConcurrentHashMap<String, Built> BUILT = new ConcurrentHashMap<>();

  private final String platformText;
  private final String platformFile;
  private final String catalogueText;
  private final String catalogueFile;
  private final long[] settings; // seed, population, evaluations, stall generations, polish evaluations, list search tries
  private final boolean exact;
  private final double exactLimit;

  ShippedProfiling(Platform platform, String platformFile, Catalogue catalogue, String catalogueFile,
      ProfilerSettings s) {
    this.platformText = ValenFiles.toText(platform);
    this.platformFile = platformFile;
    this.catalogueText = ValenFiles.toText(catalogue);
    this.catalogueFile = catalogueFile;
    this.settings = new long[] {s.seed(), s.populationSize(), s.maxEvaluations(), s.stallGenerations(),
        s.polishEvaluations(), s.listSearchTries()};
    this.exact = s.exact();
    this.exactLimit = s.exactLimit();
  }

  /** The settings, as {@code valen profile} makes them from the same options. */
  ProfilerSettings settings() {
    return ProfilerSettings.of(settings[0], (int) settings[1], (int) settings[2], (int) settings[3], (int) settings[4],
        (int) settings[5]).withExact(exact, exactLimit);
  }

  /** The catalogue and its profiler, built once per executor process. */
  record Built(Catalogue catalogue, CatalogueProfiler profiler) {}

  Built built() {
    String key = ShippedFolder.sha256(platformText, catalogueText, java.util.Arrays.toString(settings),
        exact + " " + exactLimit);
    return BUILT.computeIfAbsent(key, k -> {
      Path scratch = ScratchFolders.create("valen-spark-profile-");
      try {
        Path p = Files.writeString(scratch.resolve("platform.json"), platformText, StandardCharsets.UTF_8);
        Path c = Files.writeString(scratch.resolve("catalogue.json"), catalogueText, StandardCharsets.UTF_8);
        Platform platform = ValenFiles.readPlatform(p.toString());
        Catalogue catalogue = ValenFiles.readCatalogue(c.toString());
        return new Built(catalogue, new CatalogueProfiler(ProfileTarget.of(platform, platformFile, catalogue, catalogueFile),
            settings()));
      } catch (IOException e) {
        throw new UncheckedIOException("cannot use a scratch folder: " + e.getMessage(), e);
      } finally {
        ScratchFolders.delete(scratch);
      }
    });
  }
}
