package org.valen.hc.paper000.mapping;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.valen.hc.paper000.workload.UtilityFunctions;
import org.valen.hc.paper000.workload.UtilityParameters;
import org.valen.model.generate.RandomStreams;
import org.valen.model.value.IntervalDecayCurve;
import org.valen.model.value.StepCurve;
import org.valen.model.value.ValueCurve;

/** The flat log utilities give exactly what {@link LogUtility#at} gives, slot by slot, as slots are reused. */
class LogUtilitiesTest {

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3})
  void shouldGiveExactlyTheObjectsValues(long seed) {
    UniformRandomProvider rng = RandomStreams.create(seed);
    LogUtilities flat = new LogUtilities();
    LogUtility[] objects = new LogUtility[50];
    double[] arrival = new double[50];
    for (int step = 0; step < 2000; step++) {
      int slot = rng.nextInt(objects.length);
      if (objects[slot] == null || rng.nextInt(4) == 0) {
        ValueCurve curve = curve(rng);
        arrival[slot] = rng.nextDouble() * 90_000;
        objects[slot] = LogUtility.of(curve, arrival[slot]);
        flat.set(slot, curve, arrival[slot]);
      }
      double t = arrival[slot] + (rng.nextDouble() - 0.1) * 30_000;
      assertThat(flat.at(slot, t)).as("seed %d step %d slot %d at %s", seed, step, slot, t)
          .isEqualTo(objects[slot].at(t));
    }
  }

  private static ValueCurve curve(UniformRandomProvider rng) {
    int kind = rng.nextInt(10);
    if (kind == 0) {
      return StepCurve.hardDeadline(4, 1000 + rng.nextInt(5000)); // not intervals: kept as an object
    }
    if (kind == 1) { // more intervals than kept flat
      return new IntervalDecayCurve(List.of(new IntervalDecayCurve.Interval(0, 8, 0),
          new IntervalDecayCurve.Interval(100, 6, 1e-3), new IntervalDecayCurve.Interval(200, 4, 0),
          new IntervalDecayCurve.Interval(300, 2, 2e-3), new IntervalDecayCurve.Interval(400, 1, 0)), 900);
    }
    return UtilityFunctions.draw(UtilityParameters.paper000(), rng).curve();
  }
}
