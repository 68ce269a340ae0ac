package org.valen.profiler.exact;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.valen.model.job.JobTemplate;
import org.valen.model.schedule.ScheduleDecoder;
import org.valen.model.value.StepCurve;
import org.valen.profiler.Jobs;

class IntegerTimesTest {
  private static ScheduleDecoder decoder(double a, double b, double dataBytes) {
    JobTemplate job = JobTemplate.builder("j").valueCurve(StepCurve.hardDeadline(1000, 10))
        .task("a", "x", a).task("b", "x", b).edge("a", "b", dataBytes).build();
    return ScheduleDecoder.of(job, Jobs.MODEL, Jobs.TWO_LEVELS, Jobs.SLOW_LINK);
  }

  @Test
  void shouldTakeTheGreatestCommonDivisorOfTaskAndEdgeTimesAsTheUnit() {
    // 120 s, 180 s and an edge of 6000 B at 100 B/s = 60 s: unit 60 s
    IntegerTimes times = IntegerTimes.of(decoder(120, 180, 6000), 300);
    assertThat(times.exact()).isTrue();
    assertThat(times.unitSeconds()).isEqualTo(60);
    assertThat(times.taskUnits()).containsExactly(2, 3);
    assertThat(times.edgeUnits()[1]).containsExactly(1);
    assertThat(times.hasCommunication()).isTrue();
  }

  @Test
  void shouldFindExactBinaryFractions() {
    IntegerTimes times = IntegerTimes.of(decoder(0.75, 1.5, 0), 2.25);
    assertThat(times.exact()).isTrue();
    assertThat(times.unitSeconds()).isEqualTo(0.75);
    assertThat(times.taskUnits()).containsExactly(1, 2);
    assertThat(times.hasCommunication()).isFalse();
  }

  @Test
  void shouldRoundDownOnAFineGridWhenNoUnitDividesEveryTimeWithinTheCap() {
    // 0.1 is no binary fraction: the greatest common divisor of 0.1 and 1 s is about 5.6e-17 s
    IntegerTimes times = IntegerTimes.of(decoder(0.1, 1, 0), 1.1);
    assertThat(times.exact()).isFalse();
    assertThat(times.unitSeconds()).isEqualTo(1.1 / IntegerTimes.MAX_UNITS);
    assertThat(times.taskUnits()[0] * times.unitSeconds()).isLessThanOrEqualTo(0.1);
    assertThat(times.taskUnits()[1] * times.unitSeconds()).isLessThanOrEqualTo(1.0);
  }
}
