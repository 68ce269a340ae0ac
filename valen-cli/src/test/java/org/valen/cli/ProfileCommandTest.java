package org.valen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.valen.model.TestFiles;
import org.valen.model.exec.MatrixModel;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Node;
import org.valen.model.platform.Platform;
import org.valen.model.value.StepCurve;

class ProfileCommandTest {
  /** Small searches: these tests are about the command, not the quality. */
  private static final List<String> QUICK = List.of("--population", "10", "--evaluations", "300",
      "--stall-generations", "5", "--polish-evaluations", "50", "--no-progress");

  @TempDir Path folder;
  private String platform;
  private String catalogue;

  @BeforeEach
  void files() {
    platform = folder.resolve("platform.json").toString();
    catalogue = folder.resolve("catalogue.json").toString();
    assertThat(CliRun.of("generate", "platform", "--preset", "paper001", "--nodes", "1", "--cores", "4", "-o", platform).status()).isZero();
    assertThat(CliRun.of("generate", "catalogue", "--templates", "3", "--tasks", "3..5", "--seed", "4", "-o", catalogue).status()).isZero();
  }

  private CliRun profile(String output, String... more) {
    List<String> args = new java.util.ArrayList<>(List.of("profile", "--platform", platform, "--catalogue", catalogue,
        "-o", output));
    List<String> asked = List.of(more);
    for (int i = 0; i < QUICK.size(); i++) {
      boolean valued = i + 1 < QUICK.size() && !QUICK.get(i + 1).startsWith("--");
      if (!asked.contains(QUICK.get(i))) {
        args.add(QUICK.get(i));
        if (valued) {
          args.add(QUICK.get(i + 1));
        }
      }
      i += valued ? 1 : 0;
    }
    args.addAll(asked);
    return CliRun.of(args.toArray(String[]::new));
  }

  @Test
  void shouldWriteOneValidProfilePerTemplateAndSkipThemWhenUpToDate() {
    Path out = folder.resolve("profiles");
    CliRun first = profile(out.toString());
    assertThat(first.status()).as(first.err()).isZero();
    assertThat(first.out()).contains("3 templates, 3 written, 0 up to date");
    assertThat(CliRun.of("validate", out.resolve("job-01.json").toString(), out.resolve("job-03.json").toString()).status()).isZero();
    assertThat(profile(out.toString()).out()).contains("0 written, 3 up to date");
    assertThat(profile(out.toString(), "--seed", "2").out()).contains("3 written, 0 up to date");
  }

  @Test
  void shouldSayHowManyMinimumTimesAreProvenOptimalAndRecordNoneWithTheExactStepOff() throws IOException {
    CliRun on = profile(folder.resolve("on").toString(), "--cores", "1,2");
    assertThat(on.status()).as(on.err()).isZero();
    assertThat(on.out()).contains("minimum times: k = 1: 3 of 3 proven optimal, k = 2: ");
    assertThat(java.nio.file.Files.readString(folder.resolve("on").resolve("job-01.json"))).contains("\"minimumTime\"");
    CliRun off = profile(folder.resolve("off").toString(), "--cores", "1,2", "--exact", "off");
    assertThat(off.status()).as(off.err()).isZero();
    assertThat(off.out()).doesNotContain("minimum times");
    assertThat(java.nio.file.Files.readString(folder.resolve("off").resolve("job-01.json"))).doesNotContain("minimumTime")
        .contains("\"exact\": \"off\"");
    CliRun bad = profile(folder.resolve("bad").toString(), "--exact", "maybe");
    assertThat(bad.status()).isEqualTo(2);
    assertThat(bad.err()).contains("--exact must be on or off, was maybe");
  }

  @Test
  void shouldNameButKeepTheFilesOfTemplatesNoLongerInTheCatalogue() throws IOException {
    Path out = folder.resolve("profiles");
    assertThat(profile(out.toString()).status()).isZero();
    Files.copy(out.resolve("job-01.json"), out.resolve("old-job.json"));
    CliRun again = profile(out.toString());
    assertThat(again.status()).as(again.err()).isZero();
    assertThat(again.out()).contains("note: 1 file(s) in " + out + " belong to no template of this catalogue"
        + " and were left as they are: old-job.json");
    assertThat(out.resolve("old-job.json")).exists();
  }

  @Test
  void shouldWriteTheSameBytesWithOneThreadOrThree() throws IOException {
    assertThat(profile(folder.resolve("one").toString(), "--threads", "1").status()).isZero();
    assertThat(profile(folder.resolve("three").toString(), "--threads", "3").status()).isZero();
    Map<String, byte[]> one = TestFiles.contents(folder.resolve("one"));
    Map<String, byte[]> three = TestFiles.contents(folder.resolve("three"));
    assertThat(three.keySet()).isEqualTo(one.keySet());
    one.forEach((name, bytes) -> assertThat(three.get(name)).as(name).isEqualTo(bytes));
  }

