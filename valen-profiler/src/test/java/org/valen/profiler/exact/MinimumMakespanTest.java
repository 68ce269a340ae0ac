package org.valen.profiler.exact;

import static org.assertj.core.api.Assertions.assertThat;

import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.valen.model.generate.RandomStreams;
import org.valen.model.job.JobTemplate;
import org.valen.model.schedule.CpMisf;
import org.valen.model.schedule.ListSchedule;
import org.valen.model.schedule.ScheduleDecoder;
import org.valen.model.schedule.SchedulingInstance;
import org.valen.model.value.StepCurve;
import org.valen.profiler.Jobs;
import org.valen.profiler.oracle.ExhaustiveOracle;

/** CP-SAT's shortest schedule against the exhaustive oracle, on random 6-task jobs with and without communication. */
class MinimumMakespanTest {
  private static final double LIMIT = 10;

  /** A random DAG of whole-second tasks (1 … 9 s) whose edges cost 0 … {@code maxEdgeSeconds} whole seconds between cores. */
  private static JobTemplate job(long seed, int tasks, int maxEdgeSeconds) {
    UniformRandomProvider random = RandomStreams.create(seed);
    JobTemplate.Builder b = JobTemplate.builder("job-" + seed).valueCurve(StepCurve.hardDeadline(1000, 10));
    for (int t = 0; t < tasks; t++) {
      b.task("t" + t, "x", 1 + random.nextInt(9));
    }
    for (int to = 1; to < tasks; to++) {
      for (int from = 0; from < to; from++) {
        if (random.nextDouble() < 0.35) {
          b.edge("t" + from, "t" + to, 100.0 * random.nextInt(maxEdgeSeconds + 1)); // SLOW_LINK: 100 B/s
        }
      }
    }
    return b.build();
  }

  private static MinimumMakespan.Answer solve(ScheduleDecoder decoder, JobTemplate job, int k, IntegerTimes times) {
    ListSchedule hint = CpMisf.schedule(SchedulingInstance.uniform(decoder, job, Jobs.SLOW_LINK, k, 0),
        SchedulingInstance.uniform(decoder, job, Jobs.SLOW_LINK, k, 0).upwardRanks());
    return MinimumMakespan.solve(decoder, job.topologicalOrder(), times, k, hint, 0, LIMIT, 1);
  }

  private static double decoded(ScheduleDecoder decoder, JobTemplate job, int k, ListSchedule s) {
    return decoder.evaluateByKeys(s.taskToCore(), new int[k], s.priorityKeys(job), decoder.newWorkspace(k));
  }

  @ParameterizedTest(name = "seed {0}, k = {1}, edges up to {2} s")
  @CsvSource({"1, 2, 0", "2, 3, 0", "3, 2, 4", "4, 3, 4", "5, 2, 9", "6, 3, 9", "7, 4, 3"})
  void shouldProveTheOraclesShortestScheduleOptimal(long seed, int k, int maxEdgeSeconds) {
    JobTemplate job = job(seed, 6, maxEdgeSeconds);
    ScheduleDecoder decoder = ScheduleDecoder.of(job, Jobs.MODEL, Jobs.TWO_LEVELS, Jobs.SLOW_LINK);
    double shortest = ExhaustiveOracle.run(decoder, k).front().get(0).responseTimeSeconds();
    IntegerTimes times = IntegerTimes.of(decoder, 1000);
    assertThat(times.exact()).as("whole seconds are exact units").isTrue();

    MinimumMakespan.Answer answer = solve(decoder, job, k, times);

    assertThat(answer.optimal()).isTrue();
    assertThat(answer.lowerBoundSeconds()).isEqualTo(shortest);
    assertThat(decoded(decoder, job, k, answer.schedule().orElseThrow())).isEqualTo(shortest);
  }

  @ParameterizedTest(name = "seed {0}, k = {1}")
  @CsvSource({"11, 2", "12, 3", "13, 2"})
  void shouldGiveALowerBoundWhenTimesAreRoundedDown(long seed, int k) {
    JobTemplate job = job(seed, 6, 5);
    ScheduleDecoder decoder = ScheduleDecoder.of(job, Jobs.MODEL, Jobs.TWO_LEVELS, Jobs.SLOW_LINK);
    double shortest = ExhaustiveOracle.run(decoder, k).front().get(0).responseTimeSeconds();
    // a horizon of 1.5 × MAX_UNITS s: too many 1-s units, so a unit of 1.5 s and times rounded down
    IntegerTimes times = IntegerTimes.of(decoder, 1.5 * IntegerTimes.MAX_UNITS);
    assertThat(times.exact()).isFalse();

    MinimumMakespan.Answer answer = solve(decoder, job, k, times);

    assertThat(answer.lowerBoundSeconds()).isLessThanOrEqualTo(shortest);
    assertThat(decoded(decoder, job, k, answer.schedule().orElseThrow())).isGreaterThanOrEqualTo(shortest);
  }

  @ParameterizedTest(name = "seed {0}")
  @CsvSource({"21", "22"})
  void shouldGiveTheSameAnswerEveryTime(long seed) {
    JobTemplate job = job(seed, 6, 3);
    ScheduleDecoder decoder = ScheduleDecoder.of(job, Jobs.MODEL, Jobs.TWO_LEVELS, Jobs.SLOW_LINK);
    IntegerTimes times = IntegerTimes.of(decoder, 1000);
    ListSchedule first = solve(decoder, job, 3, times).schedule().orElseThrow();
    ListSchedule second = solve(decoder, job, 3, times).schedule().orElseThrow();
    assertThat(second.taskToCore()).containsExactly(first.taskToCore());
    for (int t = 0; t < job.taskCount(); t++) {
      assertThat(second.start(t)).isEqualTo(first.start(t));
    }
  }
}
