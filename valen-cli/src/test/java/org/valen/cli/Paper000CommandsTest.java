package org.valen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The paper000 commands and experiments as a user runs them: exit statuses and files. */
class Paper000CommandsTest {
  @TempDir Path folder;

  @Test
  void shouldRunAHeuristicOnATrialAndWriteItsFiles() {
    Path out = folder.resolve("run");
    CliRun run = CliRun.of("paper000", "run", "--heuristic", "MaxUPE", "--environment", "polled", "--filter",
        "--days", "0.02", "--trial", "2", "-o", out.toString());
    assertThat(run.status()).as(run.err()).isZero();
    assertThat(run.out()).startsWith("MaxUPE polled filter on trial 2: utility").contains("mapping events:")
        .containsPattern("median [0-9.]+ us, p99 [0-9.]+ us, max");
    assertThat(out.resolve("jobs.csv")).exists();
    assertThat(out.resolve("summary.json")).exists();
  }

  @Test
  void shouldWriteATrialThatSimulateCanRunWithTheHeuristicsOptions() {
    Path trial = folder.resolve("trial");
    CliRun gen = CliRun.of("paper000", "generate", "--trial", "3", "--hours", "2.5", "-o", trial.toString());
    assertThat(gen.status()).as(gen.err()).isZero();
    CliRun sim = CliRun.of("simulate", "--workload", trial.resolve("workload.json").toString(), "--policy", "PLCFS-AllP",
        "--variability", "none",
        "--option", "environment=polled", "--option", "filter=on", "--option", "energyBudgetJoules=5e7",
        "--option", "dayEndSeconds=9000", "-o", folder.resolve("sim").toString());
    assertThat(sim.status()).as(sim.err()).isZero();
    assertThat(sim.out()).startsWith("PLCFS-AllP on platform paper000-system-3, named by the workload")
        .contains("PLCFS-AllP on paper000-system-3: ").doesNotContain("chosen for this workload");
  }

  @Test
  void shouldWriteAScaledTrialThatTheIndexedHeuristicsRun() {
    Path trial = folder.resolve("scaled");
    CliRun gen = CliRun.of("paper000", "generate", "--trial", "2", "--hours", "2.2", "--scale", "2", "-o",
        trial.toString());
    assertThat(gen.status()).as(gen.err()).isZero();
    assertThat(gen.out()).contains("200 machines");
    CliRun sim = CliRun.of("simulate", "--platform", trial.resolve("platform.json").toString(), "--workload",
        trial.resolve("workload.json").toString(), "--policy", "MaxUtility", "--option", "implementation=indexed",
        "-o", folder.resolve("scaled-sim").toString());
    assertThat(sim.status()).as(sim.err()).isZero();
    assertThat(sim.out()).contains("MaxUtility on paper000-system-2-x2: ")
        .contains("option dayEndSeconds=93600 (paper 000's day end, the workload being its trial), chosen for this"
            + " workload");
  }

  @Test
  void shouldRefuseBadInputWithStatusTwoAndWriteNothing() {
    Path out = folder.resolve("bad");
    CliRun unknown = CliRun.of("paper000", "run", "--heuristic", "MaxSomething", "-o", out.toString());
    assertThat(unknown.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(unknown.err()).contains("unknown heuristic 'MaxSomething'").doesNotContain("Exception");
    CliRun both = CliRun.of("paper000", "run", "--heuristic", "MaxUPT", "--filter", "--unconstrained", "-o", out.toString());
    assertThat(both.status()).isEqualTo(ExitStatus.USAGE);
    CliRun environment = CliRun.of("paper000", "run", "--heuristic", "MaxUPT", "--environment", "batch", "-o", out.toString());
    assertThat(environment.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(environment.err()).contains("environment must be queued or polled, was 'batch'");
    CliRun bench = CliRun.of("paper000", "bench", "--filter", "maybe");
    assertThat(bench.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(Files.exists(out)).isFalse();
  }

  @Test
  void shouldRefuseUnknownPolicyOptions() {
    Path trial = folder.resolve("trial");
    assertThat(CliRun.of("paper000", "generate", "--hours", "2.1", "-o", trial.toString()).status()).isZero();
    CliRun sim = CliRun.of("simulate", "--platform", trial.resolve("platform.json").toString(), "--workload",
        trial.resolve("workload.json").toString(), "--policy", "MaxUPT", "--option", "filtr=on",
        "-o", folder.resolve("sim").toString());
    assertThat(sim.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(sim.err()).startsWith("valen simulate: policy MaxUPT takes no option 'filtr'");
    assertThat(sim.err().lines()).hasSize(1);
    assertThat(folder.resolve("sim")).doesNotExist();
  }

  @Test
  void shouldTimeMappingEvents() {
    CliRun bench = CliRun.of("paper000", "bench", "--heuristics", "FCFS-P0", "--environments", "polled", "--filter", "on",
        "--days", "0.02", "--warmups", "0");
    assertThat(bench.status()).as(bench.err()).isZero();
    assertThat(bench.out()).contains("p50 (us)").contains("p99 (us)").contains("FCFS-P0 polled filter").contains("all");
    String row = bench.out().lines().filter(l -> l.startsWith("FCFS-P0 polled filter")).findFirst().orElseThrow();
    String[] f = row.substring("FCFS-P0 polled filter".length()).trim().split("\\s+");
    double mean = Double.parseDouble(f[1]);
    double p50 = Double.parseDouble(f[2]);
    double p99 = Double.parseDouble(f[3]);
    double max = Double.parseDouble(f[4]);
    assertThat(mean).isPositive();
    assertThat(p50).isPositive().isLessThanOrEqualTo(p99);
    assertThat(p99).isLessThanOrEqualTo(max * 1.01 + 0.1); // percentiles are good to 1 %, printed to 0.1 us
  }

  @Test
  void shouldTimeTheKernelsShareOfMappingEventsWhenAsked() {
    CliRun bench = CliRun.of("paper000", "bench", "--heuristics", "FCFS-P0", "--environments", "polled", "--filter", "off",
        "--days", "0.02", "--warmups", "0", "--kernel-share");
    assertThat(bench.status()).as(bench.err()).isZero();
    assertThat(bench.out()).contains("kernel (us)");
    String[] f = bench.out().lines().filter(l -> l.startsWith("FCFS-P0 polled")).findFirst().orElseThrow()
        .substring("FCFS-P0 polled".length()).trim().split("\\s+");
    double mean = Double.parseDouble(f[1]);
    double kernel = Double.parseDouble(f[f.length - 1]);
    assertThat(kernel).as("tasks were started and dropped").isPositive().isLessThanOrEqualTo(mean);
  }

  @Test
  void shouldRunAPaper000ExperimentEndToEnd() {
    Path out = folder.resolve("fig6");
    CliRun run = CliRun.of("experiment", "paper000-fig6", "--seeds", "2", "--days", "0.02", "--threads", "2",
        "--no-progress", "-o", out.toString());
    assertThat(run.status()).as(run.err()).isZero();
    for (String f : new String[] {"runs.csv", "summary.csv", "report.md", "fig6.png", "fig6.svg"}) {
      assertThat(out.resolve(f)).exists();
    }
    CliRun again = CliRun.of("experiment", "paper000-fig6", "--from-csv", "-o", out.toString());
    assertThat(again.status()).as(again.err()).isZero();
  }
}
