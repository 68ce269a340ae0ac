package org.valen.model.importer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.valen.model.TestFiles;
import org.valen.model.generate.ValueCurveParameters;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.Problem;
import org.valen.model.job.JobTemplate;

class StgImporterTest {
  @TempDir Path folder;

  private JobTemplate read(String file) {
    return StgImporter.read(file, "g", 60, ValueCurveParameters.defaults());
  }

  private String write(String text) throws IOException {
    Path file = folder.resolve("g.stg");
    Files.writeString(file, text);
    return file.toString();
  }

  private List<Problem> problemsOf(String text) throws IOException {
    String file = write(text);
    try {
      read(file);
    } catch (InvalidInputException e) {
      return e.problems();
    }
    throw new AssertionError("no problem found in\n" + text);
  }

  @Test
  void shouldImportTheSampleWithItsFiftyRealTasks() {
    JobTemplate job = read(TestFiles.resource("import/rand0000.stg"));
    // the footer says: 50 tasks (+2 dummies), 96 edges (+23 dummy edges), critical path 55 units
    assertThat(job.taskCount()).isEqualTo(50);
    assertThat(job.edges()).hasSize(96).allSatisfy(e -> assertThat(e.dataBytes()).isZero());
    assertThat(job.referenceCriticalPathSeconds()).isEqualTo(55 * 60);
    assertThat(job.task(0).id()).isEqualTo("t1");
    assertThat(job.task(0).referenceSeconds()).isEqualTo(9 * 60);
    assertThat(job.valueCurve().deadlineSeconds()).isGreaterThan(55 * 60);
  }

  @Test
  void shouldScaleTimesByTheUnit() {
    String file = TestFiles.resource("import/rand0000.stg");
    JobTemplate job = StgImporter.read(file, "g", 1, ValueCurveParameters.defaults());
    assertThat(job.referenceCriticalPathSeconds()).isEqualTo(55);
  }

  @Test
  void shouldKeepADummyThatTakesTime() throws IOException {
    JobTemplate job = read(write("1\n0 2 0\n1 3 1 0\n2 0 1 1\n"));
    assertThat(job.tasks()).extracting(t -> t.id()).containsExactly("t0", "t1");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "a malformed line|2\\n0 0 0\\n1 x 1 0\\n2 0 0\\n3 0 1 2\\n|line 3: found \"1 x 1 0\"; expected integers: id time n_preds pred…",
      "a bad task count|two\\n0 0 0\\n|line 1: found \"two\"; expected the number of tasks, an integer >= 1",
      "missing task lines|2\\n0 0 0\\n1 1 1 0\\n# footer\\n|line 4: found 2 task lines; expected 4 task lines: the 2 tasks of the first line plus the dummy entry and exit",
      "an id out of order|1\\n0 0 0\\n2 1 1 0\\n2 0 1 1\\n|line 3: found task id 2; expected task id 1 (tasks numbered 0 … 2 in order)",
      "a negative time|1\\n0 0 0\\n1 -4 1 0\\n2 0 1 1\\n|line 3: found time -4 of task 1; expected a time >= 0",
      "a wrong predecessor count|1\\n0 0 0\\n1 4 2 0\\n2 0 1 1\\n|line 3: found 2 predecessors announced and 1 listed; expected as many predecessors as the third number says",
      "an unknown predecessor|1\\n0 0 0\\n1 4 1 7\\n2 0 1 1\\n|line 3: found predecessor 7 of task 1; expected the id of another task, 0 … 2",
      "a repeated predecessor|2\\n0 0 0\\n1 4 1 0\\n2 4 2 1 1\\n3 0 1 2\\n|line 4: found predecessor 1 of task 2 twice; expected each predecessor once",
      "a cycle|2\\n0 0 0\\n1 4 2 0 2\\n2 4 1 1\\n3 0 1 2\\n|line 3: found the cycle t1 -> t2 -> t1; expected an acyclic task graph (a job is a DAG)",
      "extra lines|1\\n0 0 0\\n1 4 1 0\\n2 0 1 1\\n3 3 0\\n|line 5: found \"3 3 0\" after the 3 task lines; expected nothing but the '#' footer (the first line says 1 tasks)",
      "no time at all|1\\n0 0 0\\n1 0 1 0\\n2 0 1 1\\n|line 1: found every task takes 0 s; expected at least one task with a time > 0"})
  void shouldReportTheLineOfEachKindOfError(String kind, String text, String expected) throws IOException {
    String file = write(text.replace("\\n", "\n"));
    assertThat(problemsOf(text.replace("\\n", "\n"))).singleElement().hasToString(file + ": " + expected);
  }

  @Test
  void shouldReportEveryProblemOfAFileAtOnce() throws IOException {
    assertThat(problemsOf("2\n0 0 0\n1 -1 1 0\n2 x\n3 0 1 2\n")).extracting(Problem::location)
        .containsExactly("line 3", "line 4");
  }

  @Test
  void shouldReportAMissingFile() {
    String file = folder.resolve("none.stg").toString();
    assertThatThrownBy(() -> read(file)).isInstanceOf(InvalidInputException.class)
        .hasMessageStartingWith(file + ": found no such file");
  }
}
