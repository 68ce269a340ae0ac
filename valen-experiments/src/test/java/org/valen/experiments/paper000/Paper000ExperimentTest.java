package org.valen.experiments.paper000;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.Experiments;
import org.valen.hc.paper000.mapping.Environment;

/** Paper 000's experiments from runs to report, on two short trials. */
class Paper000ExperimentTest {
  @TempDir Path folder;

  private static ExperimentOptions options(int threads) {
    return new ExperimentOptions(Optional.of(2), Optional.of(0.05), threads, Path.of("profiles"));
  }

  @Test
  void shouldWriteByteIdenticalRunsWhateverTheThreadCount() throws Exception {
    Paper000Experiment fig6 = new Paper000Experiment(Paper000Experiment.Figure.FIG6);
    fig6.run(options(1), (done, total) -> {}, folder.resolve("one"), "test");
    fig6.run(options(2), (done, total) -> {}, folder.resolve("two"), "test");
    assertThat(Files.readAllBytes(folder.resolve("two").resolve(Experiments.RUNS)))
        .isEqualTo(Files.readAllBytes(folder.resolve("one").resolve(Experiments.RUNS)));
    assertThat(Files.readAllLines(folder.resolve("one").resolve(Experiments.RUNS))).hasSize(1 + 2 * (1 + 4));
  }

  @Test
  void shouldMakeSummaryPlotsAndReportAgainFromRunsCsvAlone() throws Exception {
    Paper000Experiment fig5 = new Paper000Experiment(Paper000Experiment.Figure.FIG5);
    assertThat(fig5.runCount(options(2))).isEqualTo(2 * (1 + 24));
    Path out = folder.resolve("fig5");
    fig5.run(options(2), (done, total) -> {}, out, "test");
    byte[] summary = Files.readAllBytes(out.resolve(Experiments.SUMMARY));
    String report = Files.readString(out.resolve(Experiments.REPORT));
    for (String f : List.of(Experiments.SUMMARY, Experiments.REPORT, "fig5a.png", "fig5b.svg")) {
      Files.delete(out.resolve(f));
    }
    fig5.rebuild(out, "test");
    assertThat(Files.readAllBytes(out.resolve(Experiments.SUMMARY))).isEqualTo(summary);
    assertThat(Files.readString(out.resolve(Experiments.REPORT))).isEqualTo(report);
    assertThat(out.resolve("fig5a.png")).exists();
    assertThat(out.resolve("fig5b.svg")).exists();
    assertThat(report).contains("## The paper beside ours").contains("Priority 8 tasks, polled against queued");
  }

  @Test
  void shouldReadBackWhatItWrites() throws Exception {
    TrialPlan plan = new TrialPlan("t", List.of(new Configuration("MaxUPE", Environment.POLLED, Configuration.ON)), 1,
        0.02, 0.7);
    List<TrialRow> rows = TrialRunner.run(plan, 1, (done, total) -> {});
    Path csv = folder.resolve("runs.csv");
    Files.writeString(csv, TrialRowsCsv.text(rows));
    assertThat(TrialRowsCsv.read(csv)).isEqualTo(rows);
    assertThat(rows.get(1).energyJoules()).as("the day's energy within E").isLessThanOrEqualTo(rows.get(1).energyBudgetJoules());
    assertThat(rows.get(1).energyBudgetJoules()).isEqualTo(0.7 * rows.get(0).energyJoules());
  }
}
