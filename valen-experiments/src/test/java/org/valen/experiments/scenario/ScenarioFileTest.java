package org.valen.experiments.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.catalog.ExperimentCatalog;
import org.valen.experiments.table.PolicyEntry;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.Problem;

/** Scenario files: what they may say, and every problem at its JSON path with what was found and expected. */
class ScenarioFileTest {
  @TempDir Path folder;

  private static final ExperimentCatalog CATALOG = ExperimentCatalog.load();
  private static final String SETUP = "\"setup\": {\"preset\": \"test\"}, ";
  private static final String SWEEP = SETUP + "\"sweep\": {\"parameter\": \"load\", \"values\": [0.5, 1]}, ";

  private String write(String body) throws IOException {
    return write(2, body);
  }

  private String write(int version, String body) throws IOException {
    Path file = folder.resolve("s" + Files.list(folder).count() + ".json");
    Files.writeString(file, "{\"format\": \"valen.scenario\", \"version\": " + version + ", \"id\": \"t\", " + body + "}");
    return file.toString();
  }

  private Scenario read(String body) throws IOException {
    return ScenarioFile.read(write(body), CATALOG.names());
  }

  private List<Problem> problems(String body) throws IOException {
    String file = write(body);
    try {
      ScenarioFile.read(file, CATALOG.names());
      return List.of();
    } catch (InvalidInputException e) {
      assertThat(e.problems()).allMatch(p -> p.file().equals(file));
      return e.problems();
    }
  }

  @Test
  void shouldReadPoliciesAsNamesOrObjectsWithLabelsAndOptions() throws IOException {
    Scenario s = read(SWEEP + """
        "policies": ["ValEnJoinOpt",
                     {"policy": "TestGreedy", "label": "idle", "options": {"idle": "on", "seed": 7}},
                     {"policy": "ValEnAdaptOpt", "options": {"checkpointSeconds": "600"}}]""");
    assertThat(s.entries()).containsExactly(PolicyEntry.of("ValEnJoinOpt"),
        new PolicyEntry("TestGreedy", "idle", Map.of("idle", "on", "seed", "7")),
        new PolicyEntry("ValEnAdaptOpt", "ValEnAdaptOpt", Map.of("checkpointSeconds", "600")));
    assertThat(s.labels()).containsExactly("ValEnJoinOpt", "idle", "ValEnAdaptOpt");
    assertThat(s.file()).isPresent();
    assertThat(s.setup().values()).containsEntry("nodes", "2").containsEntry("load", "1");
    assertThat(s.sweep().orElseThrow().values()).containsExactly("0.5", "1");
    assertThat(s.seeds()).isEqualTo(ScenarioFile.DEFAULT_SEEDS);
    assertThat(s.metrics()).extracting(m -> m.id()).containsExactly("value", "energy");
    assertThat(s.plots()).extracting(PlotSpec::name).containsExactly("value", "energy");
  }

  @Test
  void shouldReportEachPolicyProblemAtItsJsonPath() throws IOException {
    List<Problem> problems = problems(SWEEP + """
        "policies": ["ValOpt", "Nope",
                     {"policy": "ValEnJoinOpt", "options": {"environment": "polled"}},
                     {"policy": "ValEnAdaptOpt", "options": {"checkpointSeconds": "soon", "x": true}},
                     {"policy": "TestGreedy", "label": "ValOpt"},
                     42, {"policy": "ValOpt", "label": "a, b"}]""");
    assertThat(problems).extracting(Problem::location).containsExactly("$.policies[1]",
        "$.policies[2].options.environment", "$.policies[3].options.x", "$.policies[3].options.checkpointSeconds",
        "$.policies[4].label", "$.policies[5]", "$.policies[6].label");
    assertThat(problems.get(0).found()).isEqualTo("\"Nope\"");
    assertThat(problems.get(4).found()).isEqualTo("label \"ValOpt\", which $.policies[0] has too");
  }

  @Test
  void shouldTakeOnlyTheFieldsAndSweepsOfItsPreset() throws IOException {
    List<Problem> problems = problems("""
        "setup": {"preset": "test", "checkpointMinutes": 1, "nodes": 0, "calibrate": "sometimes"},
        "sweep": {"parameter": "days", "values": [1]}, "policies": ["ValOpt"]""");
    assertThat(problems).extracting(Problem::location).containsExactly("$.setup.checkpointMinutes",
        "$.setup.nodes", "$.setup.calibrate", "$.sweep.parameter");
    assertThat(problems.get(0).found()).isEqualTo("\"checkpointMinutes\", which preset test does not take");
    assertThat(problems.get(0).expected()).isEqualTo("only the fields preset test takes: [nodes, days, load, calibrate]");
    assertThat(problems.get(1).expected()).isEqualTo("a whole number in [1, 64]");
    assertThat(problems.get(2).expected()).isEqualTo("one of off, on");
    assertThat(problems.get(3).expected()).isEqualTo("a setup field preset test varies: [nodes, load]");
    assertThat(problems("\"setup\": {\"preset\": \"paper999\"}, \"policies\": [\"ValOpt\"]"))
        .extracting(Problem::location).containsExactly("$.setup.preset");
  }

