package org.valen.experiments.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.experiments.Experiment;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.Progress;
import org.valen.experiments.catalog.ExperimentCatalog;
import org.valen.experiments.table.PolicyEntry;
import org.valen.experiments.table.RunTable;
import org.valen.model.io.InvalidInputException;

/** One scenario through the one pipeline: runs → runs.csv → summary → plots → report. */
class ScenarioPipelineTest {
  @TempDir Path folder;

  private static final ExperimentCatalog CATALOG = ExperimentCatalog.load();

  private static ExperimentOptions options(int threads, List<PolicyEntry> added) {
    return new ExperimentOptions(Optional.empty(), Optional.empty(), threads, Path.of("no-profiles"), added);
  }

  private Path run(Experiment e, ExperimentOptions options, String name) {
    Path out = folder.resolve(name);
    e.run(options, Progress.none(), out, "valen experiment " + e.id());
    return out;
  }

  @Test
  void shouldWriteRowsInThePresetsOrderTheSameForAnyThreadCount() throws IOException {
    Experiment e = CATALOG.named("test-sweep").orElseThrow();
    Path one = run(e, options(1, List.of()), "one");
    Path three = run(e, options(3, List.of()), "three");
    assertThat(Files.readAllBytes(three.resolve(RunTable.FILE))).isEqualTo(Files.readAllBytes(one.resolve(RunTable.FILE)));
    List<String> lines = Files.readAllLines(one.resolve(RunTable.FILE));
    assertThat(lines.get(0)).startsWith("experiment,parameter,x,policy,seed,offers,jobs,value,").endsWith(",given");
    // policy then seed within each sweep value (the preset's order), nodes 1 then 2
    assertThat(lines.subList(1, lines.size()).stream().map(l -> String.join(",", List.of(l.split(",")).subList(2, 5))))
        .containsExactly("1.0,busy,1", "1.0,busy,2", "1.0,lazy,1", "1.0,lazy,2",
            "2.0,busy,1", "2.0,busy,2", "2.0,lazy,1", "2.0,lazy,2");
    assertThat(one.resolve("value.png")).exists();
    assertThat(one.resolve("value.svg")).exists();
    assertThat(one.resolve("value-paired.png")).exists();
    assertThat(one.resolve("energy-bars.png")).exists();
    String report = Files.readString(one.resolve("report.md"));
    assertThat(report).contains("## Against the paper (test-findings)", "Paper: the busy policy earns more.",
        "![value.png](value.png)", "[value.svg](value.svg)", "**lazy against the others, paired by trial**");
    assertThat(report.indexOf("## Against the paper")).isLessThan(report.indexOf("## Plots"));
    assertThat(report.indexOf("## Plots")).isLessThan(report.indexOf("## Results"));
  }

  @Test
  void shouldRunAddedPoliciesBesideTheScenariosOwnInEveryFile() throws IOException {
    Experiment e = CATALOG.named("test-sweep").orElseThrow();
    Path out = run(e, options(2, List.of(new PolicyEntry("TestGreedy", "mine", Map.of()))), "added");
    List<String> lines = Files.readAllLines(out.resolve(RunTable.FILE));
    assertThat(lines).hasSize(1 + 2 * 3 * 2);
    assertThat(lines.stream().filter(l -> l.contains(",mine,"))).hasSize(4);
    assertThat(Files.readString(out.resolve("summary.csv"))).contains(",mine,value,");
    String report = Files.readString(out.resolve("report.md"));
    assertThat(report).contains("**Added to the paper's policies:** mine (TestGreedy)",
        "## The added policies beside the paper's", "- mine, total value: 1: 44.8 (1 of 3, with busy", "**mine against the others, paired by trial**");
    // the same again from runs.csv alone: the added label is found there
    Path again = folder.resolve("again");
    Files.createDirectories(again);
    Files.copy(out.resolve(RunTable.FILE), again.resolve(RunTable.FILE));
    e.rebuild(options(1, List.of()), again, "valen experiment test-sweep");
    assertThat(Files.readString(again.resolve("summary.csv"))).isEqualTo(Files.readString(out.resolve("summary.csv")));
  }

  @Test
  void shouldRefuseAnAddedPolicyWhoseLabelIsTaken() {
    Experiment e = CATALOG.named("test-sweep").orElseThrow();
    assertThatThrownBy(() -> e.check(options(1, List.of(PolicyEntry.of("TestGreedy")).stream()
        .map(p -> new PolicyEntry(p.policy(), "busy", Map.of())).toList())))
        .isInstanceOf(InvalidInputException.class)
        .hasMessageContaining("--add-policy busy").hasMessageContaining("which the experiment's own policies use");
  }

  @Test
  void shouldRunACalibrationFirstAndGiveItsResultToTheOtherRuns() throws IOException {
    Path file = folder.resolve("calibrated.json");
    Files.writeString(file, """
        {"format": "valen.scenario", "version": 2, "id": "calibrated",
         "setup": {"preset": "test", "calibrate": "on"},
         "sweep": {"parameter": "load", "values": [0.5, 1]},
         "policies": [{"policy": "TestGreedy", "label": "busy"}], "seeds": 2}
        """);
    ScenarioExperiment e = CATALOG.scenarioFile(file.toString());
    assertThat(e.runCount(options(1, List.of()))).isEqualTo(8);
    Path out = run(e, options(2, List.of()), "calibrated");
    List<String[]> rows = Files.readAllLines(out.resolve(RunTable.FILE)).stream().skip(1).map(l -> l.split(",", -1)).toList();
    assertThat(rows.stream().map(r -> r[3] + "@" + r[2])).containsExactly("calibration@0.5", "calibration@0.5",
        "calibration@1.0", "calibration@1.0", "busy@0.5", "busy@0.5", "busy@1.0", "busy@1.0");
    int value = 7; // experiment, parameter, x, policy, seed, offers, jobs, value
    int given = rows.get(0).length - 1;
    for (String x : List.of("0.5", "1.0")) {
      double mean = rows.stream().filter(r -> r[3].equals("calibration") && r[2].equals(x))
          .mapToDouble(r -> Double.parseDouble(r[value])).average().orElseThrow();
      assertThat(rows.stream().filter(r -> r[3].equals("busy") && r[2].equals(x)).map(r -> Double.parseDouble(r[given])))
          .containsOnly(mean);
    }
  }
}
