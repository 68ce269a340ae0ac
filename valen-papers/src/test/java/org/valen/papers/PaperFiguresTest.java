package org.valen.papers;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
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
      "paper001-fig5, 2, 1, experiment,parameter,x,policy,seed,offers,jobs,value,value_upper_bound,job_energy_j",
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
      assertThat(r[9]).isEqualTo("Infinity"); // after the key and offers: day_start_s, day_end_s, energy_budget_j
    });
    double e = 0.7 * (Double.parseDouble(rows.get(0)[23]) + Double.parseDouble(rows.get(1)[23])) / 2;
    assertThat(rows.subList(2, rows.size())).allSatisfy(r -> assertThat(Double.parseDouble(r[9])).isEqualTo(e));
    assertThat(rows.stream().filter(r -> r[3].equals("mine"))).hasSize(2)
        .allSatisfy(r -> assertThat(r[4] + r[5]).as("a policy outside the paper's configurations").isEmpty());
    assertThat(Files.readString(folder.resolve(ReportFiles.MARKDOWN)))
        .contains("## The added policies beside the paper's", "- mine, utility earned in the day:");
  }

  /**
   * Issue 31: the offer source is each policy's need, never what a folder happens to hold. The
   * committed {@code profiles/paper000-system-1} fits paper 000's trial 1; its heuristics need no
   * profiles, so they take the execution model's offers with or without the folder, and runs.csv
   * says so in its {@code offers} column. Paper 001's profiled allocators say {@code profiles}.
   */
  @Test
  void shouldTakeOffersByEachPolicysNeedWhateverTheProfilesFolderHoldsAndSayWhichInRunsCsv() throws IOException {
    Experiment fig6 = CATALOG.named("paper000-fig6").orElseThrow();
    Path with = folder.resolve("with");
    Path without = folder.resolve("without");
    fig6.run(options(1, 0.02, 2, List.of()), Progress.none(), with, "test");
    fig6.run(new ExperimentOptions(Optional.of(1), Optional.of(0.02), 2, folder.resolve("no-profiles"), List.of()),
        Progress.none(), without, "test");
    assertThat(Files.readAllBytes(with.resolve(RunTable.FILE)))
        .isEqualTo(Files.readAllBytes(without.resolve(RunTable.FILE)));
    assertThat(column(with, "offers")).isNotEmpty().containsOnly("model");

    Path paper001 = folder.resolve("paper001");
    CATALOG.named("paper001-fig5").orElseThrow().run(options(1, 0.2, 2,
        List.of(new PolicyEntry("MaxUPE", "MaxUPE", java.util.Map.of()))), Progress.none(), paper001, "test");
    List<String> policies = column(paper001, "policy");
    List<String> offers = column(paper001, "offers");
    for (int i = 0; i < policies.size(); i++) {
      boolean needs = Set.of("ValEnJoinOpt", "ValEnAdaptOpt").contains(policies.get(i));
      assertThat(offers.get(i)).as(policies.get(i)).isEqualTo(needs ? "profiles" : "model");
    }
    assertThat(policies).contains("ValEnJoinOpt", "ValEnAdaptOpt", "MaxUPE");
  }

  private static List<String> column(Path run, String name) throws IOException {
    List<String> lines = Files.readAllLines(run.resolve(RunTable.FILE));
    int at = List.of(lines.get(0).split(",")).indexOf(name);
    assertThat(at).as(name + " in " + lines.get(0)).isNotNegative();
    return lines.stream().skip(1).map(l -> l.split(",", -1)[at]).toList();
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
