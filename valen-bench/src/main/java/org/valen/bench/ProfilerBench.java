package org.valen.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.valen.model.generate.CatalogueGenerator;
import org.valen.model.generate.CatalogueParameters;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.generate.StgGraphGenerator;
import org.valen.model.generate.StgGraphParameters;
import org.valen.model.generate.ValueCurveParameters;
import org.valen.model.importer.WfFormatImporter;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.Platform;
import org.valen.model.profile.Profile;
import org.valen.model.profile.ProfileEntry;
import org.valen.model.schedule.Allocations;
import org.valen.model.schedule.EarliestFinishMapper;
import org.valen.model.schedule.DecoderWorkspace;
import org.valen.model.schedule.ScheduleDecoder;
import org.valen.profiler.ProfilerSettings;
import org.valen.profiler.quality.Gap;
import org.valen.profiler.quality.GapSummary;
import org.valen.profiler.quality.QualityComparison;
import org.valen.profiler.store.CatalogueProfiler;
import org.valen.profiler.store.ProfileStore;
import org.valen.profiler.store.ProfileTarget;
import org.valen.profiler.store.ProgressListener;

/**
 * The profiler's benchmarks, at default settings unless told otherwise:
 *
 * <pre>
 *   java -cp valen-bench/target/benchmarks.jar org.valen.bench.ProfilerBench oracle     [--jobs 200] [--seed 1] [--threads N] [--csv FILE]
 *   java -cp valen-bench/target/benchmarks.jar org.valen.bench.ProfilerBench long-run   [--jobs 50]  [--seed 1] [--threads N] [--csv FILE]
 *   java -cp valen-bench/target/benchmarks.jar org.valen.bench.ProfilerBench throughput [--jobs 100] [--seed 1] [--threads N]
 *   java -cp valen-bench/target/benchmarks.jar org.valen.bench.ProfilerBench scale      [--seed 1] [--threads N] [--wfformat FILE]
 *   java -cp valen-bench/target/benchmarks.jar org.valen.bench.ProfilerBench lower-bound [--graphs 150] [--tasks 50] [--cores 2,4,8] [--precedence sameprob|samepred|layrprob|layrpred] [--times unifproc-5|unifproc-10|expoproc-5|expoproc-10|normproc-5|normproc-10] [--seed 1] [--threads N] [--csv FILE]
 *   java -cp valen-bench/target/benchmarks.jar org.valen.bench.ProfilerBench lower-bound --precedence all [--times all] [--graphs 50] [--stg FILE,…] [--cores 2,4,8]
 *   java -cp valen-bench/target/benchmarks.jar org.valen.bench.ProfilerBench lower-bound --stg FILE,FILE… [--cores 2,4,8]
 *   java -cp valen-bench/target/benchmarks.jar org.valen.bench.ProfilerBench long-run-stg [--jobs 50] [--cores 2,4,8] [--seed 1] [--threads N] [--csv FILE]
 *   java -cp valen-bench/target/benchmarks.jar org.valen.bench.ProfilerBench wfinstances [--wfformat FILE,FILE] [--threads N]
 * </pre>
 *
 * <ul>
 *   <li>{@code oracle}: random 5–6-task jobs, every core budget, minimum product against the
 *       exhaustive oracle (target: within 1 % on at least 99 % of pairs);
 *   <li>{@code long-run}: random 10-task jobs, every budget, against a run with 20× the evaluation,
 *       stall and polish budgets (target: within 1 % on at least 95 % of pairs);
 *   <li>{@code throughput}: wall time to profile a catalogue of 100 ten-task templates at every
 *       budget on the paper 001 platform (target: 60 s on 2 cores);
 *   <li>{@code scale}: wall time to profile a generated 100-task DAG of 10 full layers ({@link
 *       LayeredDag}), or a WfFormat file, at budgets 1, 2, 4, 8, 16 (target: a minute).
 *   <li>{@code lower-bound}: on random STG-style graphs without communication, the minimum response
 *       time of the profile and of HEFT, CPOP and CP/MISF against max(critical path, work ÷ k)
 *       (targets: the profiler within 1 % of the bound on at least 90 % of pairs, never longer than
 *       the best list scheduler), and the exact step's record: proven optimal or within 1 % of the
 *       proven bound on at least 98 % of pairs, at most 1 s per graph of k = 2, 4, 8 on one thread;
 *       {@code --precedence all} and {@code --times all} take graphs of all four precedence methods
 *       and all six time generators and the Set's files ({@code --stg}); see {@link
 *       LowerBoundBench} and {@link LowerBoundReport}.
 *   <li>{@code long-run-stg}: the minimum product on random 50-task STG graphs at k = 2, 4, 8
 *       against runs with 20× the budgets (report only).
 *   <li>{@code wfinstances}: on the WfInstances samples (with communication), the profiler's
 *       minimum time and product at k = 1, 2, 4, 8, 16 beside HEFT's, CPOP's and CP/MISF's; see
 *       {@link WfInstancesReport}.
 * </ul>
 *
 * Other settings than the defaults: {@code --population}, {@code --evaluations}, {@code
 * --stall-generations}, {@code --polish-evaluations}, {@code --list-search-tries}. Times are wall-clock of a fresh JVM, JIT
 * warm-up included, as a user sees them.
 */
