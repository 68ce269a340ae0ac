package org.valen.bench;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.valen.model.generate.StgGraphGenerator;
import org.valen.model.generate.StgGraphGenerator.Precedence;
import org.valen.model.generate.StgGraphParameters;
import org.valen.model.generate.StgTimes;
import org.valen.model.generate.ValueCurveParameters;
import org.valen.model.importer.StgImporter;
import org.valen.model.job.JobTemplate;
import org.valen.model.schedule.ListScheduler;
import org.valen.profiler.ProfilerSettings;
import org.valen.profiler.quality.LowerBoundComparison;
import org.valen.profiler.quality.LowerBoundComparison.Pair;

/**
 * {@code ProfilerBench lower-bound}: random STG-style graphs ({@link StgGraphGenerator}) and the
 * Standard Task Graph Set's files against the lower bound and the list schedulers (see {@link
 * LowerBoundReport}).
 *
 * <ul>
 *   <li>{@code --precedence} one of the Set's four methods (default {@code sameprob}) and {@code
 *       --times} one of its six time generators (default {@code unifproc-5}): {@code --graphs}
 *       graphs (default 150), graph {@code g} is stream {@code g} of the seed; with {@code --stg
 *       FILE,…} the files alone;
 *   <li>{@code --precedence all} or {@code --times all} (or both): {@code --graphs} graphs (default
 *       50) of each (method, time generator) named, graph {@code g} of each being stream {@code g}
 *       of the seed (so graphs of one method and stream share their precedence whatever their
 *       times), then the files of {@code --stg}, in one comparison, with the exact step's record
 *       per method, per time generator and per pair of them.
 * </ul>
 */
final class LowerBoundBench {
  private LowerBoundBench() {}

  static void run(PrintStream out, Map<String, String> options, long seed, ProfilerSettings settings, int threads) {
    List<Precedence> methods = precedence(options.getOrDefault("--precedence", "sameprob"));
    List<StgTimes> times = times(options.getOrDefault("--times", StgTimes.UNIFPROC_5.id()));
    StgGraphParameters graphs = StgGraphParameters.defaults()
        .withTasks(Integer.parseInt(options.getOrDefault("--tasks", "50")));
    if (methods.size() > 1 || times.size() > 1) {
      allKinds(out, options, graphs, methods, times, seed, settings, threads);
      return;
    }
    graphs = graphs.withPrecedence(methods.get(0)).withTimes(times.get(0));
    List<Integer> budgets = ProfilerBench.budgets(options);
    int count = Integer.parseInt(options.getOrDefault("--graphs", "150"));
    LowerBoundComparison.Result result;
    if (options.containsKey("--stg")) {
      List<String> files = List.of(options.get("--stg").split(","));
      result = LowerBoundComparison.run(files.size(), g -> stgFile(files.get(g)), StgImporter.DEFAULT_SECONDS_PER_UNIT,
          budgets, settings, threads);
      LowerBoundReport.print(out, result, "the " + files.size() + " graphs of " + files, budgets, threads);
      LowerBoundReport.exactSummary(out, "the Set's files", result.pairs());
    } else {
      result = LowerBoundComparison.run(count, graphs, budgets, seed, settings, threads);
      LowerBoundReport.print(out, result, count + " random " + graphs.tasks() + "-task STG graphs ("
          + graphs.describe() + ")", budgets, threads);
    }
    if (options.containsKey("--csv")) {
      List<String> lines = new ArrayList<>();
      lines.add("graph,maxCores,lowerBoundSeconds,unroundedBoundSeconds,profilerSeconds,"
          + String.join(",", ListScheduler.CLASSIC.stream().map(s -> s.name().replace("/", "") + "Seconds").toList()));
      result.pairs().forEach(p -> lines.add(p.graph() + "," + p.maxCores() + "," + p.lowerBoundSeconds() + ","
          + p.unroundedBoundSeconds() + "," + p.profilerSeconds() + "," + String.join(",", p.schedulerSeconds().stream().map(String::valueOf).toList())));
      ProfilerBench.write(Path.of(options.get("--csv")), lines);
    }
  }

