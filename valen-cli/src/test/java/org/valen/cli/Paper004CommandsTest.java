package org.valen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The paper004 commands as a user runs them: a trial's files through simulate, and refusals. */
class Paper004CommandsTest {
  @TempDir Path folder;

  @Test
  void shouldWriteATrialThatSimulateRunsWithAPreemptiveHeuristic() {
    Path trial = folder.resolve("trial");
    CliRun gen = CliRun.of("paper004", "generate", "--trial", "2", "--hours", "4.2", "--burst-size", "16",
        "--utility", "step", "-o", trial.toString());
    assertThat(gen.status()).as(gen.err()).isZero();
    assertThat(gen.out()).startsWith("trial 2: 5 clusters,");
    assertThat(gen.out()).contains("valen simulate --policy NAME --workload " + trial.resolve("workload.json"));
    CliRun sim = CliRun.of("simulate", "--workload", trial.resolve("workload.json").toString(), "--policy", "P004-MaxUPT-Diff", "--variability", "none",
        "--option", "canPreemptProbability=0.5", "-o", folder.resolve("sim").toString());
    assertThat(sim.status()).as(sim.err()).isZero();
    assertThat(sim.out()).startsWith("P004-MaxUPT-Diff on platform paper004-system-2, named by the workload")
        .contains("P004-MaxUPT-Diff on paper004-system-2: ");
    assertThat(folder.resolve("sim").resolve("jobs.csv")).exists();
  }

  @Test
  void shouldRefuseBadInputWithStatusTwoAndWriteNothing() {
    Path out = folder.resolve("bad");
    CliRun utility = CliRun.of("paper004", "generate", "--utility", "stairs", "-o", out.toString());
    assertThat(utility.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(utility.err()).contains("unknown utility class set 'stairs'").doesNotContain("Exception");
    CliRun hours = CliRun.of("paper004", "generate", "--hours", "3", "-o", out.toString());
    assertThat(hours.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(hours.err()).contains("--hours must be above the 4.0 h of fill");
    CliRun bench = CliRun.of("paper004", "bench", "--heuristics", "P004-MaxSomething");
    assertThat(bench.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(bench.err()).contains("unknown paper 004 heuristic 'P004-MaxSomething'");
    assertThat(out).doesNotExist();
  }
}
