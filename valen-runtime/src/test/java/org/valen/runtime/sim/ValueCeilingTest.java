package org.valen.runtime.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The ceiling of a run's value, by hand on three jobs. */
class ValueCeilingTest {
  private static JobRecord job(double arrival, double start, double finish, double value, JobStatus status) {
    // every job: full value 100 within 1000 s of arrival
    return new JobRecord("j", "t", arrival, start, finish, "n", 1, 0, 0, value, 1, status, 100, 1000, 500);
  }

  @Test
  void shouldSplitTheLossIntoLatenessQueueingAndRejection() {
    List<JobRecord> jobs = List.of(
        job(0, 0, 900, 100, JobStatus.COMPLETED), // on time
        job(0, 600, 1400, 60, JobStatus.COMPLETED), // 400 s late; ran 800 s, so late by queueing only
        job(0, 0, 1200, 80, JobStatus.COMPLETED), // 200 s late; started at once: execution only
        job(0, Double.NaN, Double.NaN, 0, JobStatus.REJECTED_IN_QUEUE));
    ValueCeiling c = ValueCeiling.of(jobs);
    assertThat(c.upperBound()).isEqualTo(400);
    assertThat(c.earned()).isEqualTo(240);
    assertThat(c.lostToLateness()).isEqualTo(60);
    assertThat(c.lostToRejection()).isEqualTo(100);
    assertThat(c.earned() + c.lostToLateness() + c.lostToRejection()).isEqualTo(c.upperBound());
    assertThat(c.lateLostToQueueing()).isCloseTo(40, within(1e-9));
    assertThat(c.queueingShareOfLate()).isCloseTo(40.0 / 60, within(1e-9));
  }

  @Test
  void shouldSplitTheLatenessOfAJobLateBothWaysInProportion() {
    // 500 s late: it waited 300 s and ran 1200 s (200 s over its deadline alone): 300 of 500 is queueing
    ValueCeiling c = ValueCeiling.of(List.of(job(0, 300, 1500, 50, JobStatus.COMPLETED)));
    assertThat(c.lateLostToQueueing()).isCloseTo(50 * 300.0 / 500, within(1e-9));
  }
}