  /**
   * {@code --graphs} graphs of every (method, time generator) named, then the Set's files named by
   * {@code --stg}, in one comparison. Graph ids are {@code method-g}, or {@code method-times-g}
   * when more than one time generator is named.
   */
  private static void allKinds(PrintStream out, Map<String, String> options, StgGraphParameters graphs,
      List<Precedence> methods, List<StgTimes> times, long seed, ProfilerSettings settings, int threads) {
    List<Integer> budgets = ProfilerBench.budgets(options);
    int perKind = Integer.parseInt(options.getOrDefault("--graphs", "50"));
    List<String> files = options.containsKey("--stg") ? List.of(options.get("--stg").split(",")) : List.of();
    int generated = methods.size() * times.size() * perKind;
    LowerBoundComparison.Result result = LowerBoundComparison.run(generated + files.size(), g -> {
      if (g >= generated) {
        return stgFile(files.get(g - generated));
      }
      Precedence m = methods.get(g / perKind / times.size());
      StgTimes t = times.get(g / perKind % times.size());
      return StgGraphGenerator.generate(id(m, t, times.size() > 1) + (g % perKind),
          graphs.withPrecedence(m).withTimes(t), seed, g % perKind);
    }, graphs.secondsPerUnit(), budgets, settings, threads);
    LowerBoundReport.print(out, result, perKind + " random " + graphs.tasks() + "-task STG graphs of each of the"
        + " precedence methods " + methods.stream().map(Precedence::id).toList() + " with each of the time generators "
        + times.stream().map(StgTimes::id).toList() + " (" + graphs.describe() + ") and " + files.size()
        + " files of the Set", budgets, threads);
    List<Pair> pairs = result.pairs();
    out.printf("%nexact step by precedence method%s:%n", times.size() > 1 ? ", by time generator and by both" : "");
    boolean byTimes = times.size() > 1;
    for (Precedence m : methods) {
      summary(out, m.id(), pairs, p -> p.graph().startsWith(m.id() + "-"));
    }
    for (StgTimes t : byTimes ? times : List.<StgTimes>of()) {
      summary(out, t.id(), pairs, p -> p.graph().contains("-" + t.id() + "-"));
    }
    for (Precedence m : byTimes && methods.size() > 1 ? methods : List.<Precedence>of()) {
      for (StgTimes t : times) {
        summary(out, id(m, t, true).replaceAll("-$", ""), pairs, p -> p.graph().startsWith(id(m, t, true)));
      }
    }
    List<String> fileIds = files.stream().map(f -> stgFile(f).id()).toList();
    summary(out, "the Set's files", pairs, p -> fileIds.contains(p.graph()));
  }

  private static String id(Precedence method, StgTimes times, boolean withTimes) {
    return method.id() + "-" + (withTimes ? times.id() + "-" : "");
  }

  private static void summary(PrintStream out, String group, List<Pair> pairs, Predicate<Pair> member) {
    LowerBoundReport.exactSummary(out, group, pairs.stream().filter(member).toList());
  }

  private static JobTemplate stgFile(String file) {
    return StgImporter.read(file, Path.of(file).getFileName().toString().replaceFirst("\\.stg$", ""),
        StgImporter.DEFAULT_SECONDS_PER_UNIT, ValueCurveParameters.defaults());
  }

  /** The method named, or all four for {@code all}; anything else is refused (exit 2). */
  private static List<Precedence> precedence(String id) {
    if (id.equals("all")) {
      return List.of(Precedence.values());
    }
    return Arrays.stream(Precedence.values()).filter(m -> m.id().equals(id)).findFirst().map(List::of)
        .orElseGet(() -> ProfilerBench.refuse("--precedence must be "
            + String.join(", ", Arrays.stream(Precedence.values()).map(Precedence::id).toList()) + " or all, was " + id));
  }

  /** The time generator named, or all six for {@code all}; anything else is refused (exit 2). */
  private static List<StgTimes> times(String id) {
    if (id.equals("all")) {
      return List.of(StgTimes.values());
    }
    return StgTimes.byId(id).map(List::of)
        .orElseGet(() -> ProfilerBench.refuse("--times must be " + StgTimes.ids() + " or all, was " + id));
  }
}