public final class ProfilerBench {
  private ProfilerBench() {}

  public static void main(String[] args) {
    if (args.length == 0) {
      System.err.println("usage: ProfilerBench oracle|long-run|long-run-stg|throughput|scale|lower-bound|wfinstances"
          + " [--jobs N] [--seed S] [--threads T]"
          + " [--csv FILE] [--wfformat FILE] [--stg FILE,…] [--population P] [--evaluations E] [--stall-generations G]"
          + " [--polish-evaluations Q] [--list-search-tries R] [--precedence METHOD|all] [--times GENERATOR|all] [--exact on|off] [--exact-limit W]");
      System.exit(2);
    }
    Map<String, String> options = options(args);
    long seed = Long.parseLong(options.getOrDefault("--seed", "1"));
    int threads = Integer.parseInt(options.getOrDefault("--threads",
        String.valueOf(Runtime.getRuntime().availableProcessors())));
    PrintStream out = System.out;
    ProfilerSettings settings = settings(options);
    switch (args[0]) {
      case "oracle" -> quality(out, options, settings, QualityComparison.againstOracle(
          jobs(options, 200), 5, 6, seed, settings, threads), "oracle, 5-6-task jobs");
      case "long-run" -> quality(out, options, settings, QualityComparison.againstLongerRun(
          jobs(options, 50), 10, seed, settings, 20, threads), "20x longer run, 10-task jobs");
      case "long-run-stg" -> quality(out, options, settings, QualityComparison.againstLongerRun(jobs(options, 50),
          g -> StgGraphGenerator.generate("stg-" + g, StgGraphParameters.defaults(), seed, g), budgets(options),
          settings, 20, threads), "20x longer run, 50-task STG graphs");
      case "wfinstances" -> WfInstancesReport.print(out, options.getOrDefault("--wfformat",
          WfInstancesReport.SAMPLES), settings, threads);
      case "throughput" -> throughput(out, jobs(options, 100), seed, settings, threads);
      case "scale" -> scale(out, seed, settings, threads, options.get("--wfformat"));
      case "lower-bound" -> LowerBoundBench.run(out, options, seed, settings, threads);
      default -> {
        System.err.println("unknown benchmark " + args[0]);
        System.exit(2);
      }
    }
  }

  private static Map<String, String> options(String[] args) {
    Map<String, String> options = new HashMap<>();
    for (int i = 1; i + 1 < args.length; i += 2) {
      options.put(args[i], args[i + 1]);
    }
    return options;
  }

  /** The default settings, or others given as {@code --population}, {@code --evaluations}, … */
  private static ProfilerSettings settings(Map<String, String> options) {
    ProfilerSettings d = ProfilerSettings.defaults();
    return d.withBudget(
            Integer.parseInt(options.getOrDefault("--population", String.valueOf(d.populationSize()))),
            Integer.parseInt(options.getOrDefault("--evaluations", String.valueOf(d.maxEvaluations()))),
            Integer.parseInt(options.getOrDefault("--stall-generations", String.valueOf(d.stallGenerations()))))
        .withPolishEvaluations(
            Integer.parseInt(options.getOrDefault("--polish-evaluations", String.valueOf(d.polishEvaluations()))))
        .withListSearchTries(
            Integer.parseInt(options.getOrDefault("--list-search-tries", String.valueOf(d.listSearchTries()))))
        .withExact(!options.getOrDefault("--exact", "on").equals("off"),
            Double.parseDouble(options.getOrDefault("--exact-limit", String.valueOf(d.exactLimit()))));
  }

  static List<Integer> budgets(Map<String, String> options) {
    return Stream.of(options.getOrDefault("--cores", "2,4,8").split(",")).map(Integer::parseInt).toList();
  }

  private static int jobs(Map<String, String> options, int fallback) {
    return Integer.parseInt(options.getOrDefault("--jobs", String.valueOf(fallback)));
  }

