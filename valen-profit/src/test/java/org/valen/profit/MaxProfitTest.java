package org.valen.profit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;
import org.valen.profit.lp.CommonsMathSolver;
import org.valen.profit.lp.LpSolver;

class MaxProfitTest {
  static List<Long> seeds() {
    return java.util.stream.LongStream.rangeClosed(1, 40).boxed().toList();
  }

  private static final double[] GAMMAS = {0.5, 0.9, 0.99, 1.01, 1.2, 1.5, 3};

  @ParameterizedTest
  @MethodSource("seeds")
  void shouldKeepTheLowerBoundBelowTheUpperBoundOnEveryBag(long seed) {
    Bag bag = SmallBags.random(seed);
    for (double gamma : GAMMAS) {
      for (Economics e : economics(gamma, bag)) {
        ProfitSolution s = MaxProfit.standard().solve(bag, e);
        assertThat(s.lowerProfitPerSecond()).as("seed %d, γ %s, %s", seed, gamma, e)
            .isLessThanOrEqualTo(s.upperProfitPerSecond() + 1e-9 * Math.abs(s.upperProfitPerSecond()));
        s.full().ifPresent(f -> {
          for (int i = 0; i < bag.taskTypeCount(); i++) {
            int sum = 0;
            for (int j = 0; j < bag.machineTypeCount(); j++) {
              sum += f.rounded(i, j);
            }
            assertThat(sum).as("row %d of x̂, seed %d", i, seed).isEqualTo(bag.tasks(i));
          }
        });
      }
    }
  }

  /** Plain, under a cap between idle and the fastest schedule's power, and with section VI's costs. */
  private static List<Economics> economics(double gamma, Bag bag) {
    Economics plain = Economics.ofProfitRatio(gamma, 1);
    LpSchedule fastest = new LowerBoundLp(bag, LpSolver.standard()).minMakespan();
    double cap = bag.totalIdleWatts() + 0.6 * (fastest.averagePowerWatts() - bag.totalIdleWatts());
    int m = bag.machineTypeCount();
    double[] wear = new double[m];
    double[] price = new double[m];
    double[] mttf = new double[m];
    for (int j = 0; j < m; j++) {
      wear[j] = 0.5 + j;
      price[j] = 1000 * (j + 1);
      mttf[j] = 3e7;
    }
    return List.of(plain, plain.withPowerCap(cap), plain.withExtensions(1.4, 500, wear, price, mttf));
  }

  /** Section V: for γ ≥ 1 the maximum profit solution is the best weighted-sum point of the front. */
  @ParameterizedTest
  @MethodSource("seeds")
  void shouldFindTheBestPointOfTheParetoFrontWhenGammaIsAtLeastOne(long seed) {
    Bag bag = SmallBags.random(seed);
    List<ParetoFront.Point> front = ParetoFront.of(bag, LpSolver.standard(), 200);
    for (double gamma : new double[] {1.0, 1.01, 1.2, 1.5, 3}) {
      ProfitSolution s = MaxProfit.standard().solve(bag, Economics.ofProfitRatio(gamma, 1));
      double best = ParetoFront.bestProfitPerSecond(front, s.bag(), s.economics(), s.pricePerBag());
      double scale = s.pricePerBag() / front.get(0).makespanSeconds(); // profit per second of the whole price
      assertThat(s.upperProfitPerSecond()).as("seed %d, γ %s", seed, gamma).isCloseTo(best, within(1e-7 * scale));
    }
  }

  /**
   * LP (10) equals a one-dimensional search over the makespan of (7): at a fixed MS, (7) is best at
   * the least energy of any x finishing by MS, so the optimum is max over MS of (p − c·E_min(MS)) / MS
   * (under the cap: E_min(MS) / MS ≤ P_max), or processing nothing. The search: a geometric grid
   * from MS_min to 10⁴·MS_min, then golden sections around the best grid point (a makespan over the
   * cap ranks below every one under it, and the less over the higher, so the sections find the cap).
   */
  @ParameterizedTest
  @MethodSource("seeds")
  void shouldEqualASearchOverTheMakespanOfLp7(long seed) {
    Bag bag = SmallBags.random(seed);
    LpSchedule fastest = new LowerBoundLp(bag, LpSolver.standard()).minMakespan();
    for (double gamma : new double[] {0.95, 1.1, 2}) {
      for (Economics e : List.of(Economics.ofProfitRatio(gamma, 1),
          Economics.ofProfitRatio(gamma, 1).withPowerCap(bag.totalIdleWatts() + 0.7 * (fastest.averagePowerWatts()
              - bag.totalIdleWatts())))) {
        ProfitSolution s = MaxProfit.standard().solve(bag, e);
        java.util.function.DoubleUnaryOperator profit = ms -> {
          double energy = FeasibleRegion.leastEnergyJoules(bag, LpSolver.standard(), ms);
          double over = energy / ms - e.powerCapWatts() * (1 + 1e-9);
          return over > 0 ? -1e30 - over : (s.pricePerBag() - energy) / ms; // less over the cap ranks higher
        };
        int points = 240;
        double ratio = Math.pow(1e4, 1.0 / points);
        int bestK = 0;
        double best = Double.NEGATIVE_INFINITY;
        for (int k = 0; k <= points; k++) {
          double value = profit.applyAsDouble(fastest.makespanSeconds() * Math.pow(ratio, k));
          if (value > best) {
            best = value;
            bestK = k;
          }
        }
        double lo = fastest.makespanSeconds() * Math.pow(ratio, Math.max(0, bestK - 1));
        double hi = fastest.makespanSeconds() * Math.pow(ratio, bestK + 1);
        for (int it = 0; it < 80; it++) { // golden section
          double a = hi - (hi - lo) / 1.618033988749895;
          double b = lo + (hi - lo) / 1.618033988749895;
          if (profit.applyAsDouble(a) >= profit.applyAsDouble(b)) {
            hi = b;
          } else {
            lo = a;
          }
        }
        for (double ms : new double[] {lo, (lo + hi) / 2, hi, hi * (1 + 1e-8)}) { // the last: just inside the cap
          best = Math.max(best, profit.applyAsDouble(ms));
        }
        best = Math.max(best, ProfitRate.ofIdleSystem(bag, e));
        double scale = s.pricePerBag() / fastest.makespanSeconds();
        assertThat(s.upperProfitPerSecond()).as("seed %d, γ %s, %s", seed, gamma, e)
            .isCloseTo(best, within(1e-6 * scale));
      }
    }
  }