  @Test
  void shouldRefuseSweepValuesTheFieldCannotTakeAndRepeats() throws IOException {
    List<Problem> problems = problems(SETUP + """
        "sweep": {"parameter": "nodes", "values": [2, 2.5, 0, 3, 3.0, "x"]}, "policies": ["ValOpt"]""");
    assertThat(problems).extracting(Problem::location).containsExactly("$.sweep.values[1]", "$.sweep.values[2]",
        "$.sweep.values[4]", "$.sweep.values[5]");
    assertThat(problems.get(2).expected()).isEqualTo("each value once");
  }

  @Test
  void shouldCheckMetricsPlotsFindingsAndTheBaseline() throws IOException {
    List<Problem> problems = problems(SWEEP + """
        "policies": [{"policy": "ValOpt", "label": "fast"}], "baseline": {"policy": "ValOpt", "x": 2},
        "metrics": ["value", "speed"],
        "plots": [{"kind": "pie", "metric": "value"}, {"kind": "bars", "metric": "value", "x": "nodez"},
                  {"kind": "curves", "prefix": "nothing_"}],
        "findings": "paper999-fig1\"""");
    assertThat(problems).extracting(Problem::location).containsExactly("$.baseline.policy", "$.baseline.x",
        "$.findings", "$.metrics[1]", "$.plots[0].kind", "$.plots[1].x", "$.plots[2].prefix");
    assertThat(problems.get(2).expected()).isEqualTo("the id of a paper's findings: one of [test-findings]");
    assertThat(problems(SETUP + "\"policies\": [\"ValOpt\"], \"plots\": [{\"kind\": \"lines\", \"metric\": \"value\"}]"))
        .extracting(Problem::location).containsExactly("$.plots[0].kind");
  }

  @Test
  void shouldReadAVersion1FileWithItsPresetAndParameterNames() throws IOException {
    Scenario s = ScenarioFile.read(write(1, """
        "setup": {"platformPreset": "test", "nodes": 3}, "sweep": {"parameter": "load", "values": [1, 2]},
        "policies": ["ValOpt"], "seeds": 2"""), CATALOG.names());
    assertThat(s.preset().name()).isEqualTo("test");
    assertThat(s.setup().text("nodes")).isEqualTo("3");
    assertThat(s.seeds()).isEqualTo(2);
    List<Problem> problems;
    try {
      ScenarioFile.read(write(1, SETUP.replace("preset", "platformPreset") + "\"policies\": [\"ValOpt\"],"
          + " \"plots\": []"), CATALOG.names());
      problems = List.of();
    } catch (InvalidInputException e) {
      problems = e.problems();
    }
    assertThat(problems).extracting(Problem::location).containsExactly("$.plots", "$.sweep");
    try {
      ScenarioFile.read(write(3, SETUP + "\"policies\": [\"ValOpt\"]"), CATALOG.names());
    } catch (InvalidInputException e) {
      assertThat(e.problems().get(0).expected()).startsWith("version 1 … 2 of valen.scenario");
    }
  }

  @Test
  void shouldAddWhatTheRunsCheckBeforeTheyStart() throws IOException {
    String file = write(SWEEP + """
        "policies": ["ValOpt", "TestOneCore", "ValEnJoinOpt", {"policy": "TestGreedy", "options": {"refuse": "on"}}]""");
    List<Problem> problems = CATALOG.scenarioFile(file).problems(new ExperimentOptions(Optional.empty(),
        Optional.empty(), 1, folder.resolve("none")));
    assertThat(problems).as("needs first; a provider's refusal once they are met")
        .extracting(Problem::location).containsExactly("$.policies[1]", "$.policies[2]");
    assertThat(problems.get(0).found()).isEqualTo("policy TestOneCore, which needs nodes of one core");
    assertThat(problems.get(1).expected()).contains("there is no profiles folder " + folder.resolve("none"));
    String refusing = write(SWEEP + "\"policies\": [{\"policy\": \"TestGreedy\", \"options\": {\"refuse\": \"on\"}}]");
    assertThat(CATALOG.scenarioFile(refusing).problems(new ExperimentOptions(Optional.empty(), Optional.empty(), 1,
        folder))).singleElement().satisfies(p -> {
          assertThat(p.location()).isEqualTo("$.policies[0]");
          assertThat(p.found()).isEqualTo("policy TestGreedy, which refuses this setup: TestGreedy was told to refuse");
        });
  }
}
