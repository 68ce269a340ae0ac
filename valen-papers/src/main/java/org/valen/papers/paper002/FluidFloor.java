package org.valen.papers.paper002;

import java.util.Arrays;
import org.valen.model.trials.paper002.workload.ArrivalParameters;
import org.valen.model.trials.paper002.workload.Paper002Trial;

/**
 * The deadlines of a trial that no allocation can meet (section 7: "the difficulty of the workload
 * (tight deadlines and energy constraint) caused a median of at least 7 % of all missed
 * deadlines"), bounded from below by a fluid relaxation over time windows. A run that completes a
 * set of tasks on time, the last of them at time H, has done their work on the cluster's cores
 * between their arrivals and deadlines, each on one core in one P-state whose actual time (the
 * kernel's draw for the run's seed) fits between arrival and deadline, and has spent at most ζ_max
 * by H: H × the cluster's idle power (every core in P4, Eq. 2) plus their energy above idle. Let
 * any task be split across cores, P-states and windows, a window's work be anywhere in it, and H
 * be only known to lie in some window h: then for each h the tasks completed are at most the
 * optimum of a linear program — maximize Σ y over the share y of each task done in each (node,
 * P-state, window ≤ h) it fits in, at most the share of it that fits in the window's part between
 * its arrival and deadline, at most 1 in all, each node's work in a window at most its cores × the
 * window, and the energy above idle at most ζ_max − (start of window h) × idle power. The floor is
 * the trial's tasks minus the largest of these optima over h, rounded down.
 *
 * <p>Each program is bounded from above by its Lagrangian dual: for prices σ ≥ 0 on each node's
 * core time in each window and μ ≥ 0 on energy, every task takes its most profitable shares
 * (profit 1 − time × σ − energy × μ), and the bound is their profit plus the priced capacities and
 * energy. Any prices give a valid bound; a projected subgradient descent, {@code iterations} steps
 * from zero prices (Polyak steps towards the best bound found less a margin halved when it stalls),
 * makes it tight; a descent that has not gained half a task by the time its margin is below half a
 * task stops there. The optimum of the dual is the program's own (LP duality; a test holds the two
 * against ojAlgo's simplex on small trials). A simplex on the program itself is out of reach here:
 * with some 3,700 tasks × 40 (node, P-state) × 2–3 windows it has 300,000 variables, and ojAlgo
 * takes 51 s on a program of 1,000 tasks.
 */
final class FluidFloor {
  /** Our longest window: 30 minutes, as many in each burst and lull. */
  static final double WINDOW_SECONDS = 1800;
  /** Our subgradient steps per horizon (at most). */
  static final int ITERATIONS = 500;
  private final FloorOptions p;
  private final int iterations;
  /** {@code [option]}: its window. */
  private final int[] window;

  FluidFloor(FloorOptions p, int iterations) {
    this.p = p;
    this.iterations = iterations;
    this.window = new int[p.cell().length];
    for (int o = 0; o < window.length; o++) {
      window[o] = p.window(o);
    }
  }

  /**
   * The floor of {@code trial} (arriving as {@code pattern}) in a run of {@code runSeed}, in tasks:
   * windows of at most {@code windowSeconds}, {@code iterations} subgradient steps per horizon.
   */
  static int tasks(Paper002Trial trial, ArrivalParameters pattern, long runSeed, double windowSeconds,
      int iterations) {
    FluidFloor f = new FluidFloor(FloorOptions.of(trial, pattern, runSeed, windowSeconds), iterations);
    return f.p.tasks() - (int) Math.floor(f.completedAtMost() + 1e-6);
  }

  /** The most tasks any run completes on time: the largest bound over the horizons. */
  double completedAtMost() {
    double[] prices = new double[p.nodes() * p.windows() + 1];
    int[] feasibleBy = feasibleBy();
    double best = 0;
    for (int h = p.windows() - 1; h >= 0 && feasibleBy[h] > best; h--) {
      double energy = p.budgetJoules() - p.windowStarts()[h] * p.idleWatts();
      if (energy <= 0) {
        continue;
      }
      if (bound(h, energy, prices, null) > best) {
        best = Math.max(best, descend(h, energy, prices));
      }
    }
    return best;
  }

