package org.valen.model.trials.paper000.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.valen.model.value.IntervalDecayCurve;

/** Utility functions from priority, urgency and class (paper 000, section II-A). */
class UtilityFunctionsTest {

  @Test
  void shouldMakeEveryClassUrgencyAndPriorityANonIncreasingFunctionFromTheMaximumToZero() {
    UtilityParameters p = UtilityParameters.paper000();
    assertThat(p.classes()).hasSize(20);
    assertThat(p.urgencyDecayMinutes()).hasSize(4);
    for (UtilityClass c : p.classes()) {
      for (double minutes : p.urgencyDecayMinutes()) {
        for (double priority : p.priorities()) {
          IntervalDecayCurve u = UtilityFunctions.of(priority, minutes, c);
          assertThat(u.valueAt(0)).as(c.name()).isEqualTo(priority);
          assertThat(u.valueAt(c.endTau() * minutes * 60)).isZero();
          double previous = priority;
          for (double t = 0; t < c.endTau() * minutes * 60; t += 30) {
            assertThat(u.valueAt(t)).as("%s at %s s", c.name(), t).isLessThanOrEqualTo(previous + 1e-12);
            previous = u.valueAt(t);
          }
        }
      }
    }
  }

  @Test
  void shouldScaleTheShapeByTheUrgencysDecayTime() {
    UtilityClass decay = UtilityClasses.paper000().get(0);
    // modifier 1: a factor e per τ
    assertThat(UtilityFunctions.of(8, 10, decay).valueAt(600)).isCloseTo(8 / Math.E, within(1e-12));
    assertThat(UtilityFunctions.of(8, 80, decay).valueAt(4800)).isCloseTo(8 / Math.E, within(1e-12));
    UtilityClass steps = UtilityClasses.paper000().stream().filter(c -> c.name().equals("two-steps")).findFirst().orElseThrow();
    // flat until 1.5 τ, then a quarter until 3 τ
    assertThat(UtilityFunctions.of(4, 20, steps).valueAt(1799)).isEqualTo(4);
    assertThat(UtilityFunctions.of(4, 20, steps).valueAt(1800)).isEqualTo(1);
    assertThat(UtilityFunctions.of(4, 20, steps).valueAt(3600)).isZero();
  }
}
