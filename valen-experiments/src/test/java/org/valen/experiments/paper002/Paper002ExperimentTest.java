package org.valen.experiments.paper002;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.Experiments;

/** Paper 002's experiments from runs to report, on two short trials (40 minutes of arrivals). */
class Paper002ExperimentTest {
  @TempDir Path folder;

  private static ExperimentOptions options(int threads) {
    return new ExperimentOptions(Optional.of(2), Optional.of(40.0 / 1440), threads, Path.of("profiles"));
  }

  @Test
  void shouldWriteByteIdenticalRunsWhateverTheThreadCountAndRebuildFromThem() throws Exception {
    Paper002Experiment fig6 = new Paper002Experiment(Paper002Experiment.Figure.FIG6);
    assertThat(fig6.runCount(options(1))).isEqualTo(2 * 32);
    Path one = folder.resolve("one");
    fig6.run(options(1), (done, total) -> {}, one, "test");
    fig6.run(options(2), (done, total) -> {}, folder.resolve("two"), "test");
    assertThat(Files.readAllBytes(folder.resolve("two").resolve(Experiments.RUNS)))
        .isEqualTo(Files.readAllBytes(one.resolve(Experiments.RUNS)));
    assertThat(Files.readAllLines(one.resolve(Experiments.RUNS))).hasSize(1 + 2 * 32);

    byte[] summary = Files.readAllBytes(one.resolve(Experiments.SUMMARY));
    String report = Files.readString(one.resolve(Experiments.REPORT));
    for (String f : List.of(Experiments.SUMMARY, Experiments.REPORT, "fig6.png", "fig6.svg")) {
      Files.delete(one.resolve(f));
    }
    fig6.rebuild(one, "test");
    assertThat(Files.readAllBytes(one.resolve(Experiments.SUMMARY))).isEqualTo(summary);
    assertThat(Files.readString(one.resolve(Experiments.REPORT))).isEqualTo(report);
    assertThat(one.resolve("fig6.png")).exists();
    assertThat(report).contains("## The paper beside ours").contains("| LL en+rob +cancel |");
  }

  @Test
  void shouldReadBackWhatItWrites() throws Exception {
    Paper002Experiment fig4 = new Paper002Experiment(Paper002Experiment.Figure.FIG4);
    List<TrialRow> rows = TrialRunner.run("t", "low", fig4.parameters(options(1)), 1,
        List.of(new Variant("LL", org.valen.hc.paper002.Filter.BOTH, true), new Variant("RAND",
            org.valen.hc.paper002.Filter.NONE, false)), 1, (done, total) -> {});
    Path csv = folder.resolve("runs.csv");
    Files.writeString(csv, TrialRowsCsv.text(rows));
    assertThat(TrialRowsCsv.text(TrialRowsCsv.read(csv))).isEqualTo(TrialRowsCsv.text(rows));
    assertThat(rows.get(0).outcomes().tasks()).isPositive();
  }

  @Test
  void shouldGiveQuartilesByLinearInterpolation() {
    BoxStats b = BoxStats.of(new double[] {4, 1, 3, 2});
    assertThat(b.min()).isEqualTo(1);
    assertThat(b.lowerQuartile()).isEqualTo(1.75);
    assertThat(b.median()).isEqualTo(2.5);
    assertThat(b.upperQuartile()).isEqualTo(3.25);
    assertThat(b.max()).isEqualTo(4);
    assertThat(b.mean()).isEqualTo(2.5);
  }
}
