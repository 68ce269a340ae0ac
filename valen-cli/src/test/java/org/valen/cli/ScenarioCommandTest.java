package org.valen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Scenario files with per-policy options and presets, as validate and experiment check and run them. */
class ScenarioCommandTest {
  @TempDir static Path profiles;
  @TempDir Path folder;

  @BeforeAll
  static void writeProfiles() {
    BundledInputs.writeProfiles(profiles);
  }

  private Path scenario(String name, String body) throws Exception {
    Path file = folder.resolve(name);
    Files.writeString(file, "{\"format\": \"valen.scenario\", \"version\": 1, \"id\": \"" + name.replace(".json", "")
        + "\", " + body + "}");
    return file;
  }

  private CliRun experiment(Path scenario, Path out) {
    return CliRun.of("experiment", "--scenario", scenario.toString(), "--profiles", profiles.toString(), "--no-progress",
        "--threads", "2", "-o", out.toString());
  }

  @Test
  void shouldRefuseEveryPolicyProblemWithItsPathInValidateAndExperimentAlike() throws Exception {
    Path bad = scenario("bad.json", """
        "sweep": {"parameter": "load", "values": [1]},
        "policies": ["ValOpt", "ValEnSepOpts",
                     {"policy": "ValEnJoinOpt", "label": "ValOpt"},
                     {"policy": "ValEnAdaptOpt", "options": {"checkpointSeconds": "often", "environment": "polled"}}]""");
    String f = bad.toString();
    List<String> expected = List.of(
        f + ": $.policies[1]: found \"ValEnSepOpts\"; expected a policy: one of ",
        f + ": $.policies[2].label: found label \"ValOpt\", which $.policies[0] has too; expected a label of its own",
        f + ": $.policies[3].options.checkpointSeconds: found \"often\"; expected a number > 0 (option checkpointSeconds",
        f + ": $.policies[3].options.environment: found option \"environment\"; expected an option of ValEnAdaptOpt:"
            + " one of checkpointSeconds");
    Path out = folder.resolve("out");
    for (CliRun run : List.of(CliRun.of("validate", f), experiment(bad, out))) {
      assertThat(run.status()).isEqualTo(ExitStatus.USAGE);
      List<String> lines = run.err().lines().toList();
      assertThat(lines).hasSize(expected.size());
      for (int i = 0; i < lines.size(); i++) {
        assertThat(lines.get(i)).startsWith(expected.get(i));
      }
    }
    assertThat(out).doesNotExist();
  }

  @Test
  void shouldRefuseAnUnmetNeedOfAScenarioPolicy() throws Exception {
    Path needs = scenario("needs.json", """
        "setup": {"nodes": 2}, "sweep": {"parameter": "cores-per-node", "values": [4]},
        "policies": ["ValOpt", "TestNeedsOneCore"]""");
    String line = needs + ": $.policies[1]: found policy TestNeedsOneCore, which needs nodes of one core; expected a setup"
        + " that meets its needs: node node-1 of platform paper001-2x4 has 4 cores";
    CliRun validated = CliRun.of("validate", needs.toString());
    assertThat(validated.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(validated.err().lines()).contains(line);
    Path out = folder.resolve("out");
    CliRun run = experiment(needs, out);
    assertThat(run.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(run.err().lines()).first().isEqualTo(line);
    assertThat(out).doesNotExist();
  }

  @Test
  void shouldRunEachLabelWithItsOwnOptions() throws Exception {
    Path two = scenario("two.json", """
        "setup": {"days": 2}, "sweep": {"parameter": "nodes", "values": [3]}, "seeds": 2,
        "policies": [{"policy": "ValEnAdaptOpt", "label": "every minute", "options": {"checkpointSeconds": 60}},
                     {"policy": "ValEnAdaptOpt", "label": "every half hour", "options": {"checkpointSeconds": "1800"}}]""");
    CliRun validated = CliRun.of("validate", "--profiles", profiles.toString(), two.toString());
    assertThat(validated.status()).as(validated.err()).isZero();
    CliRun run = experiment(two, folder.resolve("two"));
    assertThat(run.status()).as(run.err()).isZero();
    List<String> rows = Files.readAllLines(folder.resolve("two/runs.csv"));
    assertThat(rows).hasSize(1 + 4);
    assertThat(rows.get(1)).startsWith("two,nodes,3.0,every minute,1,");
    assertThat(rows.get(3)).startsWith("two,nodes,3.0,every half hour,1,");
    assertThat(rows.get(1).substring(rows.get(1).indexOf(",1,")))
        .isNotEqualTo(rows.get(3).substring(rows.get(3).indexOf(",1,")));
    assertThat(Files.readString(folder.resolve("two/report.md")))
        .contains("every minute (ValEnAdaptOpt, checkpointSeconds=60), every half hour (ValEnAdaptOpt, checkpointSeconds=1800)");
  }

  @Test
  void shouldRunPaper000TrialsFromAPreset() throws Exception {
    Path trials = scenario("trials.json", """
        "setup": {"platformPreset": "paper000", "days": 0.02}, "sweep": {"parameter": "load", "values": [0.5, 1]},
        "seeds": 1, "policies": ["ValOpt", {"policy": "ValEnSepOpt", "label": "SepOpt"}],
        "baseline": {"policy": "ValOpt", "x": 0.5}""");
    CliRun run = experiment(trials, folder.resolve("trials"));
    assertThat(run.status()).as(run.err()).isZero();
    List<String> rows = Files.readAllLines(folder.resolve("trials/runs.csv"));
    assertThat(rows).as("the calibration of E on each trial first, as paper 000's figures").hasSize(1 + 2 + 4);
    assertThat(rows.get(1)).startsWith("trials,load,0.5,1,1,MaxUPT,queued,unconstrained,model,7200.0,");
    assertThat(rows.get(4)).as("ValEnSepOpt needs no profiles").startsWith("trials,load,0.5,1,1,SepOpt,,,model,");
    assertThat(Files.readString(folder.resolve("trials/report.md"))).contains("1 trials, seeds 1 … 1")
        .contains("energy constraint E = 0.7 × the mean energy");
    Path wrong = scenario("wrong.json", """
        "setup": {"platformPreset": "paper000", "coresPerNode": 4}, "sweep": {"parameter": "nodes", "values": [2]},
        "policies": ["ValOpt"]""");
    CliRun refused = CliRun.of("validate", wrong.toString());
    assertThat(refused.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(refused.err().lines()).containsExactly(
        wrong + ": $.setup.coresPerNode: found \"coresPerNode\", which preset paper000 does not take; expected only the"
            + " fields preset paper000 takes: [days, load, budgetFraction, energyBudgetJoules]",
        wrong + ": $.sweep.parameter: found \"nodes\"; expected a setup field preset paper000 varies: [days, load, budgetFraction]");
  }
}
