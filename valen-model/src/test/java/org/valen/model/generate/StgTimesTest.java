package org.valen.model.generate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.IntSupplier;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class StgTimesTest {
  private static final int DRAWS = 200_000;

  @ParameterizedTest
  @EnumSource(StgTimes.class)
  void shouldDrawTheSameTimesFromTheSameStream(StgTimes times) {
    IntSupplier a = times.sampler(RandomStreams.create(4, 2));
    IntSupplier b = times.sampler(RandomStreams.create(4, 2));
    IntSupplier other = times.sampler(RandomStreams.create(4, 3));
    boolean differs = false;
    for (int i = 0; i < 1000; i++) {
      int x = a.getAsInt();
      assertThat(b.getAsInt()).isEqualTo(x);
      differs |= other.getAsInt() != x;
    }
    assertThat(differs).isTrue();
  }

  @ParameterizedTest
  @EnumSource(value = StgTimes.class, names = {"UNIFPROC_5", "UNIFPROC_10"})
  void shouldDrawUniformTimesOnOneToTwiceTheAverageWithOneDrawEach(StgTimes times) {
    // the draws of the generator's first version: 1 + nextInt(2 × average) per task
    UniformRandomProvider reference = RandomStreams.create(8, 1);
    IntSupplier units = times.sampler(RandomStreams.create(8, 1));
    int[] seen = new int[2 * times.mean() + 1];
    for (int i = 0; i < DRAWS; i++) {
      int u = units.getAsInt();
      assertThat(u).isEqualTo(1 + reference.nextInt(2 * times.mean()));
      seen[u]++;
    }
    for (int u = 1; u <= 2 * times.mean(); u++) {
      // each value DRAWS / (2μ) times; sd below 140 for μ = 5
      assertThat(seen[u]).isBetween(DRAWS / (2 * times.mean()) - 700, DRAWS / (2 * times.mean()) + 700);
    }
  }

  @ParameterizedTest
  @EnumSource(value = StgTimes.class, names = {"EXPOPROC_5", "EXPOPROC_10"})
  void shouldDrawExponentialTimesRoundedUp(StgTimes times) {
    // ⌈Exp(μ)⌉ is geometric on 1, 2, …: P(1) = 1 − e^(−1/μ), mean 1 / (1 − e^(−1/μ)) (5.52 for μ = 5)
    double q = 1 - Math.exp(-1.0 / times.mean());
    Stats s = Stats.of(times.sampler(RandomStreams.create(9, 0)));
    assertThat(s.min()).isEqualTo(1);
    assertThat(s.max()).isGreaterThan(8 * times.mean());
    assertThat(s.mean()).isCloseTo(1 / q, org.assertj.core.data.Offset.offset(0.08 * times.mean() / 5));
    assertThat(s.ones()).isCloseTo(q, org.assertj.core.data.Offset.offset(0.005));
  }

  @ParameterizedTest
  @EnumSource(value = StgTimes.class, names = {"NORMPROC_5", "NORMPROC_10"})
  void shouldDrawNormalTimesRoundedUpAndAtLeastOne(StgTimes times) {
    // ⌈N(μ, σ²)⌉ has mean μ + 0.5 within 0.01 for σ ≥ 1 (the rounding error is nearly uniform),
    // standard deviation about sqrt(σ² + 1/12); clipping at 1 moves the mean by under 1e-3
    Stats s = Stats.of(times.sampler(RandomStreams.create(10, 0)));
    double sd = times.standardDeviation();
    assertThat(s.min()).isGreaterThanOrEqualTo(1);
    assertThat(s.mean()).isCloseTo(times.mean() + 0.5, org.assertj.core.data.Offset.offset(0.03));
    assertThat(s.standardDeviation()).isCloseTo(Math.sqrt(sd * sd + 1.0 / 12), org.assertj.core.data.Offset.offset(0.03));
    assertThat(s.max()).isLessThanOrEqualTo((int) Math.ceil(times.mean() + 6 * sd));
  }

  @Test
  void shouldRoundUpAndClipToOneUnit() {
    assertThat(StgTimes.wholeUnits(-2.5)).isEqualTo(1);
    assertThat(StgTimes.wholeUnits(0)).isEqualTo(1);
    assertThat(StgTimes.wholeUnits(0.2)).isEqualTo(1);
    assertThat(StgTimes.wholeUnits(1)).isEqualTo(1);
    assertThat(StgTimes.wholeUnits(1.0001)).isEqualTo(2);
  }

  @Test
  void shouldKnowEachGeneratorByItsId() {
    for (StgTimes t : StgTimes.values()) {
      assertThat(StgTimes.byId(t.id())).contains(t);
    }
    assertThat(StgTimes.byId("unifproc-10")).contains(StgTimes.UNIFPROC_10);
    assertThat(StgTimes.byId("unifproc")).isEmpty();
    assertThat(StgTimes.ids()).isEqualTo("unifproc-5, unifproc-10, expoproc-5, expoproc-10, normproc-5, normproc-10");
  }

  private record Stats(int min, int max, double mean, double standardDeviation, double ones) {
    static Stats of(IntSupplier units) {
      int min = Integer.MAX_VALUE;
      int max = 0;
      double sum = 0;
      double squares = 0;
      int ones = 0;
      for (int i = 0; i < DRAWS; i++) {
        int u = units.getAsInt();
        min = Math.min(min, u);
        max = Math.max(max, u);
        sum += u;
        squares += (double) u * u;
        ones += u == 1 ? 1 : 0;
      }
      double mean = sum / DRAWS;
      return new Stats(min, max, mean, Math.sqrt(squares / DRAWS - mean * mean), (double) ones / DRAWS);
    }
  }
}
