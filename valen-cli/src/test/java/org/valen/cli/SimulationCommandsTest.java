package org.valen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.model.io.Bundled;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.runtime.TestProfiles;

/** simulate, experiment and demo as a user runs them, with quick test profiles. */
class SimulationCommandsTest {
  @TempDir static Path profiles;
  @TempDir Path folder;

  @BeforeAll
  static void writeProfiles() {
    BundledInputs.writeProfiles(profiles);
  }

  private Path shortWorkload() {
    return BundledInputs.workload(folder, 3);
  }

  @Test
  void shouldSimulateEveryPolicyAndWriteItsFiles() throws Exception {
    Path w = shortWorkload();
    for (String policy : new String[] {"ValOpt", "ValEnSepOpt", "ValEnJoinOpt", "ValEnAdaptOpt"}) {
      Path out = folder.resolve(policy);
      CliRun run = CliRun.of("simulate", "--workload", w.toString(), "--profiles", profiles.toString(),
          "--policy", policy, "--trace", "-o", out.toString());
      assertThat(run.status()).as(run.err()).isZero();
      assertThat(run.out()).startsWith(policy + " on platform paper001-3x10, named by the workload")
          .contains(policy + " on paper001-3x10: ");
      assertThat(Files.readAllLines(out.resolve("jobs.csv")).get(0)).startsWith("job,template,arrival_s,start_s,finish_s");
      assertThat(Files.readString(out.resolve("summary.json"))).contains("\"format\": \"valen.summary\"");
      assertThat(Files.readAllLines(out.resolve("energy.csv")).size()).isGreaterThan(24);
      assertThat(Files.readAllLines(out.resolve("tasks.csv")).size()).isGreaterThan(10);
    }
  }

  @Test
  void shouldWriteIdenticalBytesForTheSameSeed() throws Exception {
    Path w = shortWorkload();
    for (String name : new String[] {"a", "b"}) {
      assertThat(CliRun.of("simulate", "--workload", w.toString(), "--profiles", profiles.toString(),
          "--policy", "ValEnAdaptOpt", "--seed", "7", "-o", folder.resolve(name).toString()).status()).isZero();
    }
    assertThat(Files.readAllBytes(folder.resolve("a/jobs.csv"))).isEqualTo(Files.readAllBytes(folder.resolve("b/jobs.csv")));
    assertThat(Files.readAllBytes(folder.resolve("a/energy.csv"))).isEqualTo(Files.readAllBytes(folder.resolve("b/energy.csv")));
  }

  @Test
  void shouldRefuseStaleProfilesWithStatus2AndWriteNothing() throws Exception {
    Path stale = folder.resolve("stale");
    Catalogue c = ValenFiles.readCatalogue(Bundled.PAPER001_CATALOGUE);
    TestProfiles.write(stale, c, ValenFiles.readPlatform(Bundled.PAPER001_PLATFORM));
    JobTemplate first = c.templates().get(0);
    String text = Files.readString(stale.resolve(first.id() + ".json")).replaceFirst("sha256:[0-9a-f]{8}", "sha256:00000000");
    Files.writeString(stale.resolve(first.id() + ".json"), text);
    Path out = folder.resolve("out");
    CliRun run = CliRun.of("simulate", "--profiles", stale.toString(), "--policy", "ValEnJoinOpt", "-o", out.toString());
    assertThat(run.status()).isEqualTo(2);
    assertThat(run.err()).contains(first.id() + ".json: $.coreTypes[0].sourceHash").contains("stale").contains("valen profile");
    assertThat(out).doesNotExist();
  }

