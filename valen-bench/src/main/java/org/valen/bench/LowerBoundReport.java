package org.valen.bench;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.valen.model.schedule.ListScheduler;
import org.valen.profiler.quality.Gap;
import org.valen.profiler.quality.GapSummary;
import org.valen.profiler.quality.LowerBoundComparison;
import org.valen.profiler.quality.LowerBoundComparison.Pair;

/**
 * The lower-bound table of {@code ProfilerBench lower-bound}: the profiler and the three classic
 * list schedulers side by side, each as the distribution of its schedule length over the bound
 * max(critical path, work ÷ k) (work ÷ k rounded up to a whole time unit), over all pairs and per
 * k.
 */
final class LowerBoundReport {
  private LowerBoundReport() {}

  /** The table of {@code result}; {@code graphs} says what they are ("150 random 50-task STG graphs (…)"). */
  static void print(PrintStream out, LowerBoundComparison.Result result, String graphs, List<Integer> budgets,
      int threads) {
    List<Pair> pairs = result.pairs();
    out.printf(Locale.ROOT, "minimum response time against the lower bound max(critical path, work / k rounded up to"
        + " a whole time unit): %s, k = %s, %d (graph, k) pairs%n", graphs, budgets, pairs.size());
    table(out, "all pairs", pairs);
    for (int k : budgets) {
      table(out, "k = " + k, pairs.stream().filter(p -> p.maxCores() == k).toList());
    }
    long worse = pairs.stream().filter(p -> p.profilerSeconds() > p.bestSchedulerSeconds() * (1 + 1e-12)).count();
    long better = pairs.stream().filter(p -> p.profilerSeconds() < p.bestSchedulerSeconds() * (1 - 1e-12)).count();
    out.printf(Locale.ROOT, "profiler against the best list scheduler of each pair: shorter on %d, equal on %d,"
        + " longer on %d pairs%n", better, pairs.size() - better - worse, worse);
    pairs.stream().filter(p -> p.profilerSeconds() > p.bestSchedulerSeconds() * (1 + 1e-12))
        .forEach(p -> out.printf(Locale.ROOT, "  longer: %s k=%d profiler %.1f s, best list scheduler %.1f s%n",
            p.graph(), p.maxCores(), p.profilerSeconds(), p.bestSchedulerSeconds()));
    GapSummary unrounded = GapSummary.of(LowerBoundComparison.profilerGapsToUnroundedBound(pairs));
    out.printf(Locale.ROOT, "profiler against the unrounded bound max(critical path, work / k): within 1 %% on %d"
        + " (%.1f %%), at the bound on %d pairs%n", unrounded.withinOnePercent(),
        100.0 * unrounded.withinOnePercent() / unrounded.pairs(), unrounded.exact());
    exactStep(out, pairs, budgets);
    List<Double> cpu = result.cpuSecondsPerGraph().stream().sorted().toList();
    List<Double> byGraph = result.cpuSecondsPerGraph();
    out.printf(Locale.ROOT, "profiling time per graph (all %d budgets, CPU time of its one thread, after one untimed"
        + " warm-up graph per thread; %d threads):"
        + " mean %.3f s, median %.3f s, p95 %.3f s, max %.3f s; over 1 s: %d graphs %s%n", budgets.size(), threads,
        cpu.stream().mapToDouble(Double::doubleValue).average().orElse(0), cpu.get(cpu.size() / 2),
        cpu.get((int) Math.ceil(0.95 * cpu.size()) - 1), cpu.get(cpu.size() - 1),
        byGraph.stream().filter(c -> c > 1).count(), java.util.stream.IntStream.range(0, byGraph.size())
            .filter(g -> byGraph.get(g) > 1).mapToObj(g -> pairs.get(g * budgets.size()).graph()).toList());
  }

