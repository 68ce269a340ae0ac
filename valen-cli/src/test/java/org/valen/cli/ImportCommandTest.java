package org.valen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.model.TestFiles;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;

class ImportCommandTest {
  @TempDir Path folder;

  private static final String[] QUICK = {"--population", "10", "--evaluations", "300", "--stall-generations", "5",
      "--polish-evaluations", "50", "--no-progress"};

  private CliRun profile(Path catalogue, String cores) {
    Path out = folder.resolve("profiles");
    String[] args = {"profile", "--platform", "bundled:paper001-platform.json", "--catalogue", catalogue.toString(),
        "-o", out.toString(), "--cores", cores};
    return CliRun.of(java.util.stream.Stream.concat(java.util.Arrays.stream(args), java.util.Arrays.stream(QUICK))
        .toArray(String[]::new));
  }

  @Test
  void shouldImportAnStgSampleAndProfileItEndToEnd() {
    Path catalogue = folder.resolve("stg.json");
    CliRun run = CliRun.of("import", "stg", TestFiles.resource("import/rand0000.stg"), "--name", "stg", "-o", catalogue.toString());
    assertThat(run.status()).as(run.err()).isZero();
    assertThat(run.out()).contains("1 templates of 50-50 tasks");
    assertThat(CliRun.of("validate", catalogue.toString()).status()).isZero();
    CliRun profiled = profile(catalogue, "1,2,4");
    assertThat(profiled.status()).as(profiled.err()).isZero();
    assertThat(ValenFiles.readProfile(folder.resolve("profiles/rand0000.json").toString()).coreTypes().get(0).entries())
        .hasSize(3);
  }

  @Test
  void shouldImportBothWfFormatSamplesAndProfileThemEndToEnd() {
    Path catalogue = folder.resolve("wf.json");
    CliRun run = CliRun.of("import", "wfformat", TestFiles.resource("import/srasearch-chameleon-10a-001.json"),
        TestFiles.resource("import/montage-chameleon-2mass-005d-001.json"), "-o", catalogue.toString());
    assertThat(run.status()).as(run.err()).isZero();
    Catalogue c = ValenFiles.readCatalogue(catalogue.toString());
    assertThat(c.templates()).extracting(t -> t.taskCount()).containsExactly(22, 58);
    CliRun profiled = profile(catalogue, "1,2,8");
    assertThat(profiled.status()).as(profiled.err()).isZero();
    assertThat(profiled.out()).contains("2 templates, 2 written");
  }

  @Test
  void shouldReportEveryBadFileAtOnceWithStatus2AndWriteNothing() throws IOException {
    Path bad = Files.writeString(folder.resolve("bad.stg"), "2\n0 0 0\n1 x 1 0\n");
    Path badJson = Files.writeString(folder.resolve("bad.json"), "{\"schemaVersion\": \"1.4\"}");
    Path out = folder.resolve("c.json");
    CliRun stg = CliRun.of("import", "stg", bad.toString(), "-o", out.toString());
    assertThat(stg.status()).isEqualTo(2);
    assertThat(stg.err().lines()).containsExactly(
        bad + ": line 3: found \"1 x 1 0\"; expected integers: id time n_preds pred…",
        bad + ": line 4: found 2 task lines; expected 4 task lines: the 2 tasks of the first line plus the dummy entry and exit");
    CliRun wf = CliRun.of("import", "wfformat", badJson.toString(), TestFiles.resource("import/srasearch-chameleon-10a-001.json"),
        "-o", out.toString());
    assertThat(wf.status()).isEqualTo(2);
    assertThat(wf.err().lines()).singleElement().asString().startsWith(badJson + ": $.schemaVersion: found \"1.4\"");
    assertThat(out).doesNotExist();
  }

  @Test
  void shouldRefuseANonPositiveUnit() {
    CliRun run = CliRun.of("import", "stg", TestFiles.resource("import/rand0000.stg"), "--seconds-per-unit", "0",
        "-o", folder.resolve("c.json").toString());
    assertThat(run.status()).isEqualTo(2);
    assertThat(run.err()).contains("--seconds-per-unit must be a finite number > 0");
  }
}
