package org.valen.experiments.sensitivity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.model.job.JobTemplate;
import org.valen.model.value.SoftDeadlineCurve;

/** The settings of the sensitivity study, its paired margins and its files. */
class SensitivityTest {
  @TempDir Path folder;

  @Test
  void shouldChangeOneFactorAtATimeFromTheDocumentedDefault() {
    List<SensitivitySetting> all = SensitivitySetting.all();
    SensitivitySetting d = SensitivitySetting.standard();
    assertThat(all.get(0)).isEqualTo(d);
    assertThat(new HashSet<>(all.stream().map(SensitivitySetting::id).toList())).hasSize(all.size());
    SensitivitySetting rich = all.stream().filter(s -> s.id().equals("dag-rich")).findFirst().orElseThrow();
    assertThat(rich.dagRich()).isTrue();
    assertThat(rich.load()).isEqualTo(d.load());
    assertThat(rich.valueCurves()).isEqualTo(d.valueCurves());
  }

  @Test
  void shouldTellChainsFromWiderGraphs() {
    JobTemplate chain = JobTemplate.builder("c").valueCurve(SoftDeadlineCurve.linear(1, 10, 20))
        .task("a", "compute", 1).task("b", "compute", 1).edge("a", "b", 0).build();
    JobTemplate fork = JobTemplate.builder("f").valueCurve(SoftDeadlineCurve.linear(1, 10, 20))
        .task("a", "compute", 1).task("b", "compute", 1).task("c", "compute", 1).edge("a", "b", 0).edge("a", "c", 0)
        .build();
    assertThat(Paper001Sensitivity.isChain(chain)).isTrue();
    assertThat(Paper001Sensitivity.isChain(fork)).isFalse();
  }

  @Test
  void shouldPairTheMarginBySeedAndReadItsRunsBack() {
    List<SensitivityRow> rows = List.of(
        new SensitivityRow("default", "ValEnJoinOpt", 1, 100, 120, 10, 5, 0, 3),
        new SensitivityRow("default", "ValEnAdaptOpt", 1, 102, 120, 10, 5, 4, 2),
        new SensitivityRow("default", "ValEnJoinOpt", 2, 200, 220, 20, 5, 0, 3),
        new SensitivityRow("default", "ValEnAdaptOpt", 2, 202, 220, 20, 5, 4, 2));
    SensitivityReport report = new SensitivityReport("t", List.of(SensitivitySetting.standard()), rows);
    var margin = report.margin("default", SensitivityRow::value);
    assertThat(margin.mean()).isCloseTo((2.0 + 1.0) / 2, within(1e-12)); // +2 % and +1 %
    assertThat(margin.n()).isEqualTo(2);
    String md = report.markdown("valen experiment paper001-sensitivity", report.plot(folder));
    assertThat(md).contains("| default |").contains("+1.50");
    assertThat(folder.resolve("margin.png")).exists();
    org.valen.model.io.AtomicFiles.writeText(folder.resolve("runs.csv"), SensitivityRow.csv(rows));
    assertThat(SensitivityRow.read(folder.resolve("runs.csv"))).isEqualTo(rows);
  }
}
