package org.valen.model.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;
import org.valen.model.job.Task;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.PState;

class ExecutionModelTest {
  private final CoreType core = CoreType.of("c", List.of(new PState(2e9, 1.0, 4), new PState(0.5e9, 0.7, 1)), 0.5);
  private final Task task = new Task("t", "x", 100);

  @Test
  void shouldScaleReferenceTimeByFrequency() {
    ScaledReferenceModel m = ScaledReferenceModel.relativeToFastestLevel();
    assertThat(m.timeSeconds(task, core, 0)).isEqualTo(100);
    assertThat(m.timeSeconds(task, core, 1)).isEqualTo(400);
    assertThat(m.dynamicEnergyJoules(task, core, 1)).isEqualTo(400);
    ScaledReferenceModel at1GHz = new ScaledReferenceModel(OptionalDouble.of(1e9), 1);
    assertThat(at1GHz.timeSeconds(task, core, 0)).isEqualTo(50);
    ScaledReferenceModel memoryBound = new ScaledReferenceModel(OptionalDouble.empty(), 0.5);
    assertThat(memoryBound.timeSeconds(task, core, 1)).isCloseTo(200, within(1e-9));
  }

  @Test
  void shouldLookUpEtcAndApcAndKnowWhatCannotRun() {
    CoreType other = CoreType.of("o", List.of(new PState(1e9, 1, 1), new PState(0.5e9, 1, 1)), 0);
    MatrixModel m = new MatrixModel(List.of("x", "y"), List.of("c", "o"),
        new double[][][] {{{10, 20}, {30, 40}}, {{5, 6}, {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY}}},
        new double[][][] {{{100, 50}, {90, 45}}, {{70, 35}, {0, 0}}});
    assertThat(m.timeSeconds(task, other, 1)).isEqualTo(40);
    assertThat(m.dynamicPowerWatts(task, core, 1)).isEqualTo(50);
    Task special = new Task("s", "y", 1);
    assertThat(m.canRun(special, core)).isTrue();
    assertThat(m.canRun(special, other)).isFalse();
    assertThatThrownBy(() -> m.timeSeconds(new Task("u", "unknown", 1), core, 0))
        .hasMessageContaining("no matrix entry for task type unknown");
  }

  @Test
  void shouldSummarizeAPmf() {
    DiscretePmf pmf = DiscretePmf.ofImpulses(10, new double[] {10, 20, 40}, new double[] {0.5, 0.25, 0.25});
    assertThat(pmf.mean()).isEqualTo(20);
    assertThat(pmf.probabilityAtMost(20)).isEqualTo(0.75);
    assertThat(pmf.quantile(0.6)).isEqualTo(20);
    assertThat(pmf.quantile(0.99)).isEqualTo(40);
    assertThatThrownBy(() -> DiscretePmf.ofImpulses(1, new double[] {1, 2}, new double[] {0.5, 0.4}))
        .hasMessageContaining("sum to 1");
  }
}
