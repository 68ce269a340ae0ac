package org.valen.hc.paper002.equilibrium;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.valen.hc.paper002.Filter;
import org.valen.hc.paper002.Paper002SmallTrials;
import org.valen.model.job.Arrival;
import org.valen.model.trials.paper002.workload.Paper002System;
import org.valen.model.trials.paper002.workload.Paper002Trial;

class EquilibriumCalibrationTest {
  private static final Paper002System SYSTEM = Paper002SmallTrials.system();
  private static final EquilibriumCalibration CALIBRATION = EquilibriumCalibration.of("LL en+rob", 0.5, 0.02, 2, 1);

  @Test
  void theRateIsTheHighestThatPassedWithAFailingRateJustAbove() {
    EquilibriumRate rate = CALIBRATION.rateOf(SYSTEM);
    List<EquilibriumRate.Step> steps = rate.steps();
    assertThat(steps).anySatisfy(s -> {
      assertThat(s.rate()).isEqualTo(rate.perSecond());
      assertThat(s.within()).isTrue();
      assertThat(s.missedPercent()).isLessThanOrEqualTo(0.5);
    });
    assertThat(steps).anySatisfy(s -> {
      assertThat(s.within()).isFalse();
      assertThat(s.rate()).isGreaterThan(rate.perSecond()).isLessThanOrEqualTo(rate.perSecond() * 1.02 + 1e-12);
    });
    assertThat(steps.stream().filter(EquilibriumRate.Step::within).mapToDouble(EquilibriumRate.Step::rate).max())
        .hasValue(rate.perSecond());
    assertThat(steps.get(0).rate()).isEqualTo(SYSTEM.ctotalOverTavgRate());
  }

  @Test
  void theSameSystemAndParametersGiveTheSameRate() {
    assertThat(CALIBRATION.rateOf(SYSTEM)).isEqualTo(CALIBRATION.rateOf(SYSTEM));
  }

  @Test
  void aLooserToleranceGivesAtLeastTheRate() {
    EquilibriumCalibration loose = EquilibriumCalibration.of("LL en+rob", 5, 0.02, 2, 1);
    assertThat(loose.rateOf(SYSTEM).perSecond()).isGreaterThanOrEqualTo(CALIBRATION.rateOf(SYSTEM).perSecond());
  }

  @Test
  void constantRateTrialsOfOneSeedAreTheSameTasksScaledInTime() {
    List<Arrival> slow = Paper002Trial.constantRate(SYSTEM, 0.01, 7).workload().arrivals();
    List<Arrival> fast = Paper002Trial.constantRate(SYSTEM, 0.02, 7).workload().arrivals();
    assertThat(fast.size()).isGreaterThan(slow.size());
    for (int i = 0; i < slow.size(); i++) {
      assertThat(fast.get(i).templateId()).isEqualTo(slow.get(i).templateId());
      assertThat(fast.get(i).arrivalSeconds() * 2).isCloseTo(slow.get(i).arrivalSeconds(),
          org.assertj.core.data.Offset.offset(1e-6));
    }
  }

  @Test
  void rulesAreReadFromTheirWords() {
    assertThat(EquilibriumRule.of("calibrated", CALIBRATION)).isSameAs(CALIBRATION);
    assertThat(EquilibriumRule.of("ctotal-over-tavg", CALIBRATION).rateOf(SYSTEM).perSecond())
        .isEqualTo(SYSTEM.ctotalOverTavgRate());
    assertThat(EquilibriumRule.of("0.0357", CALIBRATION).rateOf(SYSTEM).perSecond()).isEqualTo(0.0357);
    assertThatThrownBy(() -> EquilibriumRule.of("fast", CALIBRATION)).hasMessageContaining("was 'fast'");
    assertThatThrownBy(() -> EquilibriumCalibration.of("LL", 0.5, 0.01, 1, 1)).hasMessageContaining("'LL'");
    EquilibriumCalibration c = EquilibriumCalibration.of("mect rob +cancel", 1, 0.01, 1, 1);
    assertThat(c.reference()).isEqualTo("MECT rob +cancel");
    assertThat(c.filter()).isEqualTo(Filter.ROBUSTNESS);
  }
}
