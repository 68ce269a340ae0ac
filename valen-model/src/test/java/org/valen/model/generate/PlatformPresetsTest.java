package org.valen.model.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.PState;

class PlatformPresetsTest {

  @Test
  void shouldGiveCoreMSixLevelsWithPowerProportionalToVoltageSquaredTimesFrequency() {
    CoreType core = PlatformPresets.intelCoreM();
    assertThat(core.levelCount()).isEqualTo(6);
    PState top = core.level(0);
    assertThat(top.dynamicPowerWatts()).isEqualTo(1.5);
    for (PState level : core.pStates()) {
      double expected = 1.5 * Math.pow(level.voltageVolts() / top.voltageVolts(), 2)
          * level.frequencyHertz() / top.frequencyHertz();
      assertThat(level.dynamicPowerWatts()).isCloseTo(expected, within(1e-4));
    }
  }

  @Test
  void shouldPutTheLeastEnergyPerWorkBelowTheFastestLevel() {
    CoreType core = PlatformPresets.intelCoreM();
    int best = 0;
    for (int i = 0; i < core.levelCount(); i++) {
      if (core.busyPowerWatts(i) / core.level(i).frequencyHertz()
          < core.busyPowerWatts(best) / core.level(best).frequencyHertz()) {
        best = i;
      }
    }
    assertThat(best).isEqualTo(3);
  }

  @Test
  void shouldBuildRk3399LevelsFromTheMeasuredTables() {
    CoreType core = PlatformPresets.rk3399CortexA72();
    assertThat(core.levelCount()).isEqualTo(8);
    // rk3399_opp_voltages.csv: big,1800,1200000 ; eas_energy_model_arm.csv: A72 1800 MHz busy 1385
    assertThat(core.level(0).frequencyHertz()).isEqualTo(1.8e9);
    assertThat(core.level(0).voltageVolts()).isEqualTo(1.2);
    assertThat(core.busyPowerWatts(0)).isCloseTo(1.385, within(1e-9));
    // 408 MHz, 0.8 V, busy 165
    assertThat(core.level(7).frequencyHertz()).isEqualTo(408e6);
    assertThat(core.busyPowerWatts(7)).isCloseTo(0.165, within(1e-9));
    assertThat(core.idlePowerWatts()).isEqualTo(0.024);
  }

  @Test
  void shouldSizePaper001Platform() {
    assertThat(PlatformPresets.paper001(3, 10).totalCores()).isEqualTo(30);
    assertThat(PlatformPresets.paper001(3, 10).nodes()).hasSize(3);
  }
}
