package org.valen.model.importer.swf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.model.TestFiles;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.Problem;

class SwfReaderTest {
  static final String NASA = "import/NASA-iPSC-1993-3.1-cln.swf.gz";
  static final String HEADER = "; Version: 2.2\n; Computer: Test machine\n; MaxProcs: 64\n; UnixStartTime: 749458803\n"
      + "; Note: first note\n;       continued\n; Note: second note\n";

  @TempDir Path folder;

  private String write(String text) throws IOException {
    Path file = folder.resolve("t.swf");
    Files.writeString(file, text);
    return file.toString();
  }

  private List<Problem> problemsOf(String text) throws IOException {
    String file = write(text);
    try {
      SwfReader.read(file);
    } catch (InvalidInputException e) {
      return e.problems();
    }
    throw new AssertionError("no problem found in\n" + text);
  }

  static String job(long number, double submit, double run, int processors) {
    return number + " " + submit + " -1 " + run + " " + processors + " -1 -1 " + processors + " -1 -1 1 1 1 -1 -1 -1 -1 -1\n";
  }

  @Test
  void shouldReadTheArchiveSampleWithItsHeader() {
    SwfTrace trace = SwfReader.read(TestFiles.resource(NASA));
    assertThat(trace.jobs()).hasSize(18_239);
    assertThat(trace.header().field("Computer")).contains("Intel iPSC/860");
    assertThat(trace.header().maxProcessors()).hasValue(128);
    assertThat(trace.header().number("UnixStartTime")).hasValue(749_458_803);
    assertThat(trace.header().field("Note").orElseThrow()).contains("There is no information on wait times - the given submit"
        + " times are actually start times").contains(" | ");
    SwfJob first = trace.jobs().get(0);
    assertThat(first.jobNumber()).isEqualTo(1);
    assertThat(first.runSeconds()).isEqualTo(1451);
    assertThat(first.allocatedProcessors()).isEqualTo(128);
    assertThat(first.status()).isEqualTo(SwfJob.UNKNOWN);
    assertThat(first.line()).isEqualTo(33);
  }

  @Test
  void shouldReadPlainAndGzippedFilesAlikeWhateverTheirName() throws IOException {
    String text = HEADER + job(1, 0, 10, 4) + job(2, 5, 20, 8);
    Path plain = folder.resolve("a.swf.gz");
    Files.writeString(plain, text);
    Path zipped = folder.resolve("b.swf");
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(zipped))) {
      out.write(text.getBytes(StandardCharsets.US_ASCII));
    }
    assertThat(SwfReader.read(plain.toString()).jobs()).isEqualTo(SwfReader.read(zipped.toString()).jobs());
    assertThat(SwfReader.read(plain.toString()).header().field("Note")).contains("first note continued | second note");
  }

  @Test
  void shouldReportEveryMalformedLineWithItsNumber() throws IOException {
    List<Problem> problems = problemsOf(HEADER + job(1, 0, 10, 4)
        + "2 5 -1 20 8\n"
        + "3 5 -1 abc 8 -1 -1 8 -1 -1 1 1 1 -1 -1 -1 -1 -1\n"
        + "4 5 -1 -7 8 -1 -1 8 -1 -1 1 1 1 -1 -1 -1 -1 -1\n");
    assertThat(problems).extracting(Problem::toString).containsExactly(
        folder.resolve("t.swf") + ": line 9: found 5 fields in \"2 5 -1 20 8\"; expected a job line of 18 numbers"
            + " separated by blanks (job number, submit time, wait time, run time, …)",
        folder.resolve("t.swf") + ": line 10: found field 4 (run time) \"abc\"; expected a number",
        folder.resolve("t.swf") + ": line 11: found field 4 (run time) -7; expected a number >= 0, or -1 for unknown");
  }

  @Test
  void shouldCountMalformedLinesBeyondTheFirstTwenty() throws IOException {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < 30; i++) {
      text.append("x\n");
    }
    List<Problem> problems = problemsOf(text.toString());
    assertThat(problems).hasSize(SwfReader.MAX_REPORTED + 1);
    assertThat(problems.get(SwfReader.MAX_REPORTED).found()).isEqualTo("10 more malformed job lines");
  }

  @Test
  void shouldRefuseBinaryDataInOneLine() throws IOException {
    Path file = folder.resolve("garbage.swf");
    Files.write(file, new byte[] {0x50, 0x4b, 0x03, 0x04, 0x00, (byte) 0xff, 0x10, 0x0a, 0x01, 0x02});
    assertThatThrownBy(() -> SwfReader.read(file.toString())).isInstanceOf(InvalidInputException.class)
        .hasMessage(file + ": line 1: found binary data (byte 0x03 at column 3); expected a text file in the Standard"
            + " Workload Format (a .swf log, or one compressed with gzip)");
  }

  @Test
  void shouldSayWhenTheFileIsMissingOrAFolder() {
    assertThatThrownBy(() -> SwfReader.read(folder.resolve("none.swf").toString()))
        .hasMessageStartingWith(folder.resolve("none.swf") + ": found no such file");
    assertThatThrownBy(() -> SwfReader.read(folder.toString())).hasMessage(
        folder + ": found a folder; expected an SWF file (.swf or .swf.gz)");
  }
}