  @Test
  void shouldValidateAProfileTogetherWithItsPlatformAndCatalogueAsARunWould() throws Exception {
    Path stale = folder.resolve("stale");
    Catalogue c = ValenFiles.readCatalogue(Bundled.PAPER001_CATALOGUE);
    TestProfiles.write(stale, c, ValenFiles.readPlatform(Bundled.PAPER001_PLATFORM));
    JobTemplate first = c.templates().get(0);
    Path profile = stale.resolve(first.id() + ".json");
    Files.writeString(profile, Files.readString(profile).replaceFirst("sha256:[0-9a-f]{8}", "sha256:00000000"));
    CliRun alone = CliRun.of("validate", profile.toString());
    assertThat(alone.status()).as(alone.err()).isZero();
    assertThat(alone.out()).contains("ok (valen.profile version " + org.valen.model.io.FileFormat.PROFILE.version() + ")").contains("note: profiles checked alone");
    CliRun together = CliRun.of("validate", Bundled.PAPER001_PLATFORM, Bundled.PAPER001_CATALOGUE, profile.toString());
    assertThat(together.status()).isEqualTo(2);
    assertThat(together.err()).startsWith(profile + ": $.coreTypes[0].sourceHash").contains("stale");
    assertThat(together.out()).contains(Bundled.PAPER001_PLATFORM + ": ok").doesNotContain(profile + ": ok");
    Path fresh = stale.resolve(c.templates().get(1).id() + ".json");
    CliRun withWorkload = CliRun.of("validate", Bundled.PAPER001_PLATFORM, Bundled.PAPER001_WORKLOAD, fresh.toString());
    assertThat(withWorkload.status()).as(withWorkload.err()).isZero();
  }

  @Test
  void shouldRefuseAMissingProfilesFolderAndUnknownPolicies() {
    CliRun missing = CliRun.of("simulate", "--profiles", folder.resolve("none").toString(), "--policy", "ValEnAdaptOpt",
        "-o", folder.resolve("o").toString());
    assertThat(missing.status()).isEqualTo(2);
    assertThat(missing.err()).contains("no profiles folder");
    CliRun unknown = CliRun.of("simulate", "--policy", "Nope", "-o", folder.resolve("o").toString());
    assertThat(unknown.status()).isEqualTo(2);
    assertThat(unknown.err()).contains("unknown policy 'Nope'").contains("ValEnAdaptOpt");
    assertThat(folder.resolve("o")).doesNotExist();
  }

  @Test
  void shouldRunAPaperExperimentIdenticallyOnOneAndTwoThreadsAndRebuildItsReport() throws Exception {
    for (String threads : new String[] {"1", "2"}) {
      String trials = threads.equals("1") ? "--seeds" : "--trials"; // one option, two names
      CliRun run = CliRun.of("experiment", "paper001-table2", trials, "2", "--days", "2", "--threads", threads,
          "--profiles", profiles.toString(), "--no-progress", "-o", folder.resolve("t" + threads).toString());
      assertThat(run.status()).as(run.err()).isZero();
    }
    assertThat(Files.readAllBytes(folder.resolve("t1/runs.csv"))).isEqualTo(Files.readAllBytes(folder.resolve("t2/runs.csv")));
    assertThat(Files.readAllLines(folder.resolve("t1/runs.csv"))).hasSize(1 + 5 * 4 * 2);
    for (String file : new String[] {"summary.csv", "rejected.png", "rejected.svg", "report.md"}) {
      assertThat(folder.resolve("t1").resolve(file)).isNotEmptyFile();
    }
    assertThat(Files.readString(folder.resolve("t1/report.md"))).contains("Table II").contains("58.8");
    Files.delete(folder.resolve("t1/report.md"));
    CliRun rebuilt = CliRun.of("experiment", "paper001-table2", "--from-csv", "-o", folder.resolve("t1").toString());
    assertThat(rebuilt.status()).as(rebuilt.err()).isZero();
    assertThat(folder.resolve("t1/report.md")).isNotEmptyFile();
  }

  /** The issue's {@code --trials} (paper 002's Figs. 4–6) is {@code --seeds}: the same runs. */
  @Test
  void shouldTakeTrialsAsSeeds() throws Exception {
    for (String option : new String[] {"--seeds", "--trials"}) {
      CliRun run = CliRun.of("experiment", "paper002-fig4", option, "1", "--days", "0.01", "--threads", "1",
          "--no-progress", "-o", folder.resolve(option.substring(2)).toString());
      assertThat(run.status()).as(run.err()).isZero();
    }
    assertThat(Files.readAllLines(folder.resolve("trials/runs.csv"))).hasSize(1 + 32);
    assertThat(Files.readAllBytes(folder.resolve("trials/runs.csv"))).isEqualTo(Files.readAllBytes(folder.resolve("seeds/runs.csv")));
  }

