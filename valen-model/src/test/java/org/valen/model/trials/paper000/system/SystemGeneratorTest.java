package org.valen.model.trials.paper000.system;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.valen.model.exec.MatrixModel;

/** The generated systems have paper 000's shape (section IV-C) and statistics. */
class SystemGeneratorTest {
  private static final SystemParameters P = SystemParameters.paper000();

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3})
  void shouldHaveThirteenMachineTypesOfOneHundredMachinesAndOneHundredTaskTypes(long seed) {
    HcSystem s = SystemGenerator.generate(P, seed);
    assertThat(s.platform().coreTypes()).hasSize(13);
    assertThat(s.platform().nodes()).hasSize(100).allMatch(n -> n.cores() == 1);
    assertThat(s.platform().coresByType().values()).containsExactly(5, 5, 5, 10, 10, 10, 10, 15, 20, 2, 2, 3, 3);
    assertThat(s.matrices().taskTypes()).hasSize(100);
    assertThat(s.catalogue().templates()).hasSize(100).allMatch(t -> t.taskCount() == 1);
    assertThat(s.matrices().levels()).isEqualTo(3);
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3})
  void shouldMakeEachSpecialTaskTypeRunOnlyOnGeneralMachinesAndItsOwnSpecialType(long seed) {
    HcSystem s = SystemGenerator.generate(P, seed);
    MatrixModel m = s.matrices();
    List<String> special = s.specialMachineTypeOf();
    assertThat(special.stream().filter(x -> !x.isEmpty())).hasSize(17);
    for (String machineType : s.specialMachineTypes()) {
      assertThat(special.stream().filter(machineType::equals).count()).as(machineType).isBetween(3L, 5L);
    }
    for (int i = 0; i < 100; i++) {
      for (int j = 0; j < 13; j++) {
        boolean general = j < 9;
        boolean own = m.coreTypeIds().get(j).equals(special.get(i));
        assertThat(Double.isFinite(m.timeSeconds(i, j, 0))).as("task type %d on machine type %d", i, j)
            .isEqualTo(general || own);
      }
    }
  }

  @Test
  void shouldGiveTenMinuteMeansOnGeneralMachinesAndOneMinuteTenTimesFasterOnSpecialOnes() {
    double general = 0;
    double special = 0;
    double speedup = 0;
    int seeds = 10;
    for (long seed = 1; seed <= seeds; seed++) {
      HcSystem s = SystemGenerator.generate(P, seed);
      MatrixModel m = s.matrices();
      double g = 0;
      for (int i = 0; i < 100; i++) {
        for (int j = 0; j < 9; j++) {
          g += m.timeSeconds(i, j, 0);
        }
      }
      general += g / 900;
      double sp = 0;
      double up = 0;
      for (int i = 83; i < 100; i++) {
        int own = m.coreTypeIds().indexOf(s.specialMachineTypeOf().get(i));
        double onGeneral = 0;
        for (int j = 0; j < 9; j++) {
          onGeneral += m.timeSeconds(i, j, 0) / 9;
        }
        sp += m.timeSeconds(i, own, 0) / 17;
        up += onGeneral / m.timeSeconds(i, own, 0) / 17;
      }
      special += sp;
      speedup += up;
    }
    assertThat(general / seeds).isCloseTo(600, within(30.0));
    assertThat(special / seeds).isCloseTo(60, within(6.0));
    assertThat(speedup / seeds).isBetween(9.0, 12.0); // the mean of ratios sits a little above 10
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3})
  void shouldScalePStatePowerExactlyAndTimeByAboutOneOverTheRootOfThePowerFraction(long seed) {
    MatrixModel m = SystemGenerator.generate(P, seed).matrices();
    double[] factorSum = new double[3];
    int cells = 0;
    double dynamic = 0;
    for (int i = 0; i < 100; i++) {
      for (int j = 0; j < 13; j++) {
        if (!Double.isFinite(m.timeSeconds(i, j, 0))) {
          continue;
        }
        cells++;
        double dyn0 = m.powerWatts(i, j, 0) - P.staticPowerWatts();
        dynamic += dyn0;
        for (int k = 0; k < 3; k++) {
          double fraction = P.pStatePowerFractions().get(k);
          assertThat(m.powerWatts(i, j, k)).isCloseTo(P.staticPowerWatts() + dyn0 * fraction, within(1e-9));
          if (k > 0) {
            assertThat(m.timeSeconds(i, j, k)).as("P-state 0 is the fastest").isGreaterThan(m.timeSeconds(i, j, 0));
          }
          factorSum[k] += m.timeSeconds(i, j, k) / m.timeSeconds(i, j, 0);
        }
      }
    }
    assertThat(dynamic / cells).isCloseTo(133, within(10.0));
    // drawing again below 1 (P-state 0 stays the fastest) lifts the intermediate state's mean by ~2 %
    assertThat(factorSum[1] / cells).isCloseTo(1 / Math.sqrt(0.75), within(0.035));
    assertThat(factorSum[2] / cells).isCloseTo(1 / Math.sqrt(0.5), within(0.02));
  }

  @Test
  void shouldGiveTheSameSystemForTheSameSeed() {
    assertThat(SystemGenerator.generate(P, 7).matrices()).isEqualTo(SystemGenerator.generate(P, 7).matrices());
    assertThat(SystemGenerator.generate(P, 7).matrices()).isNotEqualTo(SystemGenerator.generate(P, 8).matrices());
  }
}
