package org.valen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code valen paper002 generate} as a user runs it: λ_eq printed and recorded, and refusals. */
class Paper002CommandsTest {
  @TempDir Path folder;

  @Test
  void shouldPrintAndRecordTheEquilibriumRateAndHowItWasFound() throws Exception {
    Path trial = folder.resolve("trial");
    CliRun gen = CliRun.of("paper002", "generate", "--trial", "1", "--hours", "3", "--calibration-runs", "1",
        "--precision", "0.05", "-o", trial.toString());
    assertThat(gen.status()).as(gen.err()).isZero();
    assertThat(gen.out()).contains("λ_eq ", "calibrated: the highest rate of constant-rate Poisson arrivals over 3 h",
        "LL en+rob misses at most 0.5 %", "rates tried: ");
    String workload = Files.readString(trial.resolve("workload.json"));
    assertThat(workload).contains("\"equilibriumRate\"", "\"equilibriumRule\": \"calibrated\"", "\"equilibriumSteps\"");
    Path again = folder.resolve("again");
    assertThat(CliRun.of("paper002", "generate", "--trial", "1", "--hours", "3", "--calibration-runs", "1",
        "--precision", "0.05", "-o", again.toString()).status()).isZero();
    assertThat(Files.readString(again.resolve("workload.json"))).isEqualTo(workload);
  }

  @Test
  void shouldTakeTheEarlierRateByName() {
    CliRun gen = CliRun.of("paper002", "generate", "--equilibrium", "ctotal-over-tavg", "-o",
        folder.resolve("t").toString());
    assertThat(gen.status()).as(gen.err()).isZero();
    assertThat(gen.out()).contains("λ_eq 0.06346 tasks/s", "ctotal-over-tavg: c_total / t_avg = 68 cores / 1071.5 s")
        .contains("2908 arrivals");
  }

  @Test
  void shouldRefuseBadInputWithStatusTwoAndWriteNothing() {
    Path out = folder.resolve("bad");
    CliRun rule = CliRun.of("paper002", "generate", "--equilibrium", "fast", "-o", out.toString());
    assertThat(rule.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(rule.err()).contains("equilibrium must be calibrated, ctotal-over-tavg or a rate", "was 'fast'")
        .doesNotContain("Exception");
    CliRun reference = CliRun.of("paper002", "generate", "--reference", "LL", "-o", out.toString());
    assertThat(reference.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(reference.err()).contains("reference variant must be a heuristic, a filter");
    assertThat(out).doesNotExist();
  }
}