  /** A second simplex finds the same optimum of LP (10) and of LP (5)'s end points. */
  @ParameterizedTest
  @MethodSource("seeds")
  void shouldAgreeWithASecondLpSolver(long seed) {
    Bag bag = SmallBags.random(seed);
    LpSolver other = new CommonsMathSolver();
    for (double gamma : new double[] {0.9, 1.05, 1.5}) {
      Economics e = Economics.ofProfitRatio(gamma, 1);
      ProfitSolution ours = MaxProfit.standard().solve(bag, e);
      ProfitSolution theirs = new MaxProfit(other, Rounding.TieBreak.MACHINE_TYPE_ORDER).solve(bag, e);
      assertThat(theirs.pricePerBag()).isCloseTo(ours.pricePerBag(), within(1e-7 * ours.pricePerBag()));
      assertThat(theirs.upperProfitPerSecond()).as("seed %d, γ %s", seed, gamma)
          .isCloseTo(ours.upperProfitPerSecond(), within(1e-7 * Math.max(1, Math.abs(ours.upperProfitPerSecond()))));
    }
    LowerBoundLp a = new LowerBoundLp(bag, LpSolver.standard());
    LowerBoundLp b = new LowerBoundLp(bag, other);
    assertThat(b.minMakespan().makespanSeconds()).isCloseTo(a.minMakespan().makespanSeconds(),
        within(1e-7 * a.minMakespan().makespanSeconds()));
    assertThat(b.minEnergy().energyJoules()).isCloseTo(a.minEnergy().energyJoules(),
        within(1e-7 * a.minEnergy().energyJoules()));
  }

  /**
   * p = γ·c·E_min takes E_min from the energy-minimizing solve: at γ = 1 no schedule earns more than
   * it pays for energy (the lexicographic point's energy, up to 1e-9 above E_min, made it earn).
   */
  @ParameterizedTest
  @MethodSource("seeds")
  void shouldPriceWithTheLeastEnergyItselfSoThatGammaOneEarnsNothing(long seed) {
    Bag bag = SmallBags.random(seed).withIdleWatts(new double[SmallBags.random(seed).machineTypeCount()]);
    LowerBoundLp lp = new LowerBoundLp(bag, LpSolver.standard());
    ProfitSolution s = MaxProfit.standard().solve(bag, Economics.ofProfitRatio(1, 1));
    assertThat(s.minEnergyJoules()).isEqualTo(lp.weighted(1, 0).energyJoules())
        .isLessThanOrEqualTo(lp.minEnergy().energyJoules());
    assertThat(s.upperProfitPerSecond()).as("seed %d", seed)
        .isLessThanOrEqualTo(1e-12 * s.pricePerBag() / lp.minMakespan().makespanSeconds());
  }

  @Test
  void shouldProcessNothingWhenNoScheduleEarnsMoreThanIdling() {
    Bag bag = SmallBags.random(3).withIdleWatts(new double[SmallBags.random(3).machineTypeCount()]);
    ProfitSolution s = MaxProfit.standard().solve(bag, Economics.ofProfitRatio(0.8, 1));
    assertThat(s.processes()).isFalse();
    assertThat(s.full()).isEqualTo(Optional.empty());
    assertThat(s.upperProfitPerSecond()).isEqualTo(0);
    assertThat(s.lowerProfitPerSecond()).isEqualTo(0);
  }

  @Test
  void shouldRefuseAPowerCapBelowTheIdlePower() {
    Bag bag = SmallBags.random(2).withIdleFraction(0.1);
    Economics e = Economics.ofPrice(1e6, 1).withPowerCap(bag.totalIdleWatts() / 2);
    assertThatThrownBy(() -> MaxProfit.standard().solve(bag, e)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("below the total idle power").hasMessageContaining("no schedule meets it");
  }

  @Test
  void shouldSpaceBagsOutWhenTheFullAllocationExceedsTheCap() {
    for (long seed = 1; seed <= 40; seed++) {
      Bag bag = SmallBags.random(seed);
      LpSchedule fastest = new LowerBoundLp(bag, LpSolver.standard()).minMakespan();
      double cap = bag.totalIdleWatts() + 0.5 * (fastest.averagePowerWatts() - bag.totalIdleWatts());
      ProfitSolution s = MaxProfit.standard().solve(bag, Economics.ofProfitRatio(5, 1).withPowerCap(cap));
      s.lower().ifPresent(a -> assertThat(a.energyJoules() / a.makespanSeconds()).isLessThanOrEqualTo(cap * (1 + 1e-9)));
    }
  }
}
