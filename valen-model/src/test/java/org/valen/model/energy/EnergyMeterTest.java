package org.valen.model.energy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Test;
import org.valen.model.generate.RandomStreams;

class EnergyMeterTest {

  @Test
  void shouldIntegratePiecewiseConstantPower() {
    EnergyMeter m = new EnergyMeter(2);
    m.setPower(0, EnergyKind.DYNAMIC, 0, 10); // core 0: 10 W from 0 to 5
    m.setPower(0, EnergyKind.DYNAMIC, 5, 2); // then 2 W
    m.setPower(1, EnergyKind.IDLE, 1, 3); // core 1: 3 W idle from 1
    assertThat(m.joules(EnergyKind.DYNAMIC, 10)).isEqualTo(10 * 5 + 2 * 5);
    assertThat(m.joules(EnergyKind.IDLE, 10)).isEqualTo(3 * 9);
    assertThat(m.totalJoules(10)).isEqualTo(60 + 27);
    assertThat(m.totalPowerWatts()).isEqualTo(5);
  }

  @Test
  void shouldDivideByPowerSupplyEfficiency() {
    EnergyMeter m = new EnergyMeter(new double[] {0.5});
    m.setPower(0, EnergyKind.STATIC, 0, 1);
    m.addJoules(0, EnergyKind.OVERHEAD, 3);
    assertThat(m.joules(EnergyKind.STATIC, 4)).isEqualTo(8);
    assertThat(m.joules(EnergyKind.OVERHEAD, 4)).isEqualTo(6);
  }

  @Test
  void shouldRefuseTimeGoingBack() {
    EnergyMeter m = new EnergyMeter(1);
    m.setPower(0, EnergyKind.DYNAMIC, 5, 1);
    assertThatThrownBy(() -> m.setPower(0, EnergyKind.DYNAMIC, 4, 1)).hasMessageContaining("time went back");
  }

  @RepeatedTest(20)
  void shouldEqualTheIntegralOfARandomPowerTimeline(RepetitionInfo info) {
    UniformRandomProvider rng = RandomStreams.create(info.getCurrentRepetition());
    int cores = 3;
    EnergyMeter m = new EnergyMeter(cores);
    double[] t = new double[cores];
    double[] w = new double[cores];
    double expected = 0;
    for (int step = 0; step < 200; step++) {
      int c = rng.nextInt(cores);
      double next = t[c] + rng.nextDouble() * 10;
      expected += w[c] * (next - t[c]);
      w[c] = rng.nextDouble() * 50;
      t[c] = next;
      m.setPower(c, EnergyKind.DYNAMIC, next, w[c]);
    }
    double end = 3000;
    for (int c = 0; c < cores; c++) {
      expected += w[c] * (end - t[c]);
    }
    assertThat(m.joules(EnergyKind.DYNAMIC, end)).as("seed %d", info.getCurrentRepetition())
        .isCloseTo(expected, within(expected * 1e-12));
  }
}