  /**
   * The exact step's record per k: pairs whose minimum time is proven optimal, pairs within 1 % of
   * their proven lower bound (the target: 98 %), the largest gap, and how the bounds were found.
   */
  private static void exactStep(PrintStream out, List<Pair> pairs, List<Integer> budgets) {
    List<Pair> recorded = pairs.stream().filter(p -> p.minimumTime() != null).toList();
    if (recorded.isEmpty()) {
      out.println("no minimum-time records (the exact step was off)");
      return;
    }
    out.printf(Locale.ROOT, "%nexact step: minimum time against the profile's proven lower bound%n");
    out.printf(Locale.ROOT, "  %-22s %8s %16s %20s %10s   %s%n", "pairs", "count", "proven optimal",
        "within 1 % of bound", "max gap", "bound found by");
    exactLine(out, "all", recorded);
    for (int k : budgets) {
      exactLine(out, "k = " + k, recorded.stream().filter(p -> p.maxCores() == k).toList());
    }
    recorded.stream().filter(p -> gap(p) > 0.01).forEach(p -> out.printf(Locale.ROOT,
        "  beyond 1 %%: %s k=%d minimum %.1f s, proven bound %.1f s (gap %.2f %%)%n", p.graph(), p.maxCores(),
        p.profilerSeconds(), p.minimumTime().lowerBoundSeconds(), 100 * gap(p)));
  }

  private static void exactLine(PrintStream out, String title, List<Pair> pairs) {
    long proven = pairs.stream().filter(p -> p.minimumTime().provenOptimal()).count();
    long within = pairs.stream().filter(p -> gap(p) <= 0.01).count();
    double max = pairs.stream().mapToDouble(LowerBoundReport::gap).max().orElse(0);
    java.util.Map<String, Long> methods = new java.util.TreeMap<>(pairs.stream().collect(
        java.util.stream.Collectors.groupingBy(p -> p.minimumTime().method(), java.util.stream.Collectors.counting())));
    out.printf(Locale.ROOT, "  %-22s %8d %8d (%5.1f %%) %10d (%5.1f %%) %9.2f%%   %s%n", title, pairs.size(), proven,
        100.0 * proven / pairs.size(), within, 100.0 * within / pairs.size(), 100 * max, methods);
  }

  /** One line of the exact step's record over a group of pairs (a precedence method, say). */
  static void exactSummary(PrintStream out, String group, List<Pair> pairs) {
    List<Pair> recorded = pairs.stream().filter(p -> p.minimumTime() != null).toList();
    if (!recorded.isEmpty()) {
      exactLine(out, group, recorded);
    }
  }

  private static double gap(Pair p) {
    return p.minimumTime().gapOf(p.profilerSeconds());
  }

  private static void table(PrintStream out, String title, List<Pair> pairs) {
    out.printf(Locale.ROOT, "%n%s (%d pairs)%n", title, pairs.size());
    out.printf(Locale.ROOT, "  %-20s %14s %14s %12s %10s %10s%n", "method", "within 1 %", "at the bound",
        "mean excess", "p90", "max");
    List<String> names = new ArrayList<>();
    List<List<Gap>> gaps = new ArrayList<>();
    names.add("profiler");
    gaps.add(LowerBoundComparison.profilerGaps(pairs));
    for (int i = 0; i < ListScheduler.CLASSIC.size(); i++) {
      names.add(ListScheduler.CLASSIC.get(i).name());
      gaps.add(LowerBoundComparison.schedulerGaps(pairs, i));
    }
    names.add("best list scheduler");
    gaps.add(LowerBoundComparison.bestSchedulerGaps(pairs));
    for (int i = 0; i < names.size(); i++) {
      GapSummary s = GapSummary.of(gaps.get(i));
      out.printf(Locale.ROOT, "  %-20s %5d (%5.1f %%) %5d (%5.1f %%) %11.3f%% %9.2f%% %9.2f%%%n", names.get(i),
          s.withinOnePercent(), 100.0 * s.withinOnePercent() / s.pairs(), s.exact(), 100.0 * s.exact() / s.pairs(),
          100 * s.mean(), 100 * s.quantile(0.9), 100 * s.quantile(1));
    }
  }
}
