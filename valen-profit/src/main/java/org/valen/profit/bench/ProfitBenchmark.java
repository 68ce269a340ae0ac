package org.valen.profit.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.valen.model.Check;
import org.valen.profit.Bag;
import org.valen.profit.Economics;
import org.valen.profit.FullAllocation;
import org.valen.profit.LowerBoundLp;
import org.valen.profit.MaxProfit;
import org.valen.profit.MaxProfitLp;
import org.valen.profit.generate.BagSampler;

/**
 * Times paper 003's profit maximization algorithm as section V-B does: for a bag of n tasks, LP
 * (10) + Algorithm 1 + Algorithm 2, the price already known (p = γ·c·E_min is computed once, before
 * the clock starts). Each size gets untimed warm-up solves, then timed ones on one thread; the
 * median of the timed solves is the figure, with the LP's and the recovery's medians apart.
 */
public final class ProfitBenchmark {
  private ProfitBenchmark() {}

  /**
   * The timings of one bag size.
   *
   * @param tasks n
   * @param medianMillis median of LP + rounding + LPT
   * @param lpMillis median of LP (10) alone
   * @param recoveryMillis median of Algorithms 1 and 2 alone
   * @param minMillis the fastest whole solve
   * @param profitPerSecond the lower bound found (the same every run)
   */
  public record Timing(int tasks, double medianMillis, double lpMillis, double recoveryMillis, double minMillis,
      double profitPerSecond) {}

  /** Times {@code system} scaled to each of {@code sizes} tasks at profit ratio {@code gamma}. */
  public static List<Timing> run(Bag system, List<Integer> sizes, double gamma, int warmups, int runs) {
    Check.atLeast(runs, 1, "runs");
    Check.nonNegative(warmups, "warmups");
    MaxProfit algorithm = MaxProfit.standard();
    List<Timing> timings = new ArrayList<>();
    for (int n : sizes) {
      Bag bag = BagSampler.scaled(system, Check.atLeast(n, 1, "tasks"));
      double price = gamma * new LowerBoundLp(bag, algorithm.solver()).minEnergy().energyJoules();
      Economics e = Economics.ofPrice(price, 1);
      for (int k = 0; k < warmups; k++) {
        solve(algorithm, bag, e, price, new long[2]);
      }
      long[] whole = new long[runs];
      long[] lp = new long[runs];
      long[] recovery = new long[runs];
      double profit = Double.NaN;
      for (int k = 0; k < runs; k++) {
        long[] parts = new long[2];
        profit = solve(algorithm, bag, e, price, parts);
        lp[k] = parts[0];
        recovery[k] = parts[1];
        whole[k] = parts[0] + parts[1];
      }
      timings.add(new Timing(n, median(whole), median(lp), median(recovery),
          Arrays.stream(whole).min().orElseThrow() / 1e6, profit));
    }
    return timings;
  }

  /** One solve; {@code nanos} gets the LP's and the recovery's times. */
  private static double solve(MaxProfit algorithm, Bag bag, Economics e, double price, long[] nanos) {
    long start = System.nanoTime();
    MaxProfitLp.UpperBound upper = new MaxProfitLp(bag, algorithm.solver()).solve(price, e);
    long solved = System.nanoTime();
    FullAllocation full = algorithm.recover(bag, upper.schedule().orElseThrow().x());
    long end = System.nanoTime();
    nanos[0] = solved - start;
    nanos[1] = end - solved;
    return MaxProfit.achieved(bag, e, price, full).profitPerSecond();
  }

  private static double median(long[] nanos) {
    long[] sorted = nanos.clone();
    Arrays.sort(sorted);
    int n = sorted.length;
    double middle = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
    return middle / 1e6;
  }
}
