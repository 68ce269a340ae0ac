package org.valen.spark;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.apache.spark.api.java.JavaSparkContext;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.model.platform.Platform;
import org.valen.profiler.ProfilerSettings;
import org.valen.profiler.cli.ProfilerArguments;
import org.valen.profiler.store.CatalogueProfiler;
import org.valen.profiler.store.ProfileStore;
import org.valen.profiler.store.ProfileTarget;
import org.valen.profiler.store.ProgressListener;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code valen-spark profile}: {@code valen profile} with the searches on Spark's executors. */
@Command(name = "profile", mixinStandardHelpOptions = true,
    description = {
      "Profile a catalogue on a platform with one Spark task per (template, core type, core budget) search;",
      "the driver writes the same files as 'valen profile' with the same options. Profiles already up to",
      "date in the output folder are skipped."
    })
final class SparkProfileCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--platform", required = true, description = "Platform file or bundled:NAME.")
  String platform;

  @Option(names = "--catalogue", required = true, description = "Catalogue file or bundled:NAME.")
  String catalogue;

  @Option(names = {"-o", "--output"}, required = true, description = "Folder of the profiles, on the driver.")
  Path output;

  @Option(names = "--cores", split = ",", paramLabel = "K", description = "Core budgets (default: as valen profile).")
  List<Integer> cores = List.of();

  @Mixin ProfilerArguments search;

  @Option(names = "--partitions", description = "Spark tasks (default: one per search).")
  Integer partitions;

  @Option(names = "--master", description = "Spark master URL (e.g. local[2]); default: what spark-submit sets.")
  String master;

  @Override
  public Integer call() {
    if (Files.exists(output) && !Files.isDirectory(output)) {
      throw new IllegalArgumentException("--output must be a folder, but " + output + " is a file");
    }
    if (cores.stream().anyMatch(k -> k < 1) || partitions != null && partitions < 1) {
      throw new IllegalArgumentException("--cores and --partitions take numbers of at least 1");
    }
    ProfilerSettings settings = search.settings();
    Platform p = ValenFiles.readPlatform(platform);
    Catalogue c = ValenFiles.readCatalogue(catalogue);
    CatalogueProfiler profiler = new CatalogueProfiler(ProfileTarget.of(p, platform, c, catalogue), settings);
    ShippedProfiling shipped = new ShippedProfiling(p, platform, c, catalogue, settings);
    CatalogueProfiler.Report report;
    try (JavaSparkContext spark = new JavaSparkContext(SparkSession.conf("valen profile " + c.name(), master))) {
      report = run(spark, profiler, c, shipped, partitions == null ? Integer.MAX_VALUE : partitions);
    }
    spec.commandLine().getOut().printf("profiled catalogue %s: %d templates, %d written, %d up to date (%d core budgets"
        + " searched on Spark) in %s%n", c.name(), report.templates(), report.written(), report.upToDate(),
        report.searches(), output);
    return 0;
  }

  private CatalogueProfiler.Report run(JavaSparkContext spark, CatalogueProfiler profiler, Catalogue c,
      ShippedProfiling shipped, int tasks) {
    return profiler.run(c, catalogue, cores, new ProfileStore(output), new SparkSearches(spark, shipped, tasks),
        ProgressListener.NONE);
  }
}