  @Test
  void shouldRunAScenarioFileAndReportItsMistakes() throws Exception {
    Path scenario = folder.resolve("s.json");
    Files.writeString(scenario, """
        {"format": "valen.scenario", "version": 1, "id": "load", "title": "Value vs load",
         "setup": {"days": 2, "nodes": 2},
         "sweep": {"parameter": "load", "values": [0.5, 1.5]},
         "policies": ["ValOpt", "ValEnJoinOpt"], "seeds": 2,
         "baseline": {"policy": "ValOpt", "x": 0.5}}
        """);
    CliRun run = CliRun.of("experiment", "--scenario", scenario.toString(), "--profiles", profiles.toString(),
        "--no-progress", "-o", folder.resolve("s").toString());
    assertThat(run.status()).as(run.err()).isZero();
    assertThat(folder.resolve("s/value.png")).isNotEmptyFile();
    Path bad = folder.resolve("bad.json");
    Files.writeString(bad, """
        {"format": "valen.scenario", "version": 1, "id": "x",
         "sweep": {"parameter": "moon", "values": [-1]}, "policies": ["ValOpt"], "colour": "red"}
        """);
    CliRun validated = CliRun.of("validate", bad.toString());
    assertThat(validated.status()).isEqualTo(2);
    assertThat(validated.err().lines()).as("the values of an unknown parameter are not judged").hasSize(2);
    assertThat(CliRun.of("validate", "--profiles", profiles.toString(), scenario.toString()).out())
        .contains("ok (valen.scenario version 1)");
    CliRun noProfiles = CliRun.of("validate", "--profiles", folder.resolve("none").toString(), scenario.toString());
    assertThat(noProfiles.status()).isEqualTo(2);
    assertThat(noProfiles.err()).contains("$.policies[1]: found policy ValEnJoinOpt, which needs design-time profiles");
    CliRun refused = CliRun.of("experiment", "--scenario", bad.toString(), "-o", folder.resolve("b").toString());
    assertThat(refused.status()).isEqualTo(2);
    assertThat(refused.err().lines()).hasSize(2);
    assertThat(refused.err()).contains("$.colour").contains("$.sweep.parameter");
    assertThat(folder.resolve("b")).doesNotExist();
  }

  @Test
  void shouldChargeCheckpointPausesAtTheGivenShareOfFastestLevelPower() throws Exception {
    Path w = shortWorkload();
    double[] overhead = new double[2];
    for (int share = 0; share <= 1; share++) {
      Path out = folder.resolve("pause-" + share);
      CliRun run = CliRun.of("simulate", "--workload", w.toString(), "--profiles", profiles.toString(),
          "--policy", "ValEnAdaptOpt", "--pause-power", String.valueOf(share), "-o", out.toString());
      assertThat(run.status()).as(run.err()).isZero();
      overhead[share] = Files.readAllLines(out.resolve("energy.csv")).stream().skip(1)
          .mapToDouble(line -> Double.parseDouble(line.split(",")[5])).sum();
    }
    assertThat(overhead[0]).isZero();
    assertThat(overhead[1]).isPositive();
    CliRun bad = CliRun.of("simulate", "--workload", w.toString(), "--profiles", profiles.toString(),
        "--policy", "ValEnAdaptOpt", "--pause-power", "1.5", "-o", folder.resolve("bad").toString());
    assertThat(bad.status()).isEqualTo(2);
    assertThat(bad.err()).startsWith("valen simulate: --pause-power must be a share between 0 and 1, was 1.5");
    assertThat(folder.resolve("bad")).doesNotExist();
  }

  @Test
  void shouldRunTheDemo() throws Exception {
    CliRun run = CliRun.of("demo", "--profiles", profiles.toString(), "-o", folder.toString());
    assertThat(run.status()).as(run.err()).isZero();
    assertThat(run.out()).contains("ValOpt").contains("ValEnSepOpt").contains("ValEnJoinOpt").contains("ValEnAdaptOpt");
    assertThat(folder.resolve("comparison.png")).isNotEmptyFile();
    assertThat(folder.resolve("ValEnAdaptOpt/jobs.csv")).isNotEmptyFile();
  }
}
