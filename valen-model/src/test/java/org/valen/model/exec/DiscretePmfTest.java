package org.valen.model.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.valen.model.generate.RandomStreams;

/** The pmf operations of paper 002's section 4.2 against hand-computed cases. */
class DiscretePmfTest {

  private static DiscretePmf pmf(double step, double[] seconds, double[] p) {
    return DiscretePmf.ofImpulses(step, seconds, p);
  }

  @Test
  void shouldRefuseProbabilitiesThatDoNotSumToOneAndNegativeTimes() {
    assertThatThrownBy(() -> DiscretePmf.of(1, 0, 0.5, 0.4)).hasMessageContaining("sum to 1, sum to 0.9");
    assertThatThrownBy(() -> DiscretePmf.of(1, -2, 0.5, 0.5)).hasMessageContaining("times must be finite and >= 0");
    assertThatThrownBy(() -> DiscretePmf.of(1, 0, 1.5, -0.5)).hasMessageContaining("probability 1 must be finite and >= 0");
    assertThatThrownBy(() -> DiscretePmf.of(0, 0, 1)).hasMessageContaining("stepSeconds");
    assertThatThrownBy(() -> pmf(10, new double[] {10, 25}, new double[] {0.5, 0.5})).hasMessageContaining("not on the grid");
  }

  @Test
  void shouldGiveMeanCumulativeProbabilitiesAndTrimZeros() {
    DiscretePmf p = DiscretePmf.of(10, 0, 0, 0.2, 0, 0.5, 0.3, 0);
    assertThat(p.firstSeconds()).isEqualTo(10);
    assertThat(p.lastSeconds()).isEqualTo(40);
    assertThat(p.size()).isEqualTo(4);
    assertThat(p.mean()).isCloseTo(0.2 * 10 + 0.5 * 30 + 0.3 * 40, within(1e-12));
    assertThat(p.probabilityAtMost(30)).isCloseTo(0.7, within(1e-15));
    assertThat(p.probabilityBefore(30)).isCloseTo(0.2, within(1e-15));
    assertThat(p.probabilityAtMost(29.99)).isCloseTo(0.2, within(1e-15));
    assertThat(p.probabilityAtMost(5)).isZero();
    assertThat(p.probabilityAtMost(40)).isEqualTo(1);
    assertThat(p.countBefore(30)).isEqualTo(2);
  }

  @Test
  void shouldShiftAnExecutionTimeToACompletionTime() {
    DiscretePmf p = pmf(1, new double[] {2, 3}, new double[] {0.5, 0.5}).shift(3.5);
    assertThat(p.firstSeconds()).isEqualTo(5.5);
    assertThat(p.mean()).isEqualTo(6);
  }

  @Test
  void shouldConvolveTwoTimes() {
    DiscretePmf a = pmf(1, new double[] {1, 2}, new double[] {0.5, 0.5});
    DiscretePmf b = pmf(1, new double[] {1, 3}, new double[] {0.25, 0.75});
    DiscretePmf sum = a.convolve(b); // 2: .125, 3: .125, 4: .375, 5: .375
    assertThat(sum.firstSeconds()).isEqualTo(2);
    assertThat(sum.size()).isEqualTo(4);
    assertThat(sum.probability(0)).isEqualTo(0.125);
    assertThat(sum.probability(1)).isEqualTo(0.125);
    assertThat(sum.probability(2)).isEqualTo(0.375);
    assertThat(sum.probability(3)).isEqualTo(0.375);
    assertThat(sum.mean()).isCloseTo(a.mean() + b.mean(), within(1e-12));
    assertThat(DiscretePmf.pointMass(7).convolve(b).firstSeconds()).isEqualTo(8);
    assertThatThrownBy(() -> a.convolve(pmf(2, new double[] {2, 4}, new double[] {0.5, 0.5})))
        .hasMessageContaining("cannot be combined");
  }

  /**
   * Fig. 2: a task that started at time 3, at time 7.5. Its execution time is 2, 3, 4, 5 or 6 (a);
   * shifted by its start it ends at 5 … 9 (b); at 7.5 the impulses at 5, 6 and 7 are past, and the
   * rest, renormalized, is its completion time (c).
   */
  @Test
  void shouldConditionARunningTaskOnItsElapsedTimeAsFig2() {
    DiscretePmf execution = pmf(1, new double[] {2, 3, 4, 5, 6}, new double[] {0.1, 0.2, 0.3, 0.25, 0.15});
    DiscretePmf completion = execution.shift(3);
    assertThat(completion.firstSeconds()).isEqualTo(5);
    DiscretePmf now = completion.truncatedBefore(7.5);
    assertThat(now.firstSeconds()).isEqualTo(8);
    assertThat(now.size()).isEqualTo(2);
    assertThat(now.probability(0)).isCloseTo(0.625, within(1e-12));
    assertThat(now.probability(1)).isCloseTo(0.375, within(1e-12));
    assertThat(completion.truncatedBefore(8)).as("an impulse at the current time is not past")
        .isEqualTo(now);
    assertThat(completion.truncatedBefore(4)).isSameAs(completion);
    assertThat(completion.truncatedBefore(12)).as("a task that outran its pmf ends now")
        .isEqualTo(DiscretePmf.pointMass(12));
  }

