package org.valen.model.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;
import org.valen.model.platform.PState;
import org.valen.model.value.StepCurve;

class MigrationOverheadsTest {
  @Test
  void shouldChargeRestartPlusTransferWithTheJobsCoresBusy() {
    JobTemplate job = JobTemplate.builder("j").task("a", "x", 1).migrationBytes(2e9)
        .valueCurve(StepCurve.hardDeadline(1, 10)).build();
    CoreType core = CoreType.of("c", List.of(new PState(1e9, 1, 1.5)), 0.5); // 2 W busy
    MigrationOverheads o = MigrationOverheads.estimate(job, core, new Interconnect(1e9, 0.5e9), 3,
        new OverheadParameters(5, 0.001));
    assertThat(o.intraNodeSeconds()).isEqualTo(7); // 5 + 2e9 / 1e9
    assertThat(o.interNodeSeconds()).isEqualTo(9); // 5 + 2e9 / 0.5e9
    assertThat(o.interNodeJoules()).isEqualTo(9 * 3 * 2);
    assertThat(o.levelSwitchJoules()).isCloseTo(0.006, within(1e-12));
    assertThat(o.interNodeSeconds()).isGreaterThan(o.intraNodeSeconds());
  }
}
