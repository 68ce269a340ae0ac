package org.valen.model.energy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.valen.model.exec.ScaledReferenceModel;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.PState;
import org.valen.model.value.StepCurve;

/** Paper 001 Eq. 1–2 against hand-computed cases. */
class JobEnergyTest {
  // level 0: 2 GHz, 4 W dynamic; level 1: 1 GHz, 1 W dynamic; static 0.5 W per core
  private final CoreType core = CoreType.of("c", List.of(new PState(2e9, 1.0, 4), new PState(1e9, 0.7, 1)), 0.5);

  @Test
  void shouldAddDynamicEnergyOfEveryTaskAndStaticPowerOfUsedCoresOverTheResponseTime() {
    // two tasks: 10 s at 4 W and 20 s at 1 W; 2 cores for 25 s at 0.5 W each
    EnergyBreakdown e = JobEnergy.of(new double[] {10, 20}, new double[] {4, 1}, 25, 2, 0.5);
    assertThat(e.dynamicJoules()).isEqualTo(10 * 4 + 20 * 1);
    assertThat(e.staticJoules()).isEqualTo(25 * 2 * 0.5);
    assertThat(e.totalJoules()).isEqualTo(85);
  }

  @Test
  void shouldTakeTimesAndPowersFromTheExecutionModel() {
    // a -> b; a on core 0 at level 0 (2 GHz), b on core 1 at level 1 (1 GHz)
    JobTemplate job = JobTemplate.builder("j").task("a", "x", 10).task("b", "x", 10).edge("a", "b", 0)
        .valueCurve(StepCurve.hardDeadline(1, 100)).build();
    // a: 10 s at the reference (fastest) level, 4 W -> 40 J; b: 20 s at 1 GHz, 1 W -> 20 J
    // response 30 s, 2 cores × 0.5 W -> 30 J
    EnergyBreakdown e = JobEnergy.of(job, ScaledReferenceModel.relativeToFastestLevel(), core,
        new int[] {0, 1}, new int[] {0, 1}, 30);
    assertThat(e.dynamicJoules()).isCloseTo(60, within(1e-9));
    assertThat(e.staticJoules()).isCloseTo(30, within(1e-9));
  }
}
