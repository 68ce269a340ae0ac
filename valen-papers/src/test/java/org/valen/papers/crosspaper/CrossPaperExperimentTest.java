package org.valen.papers.crosspaper;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.report.ReportFiles;
import org.valen.experiments.table.RunTable;
import org.valen.papers.paper001.Paper001Preset;
import org.valen.papers.paper004.Paper004TrialPreset;
import org.valen.runtime.policy.Policies;

/**
 * The cross-paper table on a small workload: a policy that can serve it runs, one whose need is not
 * met is refused in one line, the paper's own combination is marked, and the rows are the same
 * whatever the thread count and when the report is made again from {@code runs.csv}.
 */
class CrossPaperExperimentTest {
  private static final CrossWorkload TINY = new CrossWorkload("tiny", "a day of paper 001's jobs", List.of("ValOpt"),
      Paper001Preset.paper001(), Paper001Preset.paper001().defaults().with("days", "1"));
  private static final CrossPaperExperiment TABLE = new CrossPaperExperiment(List.of(TINY),
      () -> List.of(Policies.find("ValOpt").orElseThrow(), Policies.find("ValEnJoinOpt").orElseThrow(),
          Policies.find("MaxUPE").orElseThrow()));

  private static Path run(Path folder, int threads, Path profiles) {
    TABLE.run(new ExperimentOptions(Optional.empty(), Optional.empty(), threads, profiles), (done, total) -> {}, folder,
        "test");
    return folder.resolve(RunTable.FILE);
  }

  @Test
  void shouldRunWhatCanRunAndSayWhyTheRestCannot(@TempDir Path dir) throws IOException {
    Path runs = run(dir.resolve("a"), 1, dir.resolve("no-profiles-here"));
    List<CrossRow> rows = CrossRow.read(runs);
    assertThat(rows).extracting(CrossRow::policy).containsExactly("ValOpt", "ValEnJoinOpt", "MaxUPE", "MaxUPE polled");
    assertThat(rows.get(3).ran()).as("paper 000's heuristics run polled too").isTrue();
    assertThat(rows.get(3).value()).isNotEqualTo(rows.get(2).value());
    assertThat(rows.get(0).ran()).isTrue();
    assertThat(rows.get(0).own()).isTrue();
    assertThat(rows.get(0).jobs()).isPositive();
    assertThat(rows.get(0).valuePercent()).isBetween(1.0, 100.0);
    assertThat(rows.get(1).ran()).isFalse();
    assertThat(rows.get(1).refusal()).startsWith("policy ValEnJoinOpt needs design-time profiles: there is no profiles"
        + " folder");
    assertThat(rows.get(2).ran()).as("paper 000's heuristic on paper 001's DAG jobs").isTrue();
    assertThat(rows.get(2).own()).isFalse();
    String report = Files.readString(dir.resolve("a").resolve(ReportFiles.MARKDOWN));
    assertThat(report).contains("| ValOpt | **", "| ValEnJoinOpt | [1] |", "1. policy ValEnJoinOpt needs design-time profiles");
    assertThat(dir.resolve("a").resolve("value-tiny.png")).exists();
  }

  @Test
  void shouldGiveTheSameRowsWhateverTheThreadsAndTheSameReportFromRunsCsv(@TempDir Path dir) throws IOException {
    Path one = run(dir.resolve("one"), 1, dir);
    Path two = run(dir.resolve("two"), 2, dir);
    assertThat(Files.readAllBytes(two)).isEqualTo(Files.readAllBytes(one));
    String before = Files.readString(dir.resolve("one").resolve(ReportFiles.MARKDOWN));
    TABLE.rebuild(new ExperimentOptions(Optional.empty(), Optional.empty(), 1, dir), dir.resolve("one"), "test");
    assertThat(Files.readString(dir.resolve("one").resolve(ReportFiles.MARKDOWN))).isEqualTo(before);
  }

  @Test
  void shouldMakeTheProfilesOfOneTaskTemplatesOnTheFlyForThePoliciesThatNeedThemOnly(@TempDir Path dir) {
    Paper004TrialPreset p004 = new Paper004TrialPreset();
    CrossWorkload trial = new CrossWorkload("p004", "an hour of paper 004's trial", List.of(), p004,
        p004.defaults().with("days", "0.04"));
    List<CrossRow> both = CrossRow.read(run(new CrossPaperExperiment(List.of(trial),
        () -> List.of(Policies.find("ValEnJoinOpt").orElseThrow(), Policies.find("MaxUPE").orElseThrow())),
        dir.resolve("both"), dir.resolve("no-profiles-here")));
    assertThat(both.get(0).policy()).isEqualTo("ValEnJoinOpt");
    assertThat(both.get(0).ran()).as(both.get(0).refusal()).isTrue();
    List<CrossRow> alone = CrossRow.read(run(new CrossPaperExperiment(List.of(trial),
        () -> List.of(Policies.find("MaxUPE").orElseThrow())), dir.resolve("alone"), dir.resolve("no-profiles-here")));
    assertThat(both.get(1)).as("MaxUPE keeps the execution model's offers").isEqualTo(alone.get(0));
  }

  private static Path run(CrossPaperExperiment table, Path folder, Path profiles) {
    table.run(new ExperimentOptions(Optional.empty(), Optional.empty(), 1, profiles), (done, total) -> {}, folder, "test");
    return folder.resolve(RunTable.FILE);
  }

  @Test
  void shouldRefuseSeedsAndDaysOfItsOwn() {
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> TABLE.check(new ExperimentOptions(Optional.of(2),
        Optional.empty(), 1, Path.of("profiles")))).hasMessageContaining("--seeds/--days/--add-policy");
  }
}
