package org.valen.profiler.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.uma.jmetal.util.pseudorandom.JMetalRandom;
import org.valen.model.generate.RandomStreams;
import org.valen.model.job.JobTemplate;
import org.valen.model.profile.ProfilePoint;
import org.valen.model.schedule.DecoderWorkspace;
import org.valen.model.schedule.ScheduleDecoder;
import org.valen.profiler.Jobs;
import org.valen.profiler.ProfilerSettings;
import org.valen.profiler.oracle.ExhaustiveOracle;

class Nsga2SearchTest {
  private static final ProfilerSettings SETTINGS = ProfilerSettings.defaults();

  private static SearchResult search(JobTemplate job, int k, long seed) {
    return Nsga2Search.run(Jobs.decoder(job), job, Jobs.LINK, k, SETTINGS, RandomStreams.create(seed));
  }

  @ParameterizedTest(name = "job seed {0}")
  @ValueSource(longs = {11, 12, 13, 14, 15, 16, 17, 18})
  void shouldComeWithinOnePercentOfTheOracleOnSmallJobs(long seed) {
    JobTemplate job = Jobs.random(seed, 5, 6);
    ScheduleDecoder decoder = Jobs.decoder(job);
    for (int k = 1; k <= job.taskCount(); k++) {
      double best = ExhaustiveOracle.run(decoder, k).selected().timeEnergyProduct();
      double found = search(job, k, seed).selected().timeEnergyProduct();
      assertThat(found / best).as("job seed %d, k = %d", seed, k).isBetween(1.0 - 1e-12, 1.01);
    }
  }

  @Test
  void shouldReturnAFrontOfCorrectlyEvaluatedNonDominatedPointsWithinTheBudget() {
    JobTemplate job = Jobs.random(21, 9, 9);
    ScheduleDecoder decoder = Jobs.decoder(job);
    DecoderWorkspace ws = decoder.newWorkspace(9);
    SearchResult r = search(job, 3, 1);
    List<ProfilePoint> front = r.front();
    for (int i = 0; i < front.size(); i++) {
      ProfilePoint p = front.get(i);
      assertThat(p.usedCores()).isLessThanOrEqualTo(3);
      assertThat(decoder.evaluate(p.taskToCore(), p.coreLevels(), ws)).isEqualTo(p.responseTimeSeconds());
      assertThat(ws.energyJoules()).isEqualTo(p.energyJoules());
      if (i > 0) {
        assertThat(p.responseTimeSeconds()).isGreaterThan(front.get(i - 1).responseTimeSeconds());
        assertThat(p.energyJoules()).isLessThan(front.get(i - 1).energyJoules());
      }
    }
    assertThat(front).allSatisfy(p -> assertThat(p.timeEnergyProduct()).isGreaterThanOrEqualTo(r.selected().timeEnergyProduct()));
    assertThat(r.evaluations()).isLessThanOrEqualTo(SETTINGS.maxEvaluations() + SETTINGS.polishEvaluations() + SETTINGS.populationSize());
  }

  @Test
  void shouldGiveTheSameResultForTheSameSeed() {
    JobTemplate job = Jobs.random(22, 8, 8);
    assertThat(search(job, 4, 5)).isEqualTo(search(job, 4, 5));
  }

  @Test
  void shouldNotDrawFromJMetalsGlobalRandomGenerator() {
    JMetalRandom.getInstance().setSeed(42);
    double expected = JMetalRandom.getInstance().nextDouble();
    JMetalRandom.getInstance().setSeed(42);
    search(Jobs.random(23, 8, 8), 4, 5);
    assertThat(JMetalRandom.getInstance().nextDouble()).isEqualTo(expected);
  }
}
