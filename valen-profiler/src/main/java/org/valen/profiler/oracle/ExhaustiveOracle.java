package org.valen.profiler.oracle;

import org.valen.model.schedule.DecoderWorkspace;
import org.valen.model.schedule.ScheduleDecoder;
import org.valen.profiler.search.ParetoArchive;
import org.valen.profiler.search.SearchResult;

/**
 * The yardstick of the profiler: every schedule of a job on at most {@code k} identical cores —
 * every allocation of tasks to cores, every v/f level of every used core and every order of the
 * tasks on their cores, the space the NSGA-II searches — evaluated by the same decoder.
 *
 * <ul>
 *   <li><b>Allocations.</b> Cores are interchangeable, so an allocation is enumerated once, as a
 *       restricted growth string (task 0 on core 0; each task on a used core or on the next new
 *       one), the canonical form profiles store. The count is Σ_b S(n, b) · levels^b over b = 1 …
 *       min(k, n) used cores, S the Stirling numbers of the second kind: 268,098 for 6 tasks, 6
 *       levels and k = 6; 2,869,242 for 7 tasks ({@link #spaceSize}).
 *   <li><b>Orders.</b> For each allocation and levels, {@link ShortestOrder} finds the shortest
 *       schedule over every task order by branch and bound. The order changes only the response
 *       time, and the energy grows with it, so that order's point dominates the others of the same
 *       allocation: the front over allocations × levels × orders is the front of these points.
 * </ul>
 */
public final class ExhaustiveOracle {
  /** Largest space {@link #run} accepts (allocations × levels). */
  public static final double MAX_ALLOCATIONS = 5e7;

  private final ScheduleDecoder decoder;
  private final int tasks;
  private final int maxCores;
  private final int levels;
  private final int[] cores;
  private final int[] coreLevels;
  private final ParetoArchive archive = new ParetoArchive();
  private final DecoderWorkspace workspace;
  private final ShortestOrder orders;
  private int evaluations;

  private ExhaustiveOracle(ScheduleDecoder decoder, int maxCores) {
    this.decoder = decoder;
    this.tasks = decoder.taskCount();
    this.maxCores = Math.min(maxCores, tasks);
    this.levels = decoder.levelCount();
    this.cores = new int[tasks];
    this.coreLevels = new int[this.maxCores];
    this.workspace = decoder.newWorkspace(this.maxCores);
    this.orders = new ShortestOrder(decoder, this.maxCores);
  }

  /**
   * The exact Pareto front and minimum-product schedule on at most {@code maxCores} cores; {@link
   * SearchResult#evaluations()} counts the allocations × levels searched (each over every order).
   *
   * @throws IllegalArgumentException if the space has more than {@link #MAX_ALLOCATIONS}
   *     allocations × levels, or the job more than 64 tasks and {@code maxCores} more than 1
   */
  public static SearchResult run(ScheduleDecoder decoder, int maxCores) {
    double size = spaceSize(decoder.taskCount(), maxCores, decoder.levelCount());
    if (size > MAX_ALLOCATIONS) {
      throw new IllegalArgumentException(String.format(
          "%d tasks on %d cores at %d levels make %.3g allocations, more than the oracle's %.0g",
          decoder.taskCount(), maxCores, decoder.levelCount(), size, MAX_ALLOCATIONS));
    }
    ExhaustiveOracle oracle = new ExhaustiveOracle(decoder, maxCores);
    oracle.assign(1, 1);
    return new SearchResult(oracle.archive.points(), oracle.archive.minProduct(), oracle.evaluations);
  }

  /** Number of allocations × levels of {@code tasks} tasks on at most {@code maxCores} cores. */
  public static double spaceSize(int tasks, int maxCores, int levels) {
    int most = Math.min(tasks, maxCores);
    double[] stirling = new double[most + 1]; // S(n, b) for the current n, by b
    stirling[0] = 1;
    for (int n = 1; n <= tasks; n++) {
      for (int b = Math.min(n, most); b >= 1; b--) {
        stirling[b] = b * stirling[b] + stirling[b - 1];
      }
      stirling[0] = 0;
    }
    double total = 0;
    for (int b = 1; b <= most; b++) {
      total += stirling[b] * Math.pow(levels, b);
    }
    return total;
  }

  /** Places task {@code t} given that tasks before it use {@code used} cores (task 0 on core 0). */
  private void assign(int t, int used) {
    if (t == tasks) {
      enumerateLevels(0, used);
      return;
    }
    for (int c = 0; c <= Math.min(used, maxCores - 1); c++) {
      cores[t] = c;
      assign(t + 1, c == used ? used + 1 : used);
    }
  }

  private void enumerateLevels(int core, int used) {
    if (core == used) {
      int[] order = orders.shortest(cores, coreLevels, used);
      double time = decoder.evaluate(cores, coreLevels, order, workspace);
      evaluations++;
      if (archive.accepts(time, workspace.energyJoules())) {
        archive.offer(time, workspace.energyJoules(), cores, coreLevels, decoder.canonicalOrder(workspace));
      }
      return;
    }
    for (int l = 0; l < levels; l++) {
      coreLevels[core] = l;
      enumerateLevels(core + 1, used);
    }
  }
}
