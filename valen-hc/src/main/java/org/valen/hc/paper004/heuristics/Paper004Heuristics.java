package org.valen.hc.paper004.heuristics;

import java.util.List;
import java.util.function.LongFunction;
import org.valen.hc.paper004.rules.Heuristic;
import org.valen.hc.paper004.rules.Objective;

/** Paper 004's ten heuristics, in the order of its figures, with their names and the paper's. */
public final class Paper004Heuristics {

  /**
   * One heuristic: its registered name, the paper's name, whether it preempts, and how to make it
   * (from the seed of Random's draws).
   */
  public record Entry(String name, String paperName, boolean preempts, LongFunction<Heuristic> make) {}

  private static final List<Entry> ALL = List.of(
      new Entry(RandomOrder.NAME, "Random", false, RandomOrder::new),
      new Entry(FirstComeFirstServed.NAME, "FCFS", false, seed -> new FirstComeFirstServed()),
      entry("P004-MaxUtil", "Max Util", false, n -> new MaxObjective(n, Objective.UTIL)),
      entry("P004-MaxUPT", "Max UPT", false, n -> new MaxObjective(n, Objective.UPT)),
      entry("P004-MaxUtil-Greedy", "Max Util Preempt Greedy", true, n -> new PreemptGreedy(n, Objective.UTIL)),
      entry("P004-MaxUPT-Greedy", "Max UPT Preempt Greedy", true, n -> new PreemptGreedy(n, Objective.UPT)),
      entry("P004-MaxUtil-Diff", "Max Util Preempt Diff", true, n -> new PreemptDiff(n, Objective.UTIL)),
      entry("P004-MaxUPT-Diff", "Max UPT Preempt Diff", true, n -> new PreemptDiff(n, Objective.UPT)),
      entry("P004-MaxUtil-Pair", "Max Util Preempt Pair", true, n -> new PreemptPair(n, Objective.UTIL)),
      entry("P004-MaxUPT-Pair", "Max UPT Preempt Pair", true, n -> new PreemptPair(n, Objective.UPT)));

  private Paper004Heuristics() {}

  private static Entry entry(String name, String paperName, boolean preempts,
      java.util.function.Function<String, Heuristic> make) {
    return new Entry(name, paperName, preempts, seed -> make.apply(name));
  }

  /** All ten, in the paper's order. */
  public static List<Entry> all() {
    return ALL;
  }

  /** Their registered names, in the paper's order. */
  public static List<String> names() {
    return ALL.stream().map(Entry::name).toList();
  }

  /** The entry named {@code name} (case-insensitive). */
  public static Entry named(String name) {
    return ALL.stream().filter(e -> e.name().equalsIgnoreCase(name)).findFirst().orElseThrow(
        () -> new IllegalArgumentException("unknown paper 004 heuristic '" + name + "'; known: " + names()));
  }
}
