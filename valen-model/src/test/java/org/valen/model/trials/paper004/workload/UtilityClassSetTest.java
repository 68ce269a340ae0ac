package org.valen.model.trials.paper004.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.valen.model.generate.RandomStreams;
import org.valen.model.value.IntervalDecayCurve;

/** Paper 004's utility functions (section IV-C) with each unit of the urgency. */
class UtilityClassSetTest {
  private static final double MEAN = 600; // a 10-minute task type

  private static IntervalDecayCurve decaying(boolean critical, DecayUnit unit) {
    return UtilityClassSet.DECAYING.curve(critical, MEAN, UtilityShape.paper004().withDecayUnit(unit),
        RandomStreams.create(1L));
  }

  @Test
  void theDecayingClassDecaysAtItsUrgencyPerUnitAfterTheMeanExecutionTime() {
    // the full utility for one mean execution time, then exp(−0.3 · t / unit), zero after 200 minutes
    for (DecayUnit unit : DecayUnit.values()) {
      IntervalDecayCurve c = decaying(true, unit);
      double second = unit.seconds(MEAN);
      assertThat(c.valueAt(MEAN - 1)).isEqualTo(8);
      assertThat(c.valueAt(MEAN + second)).as(unit.id()).isCloseTo(8 * Math.exp(-0.3), within(1e-9));
      assertThat(c.valueAt(MEAN + 200 * 60)).isZero();
    }
    // per mean execution time, a 10-minute critical task ends near e^−6 of its maximum; per hour at e^−1
    assertThat(decaying(true, DecayUnit.EXECUTION_TIME).valueAt(MEAN + 200 * 60 - 1e-6))
        .isCloseTo(8 * Math.exp(-6), within(1e-6));
    assertThat(decaying(false, DecayUnit.HOUR).valueAt(MEAN + 200 * 60 - 1e-6)).isCloseTo(Math.exp(-1), within(1e-6));
  }

  @Test
  void theTwentyClassesScaleWithTheTaskTypesExecutionTime() {
    // the same draws give the same class and urgency: a task type five times longer has a curve five times wider
    UtilityShape shape = UtilityShape.paper004();
    for (long seed = 1; seed <= 20; seed++) {
      IntervalDecayCurve short_ = UtilityClassSet.TWENTY_CLASSES.curve(false, MEAN, shape,
          RandomStreams.create(seed));
      IntervalDecayCurve long_ = UtilityClassSet.TWENTY_CLASSES.curve(false, 5 * MEAN, shape,
          RandomStreams.create(seed));
      assertThat(long_.zeroAfterSeconds()).isCloseTo(5 * short_.zeroAfterSeconds(), within(1e-6));
      for (double t = 0; t < short_.zeroAfterSeconds(); t += 37) {
        assertThat(long_.valueAt(5 * t)).isCloseTo(short_.valueAt(t), within(1e-9));
      }
    }
    // per minute they do not depend on the execution time
    UtilityShape minute = shape.withDecayUnit(DecayUnit.MINUTE);
    assertThat(UtilityClassSet.TWENTY_CLASSES.curve(false, MEAN, minute, RandomStreams.create(3L)))
        .isEqualTo(UtilityClassSet.TWENTY_CLASSES.curve(false, 5 * MEAN, minute,
            RandomStreams.create(3L)));
  }

  @Test
  void aDecayUnitIsNamedInFilesAndRefusedOtherwise() {
    assertThat(DecayUnit.of(" Execution-Time ")).isEqualTo(DecayUnit.EXECUTION_TIME);
    assertThat(DecayUnit.of("hour").seconds(MEAN)).isEqualTo(3600);
    assertThatThrownBy(() -> DecayUnit.of("day")).hasMessage("unknown decay unit 'day'; expected execution-time,"
        + " minute or hour");
  }
}
