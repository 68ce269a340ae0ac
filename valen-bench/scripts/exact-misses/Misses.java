import java.util.List;
import java.util.Locale;
import org.valen.model.generate.StgGraphGenerator;
import org.valen.model.generate.StgGraphGenerator.Precedence;
import org.valen.model.generate.StgGraphParameters;
import org.valen.model.generate.StgTimes;
import org.valen.profiler.ProfilerSettings;
import org.valen.profiler.quality.LowerBoundComparison;

/**
 * Profiles named graphs of {@code ProfilerBench lower-bound --precedence all --times all} again at
 * another CP-SAT limit, one thread, k = 2, 4, 8: {@code java -cp valen-bench/target/benchmarks.jar
 * Misses.java LIMIT METHOD-TIMES-G …} (e.g. {@code layrpred-normproc-5-44}: graph 44 of seed 1).
 */
public class Misses {
  public static void main(String[] args) {
    double limit = Double.parseDouble(args[0]);
    List<String> graphs = List.of(args).subList(1, args.length);
    LowerBoundComparison.Result r = LowerBoundComparison.run(graphs.size(), i -> {
      String id = graphs.get(i);
      String method = id.substring(0, id.indexOf('-'));
      String times = id.substring(id.indexOf('-') + 1, id.lastIndexOf('-'));
      return StgGraphGenerator.generate(id, StgGraphParameters.defaults()
          .withPrecedence(Precedence.valueOf(method.toUpperCase(Locale.ROOT)))
          .withTimes(StgTimes.byId(times).orElseThrow()), 1, Integer.parseInt(id.substring(id.lastIndexOf('-') + 1)));
    }, 60, List.of(2, 4, 8), ProfilerSettings.defaults().withExact(true, limit), 1);
    for (LowerBoundComparison.Pair p : r.pairs()) {
      var m = p.minimumTime();
      System.out.printf(Locale.ROOT, "%s k=%d minimum %.0f s, proven bound %.0f s (%s, gap %.2f %%),"
              + " max(critical path, work / k) %.0f s%n", p.graph(), p.maxCores(), p.profilerSeconds(),
          m.lowerBoundSeconds(), m.provenOptimal() ? "optimal" : "not proven", 100 * m.gapOf(p.profilerSeconds()),
          p.lowerBoundSeconds());
    }
    for (int i = 0; i < graphs.size(); i++) {
      System.out.printf(Locale.ROOT, "%s: %.2f s CPU%n", graphs.get(i), r.cpuSecondsPerGraph().get(i));
    }
  }
}