  /** {@code [h]}: the tasks with an option in a window up to h, a bound for horizon h. */
  private int[] feasibleBy() {
    int[] firstWindow = new int[p.windows() + 1];
    for (int i = 0; i < p.tasks(); i++) {
      int earliest = p.windows();
      for (int o = p.first()[i]; o < p.first()[i + 1]; o++) {
        earliest = Math.min(earliest, p.window(o));
      }
      firstWindow[earliest]++;
    }
    int[] by = new int[p.windows()];
    for (int h = 0, sum = 0; h < by.length; h++) {
      sum += firstWindow[h];
      by[h] = sum;
    }
    return by;
  }

  /** The best bound for horizon {@code h} from {@code prices} on (left at the best prices found). */
  double descend(int h, double energy, double[] prices) {
    double[] gradient = new double[prices.length];
    double[] best = prices.clone();
    double bestBound = bound(h, energy, prices, gradient);
    double margin = 0.05 * bestBound;
    int stalled = 0;
    double start = bestBound;
    for (int it = 0; it < iterations && margin > (bestBound > start - 0.5 ? 0.5 : 1e-6); it++) {
      double current = bound(h, energy, prices, gradient);
      if (current < bestBound - 1e-9) {
        bestBound = current;
        System.arraycopy(prices, 0, best, 0, prices.length);
        stalled = 0;
      } else if (++stalled >= 10) {
        margin /= 2;
        stalled = 0;
      }
      double norm = 0;
      for (double g : gradient) {
        norm += g * g;
      }
      if (norm == 0) {
        break;
      }
      double step = (current - bestBound + margin) / norm;
      for (int c = 0; c < prices.length; c++) {
        prices[c] = Math.max(0, prices[c] - step * gradient[c]);
      }
    }
    System.arraycopy(best, 0, prices, 0, prices.length);
    return bestBound;
  }

  /**
   * The dual bound at {@code scaled} prices — σ of node j in window w is {@code scaled[j × windows +
   * w]} ÷ that node's core time in it, μ is the last entry ÷ the energy — for horizon {@code h};
   * fills {@code gradient} (if given) with its subgradient in the scaled prices.
   */
  double bound(int h, double energy, double[] scaled, double[] gradient) {
    int windows = p.windows();
    int energyIndex = scaled.length - 1;
    double mu = scaled[energyIndex] / energy;
    double[] sigma = new double[energyIndex];
    double total = scaled[energyIndex];
    for (int c = 0; c < energyIndex; c++) {
      double capacity = p.coreSeconds()[c / windows][c % windows];
      sigma[c] = c % windows <= h ? scaled[c] / capacity : 0;
      total += c % windows <= h ? scaled[c] : 0;
    }
    if (gradient != null) {
      Arrays.fill(gradient, 0);
      gradient[energyIndex] = 1;
      for (int c = 0; c < energyIndex; c++) {
        gradient[c] = c % windows <= h ? 1 : 0;
      }
    }
    double[] profit = new double[64];
    for (int i = 0; i < p.tasks(); i++) {
      int from = p.first()[i];
      int to = p.first()[i + 1];
      if (profit.length < to - from) {
        profit = new double[to - from];
      }
      for (int o = from; o < to; o++) {
        profit[o - from] = window[o] > h ? 0 : 1 - p.seconds()[o] * sigma[p.cell()[o]] - p.joules()[o] * mu;
      }
      total += take(from, to, profit, h, energy, gradient);
    }
    return total;
  }

  /**
   * One task's best shares at the options' {@code profit}s: the most profitable first, each up to the
   * share that fits, 1 in all; their profit, their work and energy taken off {@code gradient}.
   */
  private double take(int from, int to, double[] profit, int h, double energy, double[] gradient) {
    double left = 1;
    double sum = 0;
    while (left > 0) {
      int top = -1;
      for (int o = from; o < to; o++) {
        if (profit[o - from] > 0 && (top < 0 || profit[o - from] > profit[top - from])) {
          top = o;
        }
      }
      if (top < 0) {
        break;
      }
      double y = Math.min(left, p.share()[top]);
      sum += y * profit[top - from];
      left -= y;
      profit[top - from] = 0;
      if (gradient != null) {
        int c = p.cell()[top];
        gradient[c] -= y * p.seconds()[top] / p.coreSeconds()[c / p.windows()][c % p.windows()];
        gradient[gradient.length - 1] -= y * p.joules()[top] / energy;
      }
    }
    return sum;
  }
}
