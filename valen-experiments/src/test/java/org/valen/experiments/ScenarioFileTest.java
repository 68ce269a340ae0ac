package org.valen.experiments;

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
import org.valen.experiments.preset.SetupPresets;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.Problem;

/** Scenario files: policies with labels and options, presets, and every refusal at its JSON path. */
class ScenarioFileTest {
  @TempDir Path folder;

  private String write(String body) throws IOException {
    Path file = folder.resolve("s" + Files.list(folder).count() + ".json");
    Files.writeString(file, "{\"format\": \"valen.scenario\", \"version\": 1, \"id\": \"t\", " + body + "}");
    return file.toString();
  }

  private static final String SWEEP = "\"sweep\": {\"parameter\": \"load\", \"values\": [0.5, 1]}, ";

  private List<Problem> problems(String body) throws IOException {
    String file = write(body);
    try {
      ScenarioFile.read(file);
      return List.of();
    } catch (InvalidInputException e) {
      assertThat(e.problems()).allMatch(p -> p.file().equals(file));
      return e.problems();
    }
  }

  @Test
  void shouldReadPoliciesAsNamesOrObjectsWithLabelsAndOptions() throws IOException {
    ExperimentSpec spec = ScenarioFile.read(write(SWEEP + """
        "policies": ["ValEnJoinOpt",
                     {"policy": "TestGreedy", "label": "idle", "options": {"idle": "on", "seed": 7}},
                     {"policy": "ValEnAdaptOpt", "options": {"checkpointSeconds": "600"}}]"""));
    assertThat(spec.entries()).containsExactly(PolicyEntry.of("ValEnJoinOpt"),
        new PolicyEntry("TestGreedy", "idle", Map.of("idle", "on", "seed", "7")),
        new PolicyEntry("ValEnAdaptOpt", "ValEnAdaptOpt", Map.of("checkpointSeconds", "600")));
    assertThat(spec.policies()).containsExactly("ValEnJoinOpt", "idle", "ValEnAdaptOpt");
    assertThat(spec.file()).isPresent();
    assertThat(spec.setup()).isEqualTo(SetupPresets.PAPER001.defaults());
  }

  @Test
  void shouldReadTheDocumentedExample() throws IOException {
    ExperimentSpec spec = ScenarioFile.read(write(SWEEP + """
        "policies": ["ValEnJoinOpt",
                     {"policy": "MaxUPE", "label": "MaxUPE-polled", "options": {"environment": "polled"}},
                     {"policy": "ValEnAdaptOpt", "options": {"checkpointSeconds": "600"}}]"""));
    assertThat(spec.policies()).containsExactly("ValEnJoinOpt", "MaxUPE-polled", "ValEnAdaptOpt");
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
    assertThat(problems.get(0).expected()).startsWith("a policy: one of ").contains("ValEnAdaptOpt");
    assertThat(problems.get(1).expected()).isEqualTo("an option of ValEnJoinOpt: one of profilePoint");
    assertThat(problems.get(2).expected()).isEqualTo("a JSON string or number");
    assertThat(problems.get(3).found()).isEqualTo("\"soon\"");
    assertThat(problems.get(3).expected()).startsWith("a number > 0 (option checkpointSeconds of ValEnAdaptOpt");
    assertThat(problems.get(4).found()).isEqualTo("label \"ValOpt\", which $.policies[0] has too");
  }

  @Test
  void shouldRefuseABaselineThatIsNotALabelAndValue() throws IOException {
    List<Problem> problems = problems(SWEEP + """
        "policies": [{"policy": "ValOpt", "label": "fast"}], "baseline": {"policy": "ValOpt", "x": 2}""");
    assertThat(problems).extracting(Problem::expected).containsExactly(
        "the label of one of the scenario's policies [fast]", "one of the sweep's values");
  }

