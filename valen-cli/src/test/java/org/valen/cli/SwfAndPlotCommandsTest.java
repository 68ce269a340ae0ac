package org.valen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.model.TestFiles;

/** import swf and plot as a user runs them: a real log in, a run's pictures out. */
class SwfAndPlotCommandsTest {
  private static final byte[] PNG = {(byte) 0x89, 'P', 'N', 'G'};

  @TempDir Path folder;

  @Test
  void shouldImportThreeDaysOfTheNasaLogAndSimulateAndPlotThem() throws IOException {
    Path imported = folder.resolve("nasa");
    CliRun run = CliRun.of("import", "swf", TestFiles.resource("import/NASA-iPSC-1993-3.1-cln.swf.gz"), "--days", "3",
        "-o", imported.toString());
    assertThat(run.status()).as(run.err()).isZero();
    assertThat(run.out()).contains("18239 job lines").contains("imported 254 jobs over 3.0 days")
        .contains("skipped 17985: 5 run time 0 s, 17980 submitted outside the window");
    CliRun valid = CliRun.of("validate", imported.resolve("platform.json").toString(),
        imported.resolve("workload.json").toString());
    assertThat(valid.status()).as(valid.err()).isZero();

    Path out = folder.resolve("run");
    assertThat(run.out()).contains("wrote platform.json (NASA-iPSC-1993-3.1-cln-").contains("simulate it with: valen"
        + " simulate --policy NAME --workload " + imported.resolve("workload.json"));
    CliRun sim = CliRun.of("simulate", "--workload", imported.resolve("workload.json").toString(), "--profiles",
        folder.resolve("none").toString(), "--policy", "ValOpt", "--trace", "-o", out.toString());
    assertThat(sim.status()).as(sim.err()).isZero();
    assertThat(sim.out()).as("the platform the import wrote, named after the log, not the bundled one")
        .startsWith("ValOpt on platform NASA-iPSC-1993-3.1-cln-").contains("named by the workload (" + imported);
    assertThat(Files.readAllLines(out.resolve("tasks.csv")).get(0)).isEqualTo("job,task,node,core,level,start_s,end_s,end");

    for (String[] plot : new String[][] {{"gantt", "--from", "0", "--to", "1d", "--color", "level"},
        {"gantt", "--to", "12h"}, {"power"}, {"residency"}}) {
      Path picture = folder.resolve(String.join("-", plot).replace(" ", "") + ".png");
      String[] args = new String[plot.length + 5];
      args[0] = "plot";
      System.arraycopy(plot, 0, args, 1, plot.length);
      args[plot.length + 1] = out.toString();
      args[plot.length + 2] = "-o";
      args[plot.length + 3] = picture.toString();
      args[plot.length + 4] = "--verbose";
      CliRun drawn = CliRun.of(args);
      assertThat(drawn.status()).as(drawn.err()).isZero();
      assertThat(Files.readAllBytes(picture)).startsWith(PNG);
    }
    Path svg = folder.resolve("g.svg");
    assertThat(CliRun.of("plot", "gantt", out.toString(), "--to", "6h", "-o", svg.toString()).status()).isZero();
    assertThat(Files.readString(svg)).contains("<svg");
  }

  @Test
  void shouldReportEveryMalformedSwfLineWithItsNumberAndWriteNothing() throws IOException {
    Path log = Files.writeString(folder.resolve("bad.swf"), "; MaxProcs: 8\n"
        + "1 0 0 10 4 -1 -1 4 20 -1 1 1 1 1 1 -1 -1 -1\n"
        + "2 5 0 abc 4 -1 -1 4 20 -1 1 1 1 1 1 -1 -1 -1\n"
        + "3 6 0 10 4\n"
        + "4 7 0 -5 4 -1 -1 4 20 -1 1 1 1 1 1 -1 -1 -1\n");
    Path out = folder.resolve("out");
    CliRun run = CliRun.of("import", "swf", log.toString(), "-o", out.toString());
    assertThat(run.status()).isEqualTo(2);
    assertThat(run.err().lines()).hasSize(3);
    assertThat(run.err()).contains(log + ": line 3: found field 4 (run time) \"abc\"")
        .contains(log + ": line 4: found 5 fields").contains(log + ": line 5: found field 4 (run time) -5");
    assertThat(out).doesNotExist();
  }

  @Test
  void shouldRefuseAPlotOfARunWithoutATraceOrIntoAFolder() throws IOException {
    Path run = Files.createDirectories(folder.resolve("run"));
    CliRun noTrace = CliRun.of("plot", "gantt", run.toString(), "--to", "1h", "-o", folder.resolve("g.png").toString());
    assertThat(noTrace.status()).isEqualTo(2);
    assertThat(noTrace.err()).startsWith(run.resolve("tasks.csv") + ": found no such file")
        .contains("--trace");
    CliRun intoFolder = CliRun.of("plot", "power", run.toString(), "-o", Files.createDirectories(folder.resolve("x.png"))
        .toString());
    assertThat(intoFolder.status()).isEqualTo(2);
    assertThat(intoFolder.err()).startsWith("valen plot power: --output").contains("is a folder");
    assertThat(folder.resolve("g.png")).doesNotExist();
  }
}
