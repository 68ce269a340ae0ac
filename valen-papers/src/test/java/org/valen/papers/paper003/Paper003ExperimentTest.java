package org.valen.papers.paper003;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.experiments.Experiment;
import org.valen.experiments.catalog.ExperimentCatalog;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.report.ReportFiles;
import org.valen.experiments.table.RunTable;
import org.valen.model.io.InvalidInputException;

/** Paper 003's experiments: registered, the same bytes whatever the threads, reports made again from runs.csv. */
class Paper003ExperimentTest {
  @TempDir Path folder;

  @Test
  void shouldRegisterTheFiveFigures() {
    assertThat(ExperimentCatalog.load().ids()).contains("paper003-fig1", "paper003-fig2", "paper003-fig3", "paper003-fig4",
        "paper003-fig5");
  }

  @Test
  void shouldWriteTheSameGapsWhateverTheThreadsAndRebuildTheReport() throws IOException {
    Experiment fig2 = ExperimentCatalog.load().named("paper003-fig2").orElseThrow();
    ExperimentOptions one = new ExperimentOptions(Optional.of(2), Optional.empty(), 1, Path.of("profiles"));
    ExperimentOptions two = new ExperimentOptions(Optional.of(2), Optional.empty(), 2, Path.of("profiles"));
    assertThat(fig2.runCount(one)).isEqualTo(18);
    fig2.run(one, (done, total) -> {}, folder.resolve("a"), "test");
    fig2.run(two, (done, total) -> {}, folder.resolve("b"), "test");

    String runs = Files.readString(folder.resolve("a").resolve(RunTable.FILE));
    assertThat(runs).isEqualTo(Files.readString(folder.resolve("b").resolve(RunTable.FILE)));
    assertThat(runs.lines()).hasSize(19);
    String report = Files.readString(folder.resolve("a").resolve(ReportFiles.MARKDOWN));
    assertThat(report).contains("## The paper").contains("## Ours").contains("(commit ").contains("shrinks with bag size")
        .contains("fig2-gaps.png");
    assertThat(folder.resolve("a/fig2-gaps.png")).exists();
    assertThat(folder.resolve("a/fig2-gaps.svg")).exists();
    fig2.rebuild(one, folder.resolve("a"), "test");
    assertThat(Files.readString(folder.resolve("a").resolve(ReportFiles.MARKDOWN))).isEqualTo(report);
  }

  @Test
  void shouldRefuseDays() {
    Experiment fig1 = ExperimentCatalog.load().named("paper003-fig1").orElseThrow();
    assertThatThrownBy(() -> fig1.check(new ExperimentOptions(Optional.empty(), Optional.of(2.0), 1,
        Path.of("profiles")))).isInstanceOf(InvalidInputException.class).hasMessageContaining("--days");
  }
}
