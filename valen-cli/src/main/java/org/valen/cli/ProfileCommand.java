package org.valen.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.model.platform.Platform;
import org.valen.profiler.ProfilerSettings;
import org.valen.profiler.cli.ProfilerArguments;
import org.valen.profiler.store.CatalogueProfiler;
import org.valen.profiler.store.ProfileStore;
import org.valen.profiler.store.ProfileTarget;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code valen profile}: paper 001's design-time profiles of a catalogue. */
@Command(
    name = "profile",
    mixinStandardHelpOptions = true,
    description = {
      "Profile every job of a catalogue on every core type of the platform that",
      "runs it (paper 001, section IV-A): for each core budget k (up to the",
      "largest node of the core type), NSGA-II finds allocations of the tasks on",
      "at most k cores with a v/f level per core (spaces no larger than the",
      "population are enumerated), seeded with the shortest schedule CP-SAT finds",
      "(--exact; its proven lower bound is recorded); the Pareto front of response time and energy",
      "and its minimum time x energy point go into one JSON profile per job in",
      "the output folder, a section per core type. Profiles that are up to date",
      "(same inputs and settings) are skipped; the files are the same whatever the",
      "number of threads, and a run stopped at any moment can be started again."
    })
final class ProfileCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--platform", required = true, description = "Platform file or bundled:NAME.")
  String platform;

  @Option(names = "--catalogue", required = true, description = "Catalogue file or bundled:NAME.")
  String catalogue;

  @Option(names = {"-o", "--output"}, required = true, description = "Folder of the profiles.")
  Path output;

  @Option(names = "--cores", split = ",", paramLabel = "K",
      description = "Core budgets, comma-separated (default: 1 to the number of tasks of each job;"
          + " never above the largest node of the core type).")
  List<Integer> cores = List.of();

  @Mixin ProfilerArguments search;

  @Option(names = "--threads", description = "Threads (default: the number of processors).")
  Integer threads;

  @Option(names = "--no-progress", description = "No progress bar (there is none without a terminal either).")
  boolean noProgress;

  @Override
  public Integer call() {
    ProfilerSettings settings = settings();
    int threadCount = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
    if (threadCount < 1) {
      throw new UsageException("--threads must be at least 1, was " + threadCount);
    }
    if (java.nio.file.Files.exists(output) && !java.nio.file.Files.isDirectory(output)) {
      throw new UsageException("--output must be a folder, but " + output + " is a file");
    }
    if (cores.stream().anyMatch(k -> k < 1)) {
      throw new UsageException("--cores must list core budgets of at least 1, was " + cores);
    }
    Platform p = ValenFiles.readPlatform(platform);
    Catalogue c = ValenFiles.readCatalogue(catalogue);
    ProfileTarget target = ProfileTarget.of(p, platform, c, catalogue);
    long start = System.nanoTime();
    CatalogueProfiler.Report report;
    try (ProgressDisplay progress = ProgressDisplay.of("profiling", !noProgress)) {
      report = new CatalogueProfiler(target, settings)
          .run(c, catalogue, cores, new ProfileStore(output), threadCount, progress);
    }
    spec.commandLine().getOut().printf(Locale.ROOT,
        "profiled catalogue %s on %s: %d templates, %d written, %d up to date (%d core budgets searched"
            + " in %.1f s on %d threads) in %s%n",
        c.name(), coreTypes(target.coreTypeIds(c)), report.templates(), report.written(), report.upToDate(),
        report.searches(), (System.nanoTime() - start) / 1e9, threadCount, output);
    String proven = report.minimumTimes().describe();
    if (!proven.isEmpty()) {
      spec.commandLine().getOut().println("minimum times: " + proven);
    }
    List<String> others = new ProfileStore(output).filesOfOtherTemplates(
        c.templates().stream().map(t -> t.id()).toList());
    if (!others.isEmpty()) {
      spec.commandLine().getOut().printf(Locale.ROOT,
          "note: %d file(s) in %s belong to no template of this catalogue and were left as they are: %s%n",
          others.size(), output, String.join(", ", others));
    }
    return ExitStatus.OK;
  }

  /** The core types profiled, for the report: their ids, or their count if there are many. */
  private static String coreTypes(List<String> ids) {
    return ids.size() <= 3 ? String.join(", ", ids) : ids.size() + " core types (" + ids.get(0) + " … "
        + ids.get(ids.size() - 1) + ")";
  }

  private ProfilerSettings settings() {
    return UsageException.fromOptions(search::settings);
  }
}