  private static void quality(PrintStream out, Map<String, String> options, ProfilerSettings settings, List<Gap> gaps,
      String what) {
    out.println("min time x energy against the " + what + ", settings " + settings.describe());
    out.println(GapSummary.of(gaps).describe());
    gaps.stream().filter(g -> g.gap() > 0.01).sorted(Comparator.comparingDouble(Gap::gap).reversed())
        .forEach(g -> out.printf(Locale.ROOT, "  beyond 1%%: %s k=%d gap %.4f%n", g.job(), g.maxCores(), g.gap()));
    if (options.containsKey("--csv")) {
      List<String> lines = new ArrayList<>();
      lines.add(Gap.csvHeader());
      gaps.forEach(g -> lines.add(g.csv()));
      write(Path.of(options.get("--csv")), lines);
    }
  }

  /** Refuses a bad option in one line on standard error and exits with status 2. */
  static <T> T refuse(String message) {
    System.err.println(message);
    System.exit(2);
    throw new IllegalStateException(message);
  }

  private static void throughput(PrintStream out, int templates, long seed, ProfilerSettings settings, int threads) {
    Catalogue catalogue = CatalogueGenerator.generate(
        CatalogueParameters.defaults().withName("throughput").withTemplates(templates, 10, 10), seed);
    Platform platform = PlatformPresets.paper001(3, 10);
    timedProfile(out, catalogue, platform, List.of(), settings, threads);
  }

  private static void scale(PrintStream out, long seed, ProfilerSettings settings, int threads, String wfformat) {
    JobTemplate job = wfformat != null
        ? WfFormatImporter.read(wfformat, "wfformat", ValueCurveParameters.defaults())
        : LayeredDag.of(10, 10, seed);
    Catalogue catalogue = new Catalogue("scale", java.util.Optional.empty(),
        org.valen.model.exec.ScaledReferenceModel.relativeToFastestLevel(), List.of(job));
    out.printf(Locale.ROOT, "job %s: %d tasks, %d edges, parallelism (work / critical path) %.2f%n", job.id(),
        job.taskCount(), job.edges().size(), job.totalReferenceSeconds() / job.referenceCriticalPathSeconds());
    Platform platform = PlatformPresets.paper001(1, 16);
    Profile profile = timedProfile(out, catalogue, platform, List.of(1, 2, 4, 8, 16), settings, threads).get(0);
    ScheduleDecoder decoder = ScheduleDecoder.of(job, catalogue.executionModel(), platform.coreTypes().get(0),
        platform.interconnect());
    for (ProfileEntry e : profile.coreTypes().get(0).entries()) {
      out.printf(Locale.ROOT, "  k=%2d: %2d cores used, %.0f s, %.0f J, time x energy %.4e (best earliest-finish"
              + " mapping at one level: %.4e), front of %d%n", e.maxCores(), e.usedCores(),
          e.selected().responseTimeSeconds(), e.selected().energyJoules(), e.selected().timeEnergyProduct(),
          bestEarliestFinish(decoder, job, platform, e.maxCores()), e.front().size());
    }
  }

  /** The constructive baseline: the earliest-finish mapping on {@code k} cores, all at the best single level. */
  private static double bestEarliestFinish(ScheduleDecoder decoder, JobTemplate job, Platform platform, int k) {
    DecoderWorkspace ws = decoder.newWorkspace(k);
    double best = Double.POSITIVE_INFINITY;
    for (int level = 0; level < decoder.levelCount(); level++) {
      Allocations.Canonical a = EarliestFinishMapper.map(decoder, job, platform.interconnect(), k, level);
      best = Math.min(best, decoder.evaluate(a.taskToCore(), a.coreLevels(), ws) * ws.energyJoules());
    }
    return best;
  }

  /** Profiles into a temporary folder, prints the wall time, returns the profiles. */
  private static List<Profile> timedProfile(PrintStream out, Catalogue catalogue, Platform platform,
      List<Integer> budgets, ProfilerSettings settings, int threads) {
    Path folder = temporaryFolder();
    try {
      ProfileTarget target = ProfileTarget.of(platform, platform.name(), catalogue, catalogue.name());
      long start = System.nanoTime();
      CatalogueProfiler.Report report = new CatalogueProfiler(target, settings)
          .run(catalogue, catalogue.name(), budgets, new ProfileStore(folder), threads, ProgressListener.NONE);
      double seconds = (System.nanoTime() - start) / 1e9;
      out.printf(Locale.ROOT, "profiled %d templates, %d core budgets, in %.1f s on %d threads, settings %s%n",
          report.templates(), report.searches(), seconds, threads, settings.describe());
      ProfileStore store = new ProfileStore(folder);
      return catalogue.templates().stream().map(t -> store.read(t.id()).orElseThrow()).toList();
    } finally {
      delete(folder);
    }
  }

  private static Path temporaryFolder() {
    try {
      return Files.createTempDirectory("valen-bench");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void delete(Path folder) {
    try (Stream<Path> files = Files.list(folder)) {
      for (Path f : files.toList()) {
        Files.delete(f);
      }
      Files.delete(folder);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static void write(Path file, List<String> lines) {
    try {
      Files.write(file, lines);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