  @Test
  void shouldScaleByAPStateMultiplierKeepingTheMean() {
    DiscretePmf p = pmf(10, new double[] {10, 20}, new double[] {0.5, 0.5});
    DiscretePmf scaled = p.scale(1.5); // 15 → half at 10, half at 20; 30 → at 30
    assertThat(scaled.firstSeconds()).isEqualTo(10);
    assertThat(scaled.probability(0)).isEqualTo(0.25);
    assertThat(scaled.probability(1)).isEqualTo(0.25);
    assertThat(scaled.probability(2)).isEqualTo(0.5);
    assertThat(scaled.mean()).isCloseTo(1.5 * p.mean(), within(1e-12));
    assertThat(p.scale(2).mean()).isEqualTo(30);
    assertThat(p.scale(2).firstSeconds()).isEqualTo(20);
  }

  @Test
  void shouldSampleByInverseTransform() {
    DiscretePmf p = DiscretePmf.of(10, 10, 0.5, 0, 0.25, 0.25);
    assertThat(p.quantile(0)).isEqualTo(10);
    assertThat(p.quantile(0.49)).isEqualTo(10);
    assertThat(p.quantile(0.5)).as("no time of probability 0").isEqualTo(30);
    assertThat(p.quantile(0.8)).isEqualTo(40);
    UniformRandomProvider rng = RandomStreams.create(3);
    int n = 40_000;
    double sum = 0;
    int at10 = 0;
    for (int i = 0; i < n; i++) {
      double t = p.quantile(rng.nextDouble());
      sum += t;
      at10 += t == 10 ? 1 : 0;
    }
    assertThat(sum / n).isCloseTo(p.mean(), within(0.3));
    assertThat(at10 / (double) n).isCloseTo(0.5, within(0.01));
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
  void shouldGiveTheProbabilityOfASumWithoutConvolvingAsWithIt(long seed) {
    UniformRandomProvider rng = RandomStreams.create(seed);
    DiscretePmf queue = random(rng, 1 + rng.nextInt(40)).shift(rng.nextDouble() * 1000);
    DiscretePmf task = random(rng, 1 + rng.nextInt(30));
    DiscretePmf sum = queue.convolve(task);
    for (int k = 0; k < 50; k++) {
      double t = sum.firstSeconds() - 120 + rng.nextDouble() * (sum.lastSeconds() - sum.firstSeconds() + 240);
      assertThat(queue.probabilityAtMostWith(task, t)).as("seed %d, t %s", seed, t)
          .isCloseTo(sum.probabilityAtMost(t), within(1e-12));
    }
    assertThat(queue.probabilityAtMostWith(task, sum.lastSeconds())).isEqualTo(sum.probabilityAtMost(sum.lastSeconds()));
  }

  /**
   * The sum without convolving skips the task's impulses that meet the whole queue by t (their
   * terms are their probabilities, summed by the task's cumulative probability): the same number,
   * to the last bit, as the term-by-term sum over every impulse.
   */
  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
  void shouldGiveTheSameProbabilityOfASumAsTheTermByTermSum(long seed) {
    UniformRandomProvider rng = RandomStreams.create(seed, 2);
    DiscretePmf queue = random(rng, 1 + rng.nextInt(rng.nextBoolean() ? 3 : 40)).shift(60 * rng.nextInt(20));
    DiscretePmf task = random(rng, 1 + rng.nextInt(30));
    for (int k = 0; k < 80; k++) {
      double t = queue.firstSeconds() + task.firstSeconds() - 120
          + rng.nextDouble() * (queue.lastSeconds() + task.lastSeconds() - queue.firstSeconds() - task.firstSeconds() + 240);
      assertThat(queue.probabilityAtMostWith(task, t)).as("seed %d, t %s", seed, t).isEqualTo(termByTerm(queue, task, t));
    }
  }

  /** Σ over every impulse j of {@code x}: p_j × P(queue ≤ t − x_j), over x's total. */
  private static double termByTerm(DiscretePmf queue, DiscretePmf x, double t) {
    int last = (int) Math.floor((t - (queue.firstSeconds() + x.firstSeconds())) / queue.stepSeconds() + 1e-9);
    double p = 0;
    double total = 0;
    for (int j = 0; j < x.size(); j++) {
      total += x.probability(j);
      if (last - j >= 0) {
        p += x.probability(j) * queue.probabilityAtMost(queue.seconds(last - j));
      }
    }
    return Math.min(1, p / total);
  }

  /** A random pmf of {@code n} impulses on the 60 s grid. */
  static DiscretePmf random(UniformRandomProvider rng, int n) {
    double[] p = new double[n];
    double sum = 0;
    for (int i = 0; i < n; i++) {
      p[i] = rng.nextDouble() < 0.2 ? 0 : rng.nextDouble();
      sum += p[i];
    }
    if (sum == 0) {
      p[0] = sum = 1;
    }
    for (int i = 0; i < n; i++) {
      p[i] /= sum;
    }
    p[n - 1] += 1 - java.util.Arrays.stream(p).sum();
    if (p[n - 1] < 0) {
      p[n - 1] = 0;
    }
    return DiscretePmf.of(60, 60 * (1 + rng.nextInt(20)), p);
  }
}
