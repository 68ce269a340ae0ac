package org.valen.papers;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.valen.experiments.Experiment;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.Progress;
import org.valen.experiments.catalog.ExperimentCatalog;
import org.valen.experiments.report.ReportFiles;
import org.valen.experiments.run.ScenarioExperiment;
import org.valen.experiments.table.PolicyEntry;
import org.valen.experiments.table.RunTable;

/**
 * The papers' figures as scenarios: each runs small, writes the same runs.csv for any thread count
 * with the columns the papers' files have always had, makes its summary and report again from
 * runs.csv alone, and takes a policy of one's own beside the paper's.
 */
class PaperFiguresTest {
  @TempDir Path folder;

  private static final ExperimentCatalog CATALOG = ExperimentCatalog.load();

  private static ExperimentOptions options(int seeds, Double days, int threads, List<PolicyEntry> added) {
    return new ExperimentOptions(Optional.of(seeds), Optional.ofNullable(days), threads, Path.of("../profiles"), added);
  }

  @ParameterizedTest
  @CsvSource({
      "paper000-fig6, 2, 0.02, experiment,trial,seed,heuristic,environment,filter,day_start_s,day_end_s,energy_budget_j",
      "paper001-fig5, 2, 1, experiment,parameter,x,policy,seed,jobs,value,value_upper_bound,job_energy_j",
      "paper002-fig6, 2, 0.02, experiment,pattern,trial,seed,heuristic,filter,cancellation,tasks,on_time,late",
      "paper004-fig6, 1, 0.01, experiment,trial,seed,parameter,value,heuristic,arrivals,completed,utility"})
  void shouldRunEachPapersFigureTheSameForAnyThreadCountAndRebuildItFromRunsCsv(String id, int seeds, double days,
      String header) throws IOException {
    Experiment e = CATALOG.named(id).orElseThrow();
    Path one = folder.resolve("one");
    Path two = folder.resolve("two");
    e.run(options(seeds, days, 1, List.of()), Progress.none(), one, "test");
    e.run(options(seeds, days, 2, List.of()), Progress.none(), two, "test");
    assertThat(Files.readAllBytes(two.resolve(RunTable.FILE))).isEqualTo(Files.readAllBytes(one.resolve(RunTable.FILE)));
    assertThat(Files.readAllLines(one.resolve(RunTable.FILE)).get(0)).startsWith(header.replace(" ", ""));
    byte[] summary = Files.readAllBytes(one.resolve(ScenarioExperiment.SUMMARY));
    String report = Files.readString(one.resolve(ReportFiles.MARKDOWN));
    Files.delete(one.resolve(ScenarioExperiment.SUMMARY));
    Files.delete(one.resolve(ReportFiles.MARKDOWN));
    e.rebuild(options(seeds, days, 1, List.of()), one, "test");
    assertThat(Files.readAllBytes(one.resolve(ScenarioExperiment.SUMMARY))).isEqualTo(summary);
    assertThat(Files.readString(one.resolve(ReportFiles.MARKDOWN))).isEqualTo(report);
    assertThat(report).contains("## Against the paper (paper 00");
  }

  @Test
  void shouldCalibratePaper000sEnergyConstraintOnTheFirstRowsAndMeasureEveryRunAgainstIt() throws IOException {
    Experiment fig6 = CATALOG.named("paper000-fig6").orElseThrow();
    fig6.run(options(2, 0.02, 2, List.of(new PolicyEntry("FCFS-P0", "mine", java.util.Map.of()))), Progress.none(),
        folder, "test");
    List<String[]> rows = Files.readAllLines(folder.resolve(RunTable.FILE)).stream().skip(1)
        .map(l -> l.split(",", -1)).toList();
    assertThat(rows.subList(0, 2)).allSatisfy(r -> {
      assertThat(r[3] + " " + r[4] + " " + r[5]).isEqualTo("MaxUPT queued unconstrained");
      assertThat(r[8]).isEqualTo("Infinity");
    });
    double e = 0.7 * (Double.parseDouble(rows.get(0)[22]) + Double.parseDouble(rows.get(1)[22])) / 2;
    assertThat(rows.subList(2, rows.size())).allSatisfy(r -> assertThat(Double.parseDouble(r[8])).isEqualTo(e));
    assertThat(rows.stream().filter(r -> r[3].equals("mine"))).hasSize(2)
        .allSatisfy(r -> assertThat(r[4] + r[5]).as("a policy outside the paper's configurations").isEmpty());
    assertThat(Files.readString(folder.resolve(ReportFiles.MARKDOWN)))
        .contains("## The added policies beside the paper's", "- mine, utility earned in the day:");
  }

  @Test
  void shouldShowEveryNamedScenarioAndRunACopyOfItAsTheNamedOne() throws IOException {
    for (Experiment e : CATALOG.all()) {
      if (e instanceof ScenarioExperiment s) {
        Path copy = folder.resolve(e.id() + ".json");
        Files.writeString(copy, CATALOG.scenarioText(e.id()).orElseThrow());
        assertThat(CATALOG.scenarioFile(copy.toString()).scenario().labels()).isEqualTo(s.scenario().labels());
      }
    }
    Path copy = folder.resolve("paper000-fig6.json");
    CATALOG.scenarioFile(copy.toString()).run(options(1, 0.02, 2, List.of()), Progress.none(), folder.resolve("copy"),
        "test");
    CATALOG.named("paper000-fig6").orElseThrow().run(options(1, 0.02, 2, List.of()), Progress.none(),
        folder.resolve("named"), "test");
    assertThat(Files.readAllBytes(folder.resolve("copy").resolve(RunTable.FILE)))
        .isEqualTo(Files.readAllBytes(folder.resolve("named").resolve(RunTable.FILE)));
  }
}