  @Test
  void shouldTakeOnlyTheFieldsAndParametersOfItsPreset() throws IOException {
    List<Problem> problems = problems("""
        "setup": {"platformPreset": "paper000", "nodes": 4, "checkpointMinutes": 1, "days": 0.5},
        "sweep": {"parameter": "nodes", "values": [2, 2.5]}, "policies": ["ValOpt"]""");
    assertThat(problems).extracting(Problem::location).containsExactly("$.setup.nodes", "$.setup.checkpointMinutes",
        "$.sweep.parameter");
    assertThat(problems.get(0).expected()).isEqualTo("only the fields preset paper000 uses: [days, load]");
    assertThat(problems.get(2).expected()).isEqualTo("a parameter preset paper000 varies: load");
    assertThat(problems(SWEEP + "\"setup\": {\"platformPreset\": \"paper999\"}, \"policies\": [\"ValOpt\"]"))
        .extracting(Problem::location).containsExactly("$.setup.platformPreset");
    ExperimentSpec paper000 = ScenarioFile.read(write(SWEEP + """
        "setup": {"platformPreset": "paper000", "days": 0.5}, "policies": ["ValOpt"]"""));
    assertThat(paper000.setup().days()).isEqualTo(0.5);
    assertThat(paper000.setup().load()).isEqualTo(1);
  }

  @Test
  void shouldRefuseValuesTheParameterCannotTake() throws IOException {
    List<Problem> problems = problems("""
        "sweep": {"parameter": "nodes", "values": [2, 2.5, 0, 3, 3]}, "policies": ["ValOpt"]""");
    assertThat(problems).extracting(Problem::location).containsExactly("$.sweep.values[1]", "$.sweep.values[2]",
        "$.sweep.values[4]");
    assertThat(problems.get(0).expected()).isEqualTo("a whole number in [1, 100000]");
    assertThat(problems.get(2).expected()).isEqualTo("each value once");
    assertThat(problems("\"sweep\": {\"parameter\": \"job-variability\", \"values\": [0, 0.2]}, \"policies\": [\"ValOpt\"]"))
        .isEmpty();
  }

  @Test
  void shouldAddWhatTheRunsCheckBeforeTheyStart() throws IOException {
    String file = write(SWEEP + """
        "setup": {"days": 1}, "policies": ["ValOpt", "TestOneCore", "ValEnJoinOpt",
                                            {"policy": "TestGreedy", "options": {"refuse": "on"}}]""");
    List<Problem> problems = ScenarioFile.problems(file, Optional.of(folder.resolve("none")));
    assertThat(problems).extracting(Problem::location).containsExactly("$.policies[1]", "$.policies[2]");
    assertThat(problems.get(0).found()).isEqualTo("policy TestOneCore, which needs nodes of one core");
    assertThat(problems.get(0).expected()).contains("node").contains("has 10 cores");
    assertThat(problems.get(1).expected()).contains("there is no profiles folder " + folder.resolve("none"));
    String nodes = write("\"sweep\": {\"parameter\": \"nodes\", \"values\": [2, 3]}, \"policies\": [\"TestOneCore\"]");
    assertThat(ScenarioFile.problems(nodes, Optional.empty())).as("told once, on the first run's platform")
        .singleElement().satisfies(p -> assertThat(p.expected()).contains("paper001-2x10"));
    String refusing = write(SWEEP + "\"policies\": [{\"policy\": \"TestGreedy\", \"options\": {\"refuse\": \"on\"}}]");
    assertThat(ScenarioFile.problems(refusing, Optional.empty())).singleElement().satisfies(p -> {
      assertThat(p.location()).isEqualTo("$.policies[0]");
      assertThat(p.found()).isEqualTo("policy TestGreedy, which refuses this setup: TestGreedy was told to refuse");
    });
  }

  @Test
  void shouldRefuseAnInconsistentSpecBuiltInCode() {
    Setup paper000 = SetupPresets.PAPER000.defaults();
    assertThatThrownBy(() -> new ExperimentSpec("x", "x", paper000, SweepParameter.NODES, List.of(1.0),
        List.of("ValOpt"), 1, Optional.empty(), List.of(Metric.VALUE), Optional.empty()))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cannot vary nodes");
    assertThatThrownBy(() -> new ExperimentSpec("x", "x", Setup.paper001(), SweepParameter.NODES, List.of(1.0),
        List.of("ValOpt", "ValOpt"), 1, Optional.empty(), List.of(Metric.VALUE), Optional.empty()))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("two policies are labelled ValOpt");
  }
}