  @Test
  void shouldProfileOnlyTheCoreBudgetsAsked() {
    Path out = folder.resolve("p");
    assertThat(profile(out.toString(), "--cores", "4,1,2").status()).isZero();
    assertThat(ValenFiles.readProfile(out.resolve("job-01.json").toString()).coreTypes().get(0).entries())
        .extracting(e -> e.maxCores()).isSubsetOf(1, 2, 4).contains(1, 2);
  }

  @Test
  void shouldProfileEveryCoreTypeOfAHeterogeneousPlatformThatSimulateThenAccepts() {
    CoreType m = PlatformPresets.intelCoreM();
    CoreType a72 = PlatformPresets.rk3399CortexA72();
    Path mixed = folder.resolve("mixed.json");
    ValenFiles.write(mixed, new Platform("mixed", "", List.of(m, a72),
        List.of(Node.of("n1", m.id(), 4), Node.of("n2", a72.id(), 2)), PlatformPresets.paper001(1, 1).interconnect()));
    platform = mixed.toString();
    Path out = folder.resolve("profiles");
    CliRun run = profile(out.toString());
    assertThat(run.status()).as(run.err()).isZero();
    assertThat(run.out()).contains("on intel-core-m, rk3399-cortex-a72: 3 templates, 3 written");
    var profile = ValenFiles.readProfile(out.resolve("job-01.json").toString());
    assertThat(profile.coreTypes()).extracting(p -> p.coreTypeId()).containsExactly(m.id(), a72.id());
    assertThat(profile.on(a72.id()).orElseThrow().entries()).extracting(e -> e.maxCores()).containsExactly(1, 2);
    Path workload = folder.resolve("w.json");
    assertThat(CliRun.of("generate", "workload", "--catalogue", catalogue, "--platform", platform, "--days", "1",
        "--seed", "1", "-o", workload.toString()).status()).isZero();
    CliRun simulated = CliRun.of("simulate", "--platform", platform, "--workload", workload.toString(), "--profiles",
        out.toString(), "--policy", "ValEnAdaptOpt", "-o", folder.resolve("run").toString());
    assertThat(simulated.status()).as(simulated.err()).isZero();
  }

  @Test
  void shouldRefuseAVersion2ProfileWithTheCommandThatMakesProfilesAgain() throws IOException {
    Path out = folder.resolve("profiles");
    assertThat(profile(out.toString()).status()).isZero();
    Path file = out.resolve("job-01.json");
    Files.writeString(file, Files.readString(file).replace("\"version\": 3", "\"version\": 2"));
    CliRun run = CliRun.of("validate", file.toString());
    assertThat(run.status()).isEqualTo(2);
    assertThat(run.err().lines()).singleElement().asString().isEqualTo(file + ": $.version: found 2; expected version 3"
        + " of valen.profile (the only version this build of valen reads); make profiles again with: valen profile"
        + " --platform PLATFORM --catalogue CATALOGUE --output FOLDER");
    CliRun again = profile(out.toString());
    assertThat(again.out()).as("an unreadable file is made again").contains("1 written, 2 up to date");
  }

  @Test
  void shouldRefuseACatalogueWhoseModelCannotRunOnThePlatformsCoreType() {
    int levels = PlatformPresets.intelCoreM().levelCount();
    double[][][] times = new double[1][1][levels];
    java.util.Arrays.fill(times[0][0], 10);
    JobTemplate job = JobTemplate.builder("j").valueCurve(StepCurve.hardDeadline(1, 100)).task("a", "x", 10).build();
    Path file = folder.resolve("matrix.json");
    ValenFiles.write(file, new Catalogue("m", Optional.empty(),
        new MatrixModel(List.of("x"), List.of("another-core"), times, new double[1][1][levels]), List.of(job)));
    catalogue = file.toString();
    Path out = folder.resolve("never");
    CliRun run = profile(out.toString());
    assertThat(run.status()).isEqualTo(2);
    assertThat(run.err().lines()).singleElement().asString()
        .startsWith(file + ": $.executionModel: found no finite time for task type \"x\"");
    assertThat(out).doesNotExist();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "--cores|0,2|--cores must list core budgets of at least 1",
      "--population|7|populationSize must be even",
      "--list-search-tries|-1|listSearchTries must be >= 0",
      "--threads|0|--threads must be at least 1"})
  void shouldRefuseBadOptionsWithStatus2AndWriteNothing(String option, String value, String message) {
    Path out = folder.resolve("never");
    CliRun run = profile(out.toString(), option, value);
    assertThat(run.status()).isEqualTo(2);
    assertThat(run.err()).contains(message).doesNotContain("\tat ");
    assertThat(out).doesNotExist();
  }

  @Test
  void shouldRefuseAnOutputThatIsAFile() throws IOException {
    Path file = Files.writeString(folder.resolve("taken"), "x");
    CliRun run = profile(file.toString());
    assertThat(run.status()).isEqualTo(2);
    assertThat(run.err()).contains("--output must be a folder");
  }

  @Test
  void shouldRefuseAMissingCatalogueWithStatus2() {
    catalogue = folder.resolve("nope.json").toString();
    CliRun run = profile(folder.resolve("never").toString());
    assertThat(run.status()).isEqualTo(2);
    assertThat(run.err()).startsWith(catalogue + ": found no such file");
  }
}
