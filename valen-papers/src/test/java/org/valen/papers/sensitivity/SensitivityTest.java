package org.valen.papers.sensitivity;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.valen.experiments.catalog.ExperimentCatalog;
import org.valen.experiments.run.ScenarioExperiment;
import org.valen.model.job.JobTemplate;
import org.valen.model.value.SoftDeadlineCurve;

/** The settings of the sensitivity study, and the study as a scenario sweeping them. */
class SensitivityTest {
  @Test
  void shouldChangeOneFactorAtATimeFromTheDocumentedDefault() {
    List<SensitivitySetting> all = SensitivitySetting.all();
    SensitivitySetting d = SensitivitySetting.standard();
    assertThat(all.get(0)).isEqualTo(d);
    assertThat(new HashSet<>(all.stream().map(SensitivitySetting::id).toList())).hasSize(all.size());
    SensitivitySetting rich = SensitivitySetting.named("dag-rich");
    assertThat(rich.dagRich()).isTrue();
    assertThat(rich.load()).isEqualTo(d.load());
    assertThat(rich.valueCurves()).isEqualTo(d.valueCurves());
  }

  @Test
  void shouldSweepEverySettingWithBothPoliciesPairedBySeed() {
    var s = ((ScenarioExperiment) ExperimentCatalog.load().named("paper001-sensitivity").orElseThrow()).scenario();
    assertThat(s.sweep().orElseThrow().values())
        .containsExactlyElementsOf(SensitivitySetting.all().stream().map(SensitivitySetting::id).toList());
    assertThat(s.labels()).containsExactly("ValEnJoinOpt", "ValEnAdaptOpt");
    assertThat(s.plots().get(0).baseline()).contains("ValEnJoinOpt");
  }

  @Test
  void shouldTellChainsFromWiderGraphs() {
    JobTemplate chain = JobTemplate.builder("c").valueCurve(SoftDeadlineCurve.linear(1, 10, 20))
        .task("a", "compute", 1).task("b", "compute", 1).edge("a", "b", 0).build();
    JobTemplate fork = JobTemplate.builder("f").valueCurve(SoftDeadlineCurve.linear(1, 10, 20))
        .task("a", "compute", 1).task("b", "compute", 1).task("c", "compute", 1).edge("a", "b", 0).edge("a", "c", 0)
        .build();
    assertThat(SensitivityPreset.isChain(chain)).isTrue();
    assertThat(SensitivityPreset.isChain(fork)).isFalse();
  }
}
