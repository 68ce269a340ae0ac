package org.valen.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The policy {@code external} from the command line: a process speaking the protocol runs in {@code
 * simulate} and in a scenario file; one that fails ends the command with one line and exit status 2
 * (4 for an impossible decision, a bug in the policy),
 * and nothing written. The process here speaks the protocol with Python's json module alone.
 */
class ExternalPolicyCommandTest {
  @TempDir static Path scripts;
  @TempDir Path folder;

  /** Decides nothing (idle), or at its first decision point exits with status 4 (exit) or drops a job that never came (bad). */
  private static final String RAW_POLICY = """
      import json, sys
      mode = sys.argv[1]
      def send(message):
          sys.stdout.write(json.dumps(message) + "\\n")
          sys.stdout.flush()
      json.loads(sys.stdin.readline())
      send({"type": "hello", "protocol": 1, "name": "raw-" + mode,
            "triggers": {"onEvents": True, "periodSeconds": 0, "periodIsCheckpoint": False}})
      for line in sys.stdin:
          message = json.loads(line)
          if message["type"] == "end":
              break
          if mode == "exit":
              sys.stderr.write("raw policy: giving up\\n")
              sys.exit(4)
          if mode == "bad":
              send({"type": "drop", "job": 999999})
              json.loads(sys.stdin.readline())
          send({"type": "done"})
      """;

  @BeforeAll
  static void python() throws Exception {
    boolean present;
    try {
      Process p = new ProcessBuilder("python3", "--version").redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      present = p.waitFor() == 0;
    } catch (java.io.IOException e) {
      present = false;
    }
    assumeTrue(present, "python3 is not on the PATH: the external policy's command-line tests are skipped");
    Files.writeString(scripts.resolve("raw.py"), RAW_POLICY);
  }

  private static String command(String mode) {
    return "command=python3 '" + scripts.resolve("raw.py") + "' " + mode;
  }

  private CliRun simulate(String mode, Path out, String... more) {
    List<String> args = new java.util.ArrayList<>(List.of("simulate", "--workload",
        BundledInputs.workload(folder, 1).toString(), "--profiles", folder.resolve("none").toString(),
        "--policy", "external", "--option", command(mode), "-o", out.toString()));
    args.addAll(List.of(more));
    return CliRun.of(args.toArray(String[]::new));
  }

  @Test
  void shouldRunAProcessAsThePolicyAndWriteItsFiles() {
    Path out = folder.resolve("idle");
    CliRun run = simulate("idle", out);
    assertThat(run.status()).as(run.err()).isZero();
    assertThat(run.out()).startsWith("external on platform paper001-3x10").contains("\nraw-idle on paper001-3x10: ");
    assertThat(out.resolve("jobs.csv")).exists();
  }

  @Test
  void shouldEndWithOneLineAndStatus2AndWriteNothingWhenTheProcessExits() {
    Path out = folder.resolve("exit");
    CliRun run = simulate("exit", out, "--trace");
    assertThat(run.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(run.err().lines()).hasSize(1).first(org.assertj.core.api.InstanceOfAssertFactories.STRING)
        .startsWith("valen simulate: external policy 'raw-exit' (python3 ")
        .containsPattern("decision point 1 at [0-9.]+ s: the process exited with status 4 while the kernel waited");
    assertThat(out).as("no partial output folder").doesNotExist();
  }

  @Test
  void shouldEndWithOneLineAndStatus4OnAnImpossibleDecisionAsAJavaPolicyDoes() {
    Path out = folder.resolve("bad");
    CliRun run = simulate("bad", out);
    assertThat(run.status()).isEqualTo(ExitStatus.POLICY_ERROR);
    assertThat(run.err().lines()).hasSize(1).first(org.assertj.core.api.InstanceOfAssertFactories.STRING)
        .contains("made an impossible decision: drop: there is no job 999999 in the system");
    assertThat(out).doesNotExist();
  }

  @Test
  void shouldRefuseARunWithoutACommandBeforeAnythingRuns() {
    CliRun run = CliRun.of("simulate", "--policy", "external", "-o", folder.resolve("none").toString());
    assertThat(run.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(run.err()).startsWith("valen simulate: policy external cannot run here: give the process to run:");
  }

  @Test
  void shouldRunBesideThePapersPoliciesInAScenarioFile() throws Exception {
    Path scenario = folder.resolve("mine.json");
    Files.writeString(scenario, """
        {"format": "valen.scenario", "version": 1, "id": "mine",
         "setup": {"days": 1}, "sweep": {"parameter": "nodes", "values": [2]}, "seeds": 1,
         "policies": ["ValOpt", {"policy": "external", "label": "raw idle", "options": {"%s": "%s"}}]}
        """.formatted("command", ("python3 '" + scripts.resolve("raw.py") + "' idle").replace("\\", "\\\\")));
    CliRun run = CliRun.of("experiment", "--scenario", scenario.toString(), "--no-progress", "--threads", "2",
        "--profiles", folder.resolve("none").toString(), "-o", folder.resolve("mine-out").toString());
    assertThat(run.status()).as(run.err()).isZero();
    assertThat(Files.readAllLines(folder.resolve("mine-out/runs.csv"))).anyMatch(row -> row.startsWith("mine,nodes,2.0,raw idle,1,"));
  }
}
