package org.valen.model.importer;

import static org.assertj.core.api.Assertions.assertThat;

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

class WfFormatImporterTest {
  @TempDir Path folder;

  private static JobTemplate read(String file) {
    return WfFormatImporter.read(file, "w", ValueCurveParameters.defaults());
  }

  /** A three-task workflow a -> b -> c in WfFormat 1.5, with {@code edit} applied to its text. */
  private String write(String edit) throws IOException {
    String json = """
        {"schemaVersion": "1.5", "name": "test",
         "workflow": {
          "specification": {
           "tasks": [
            {"id": "a_ID01", "name": "a", "parents": [], "children": ["b_ID02"], "inputFiles": [], "outputFiles": ["f1"]},
            {"id": "b_ID02", "name": "b", "parents": ["a_ID01"], "children": ["c_ID03"], "inputFiles": ["f1"], "outputFiles": ["f2", "f3"]},
            {"id": "c_ID03", "name": "c", "parents": ["b_ID02"], "children": [], "inputFiles": ["f2", "f3", "f9"], "outputFiles": []}],
           "files": [{"id": "f1", "sizeInBytes": 1000}, {"id": "f2", "sizeInBytes": 20}, {"id": "f3", "sizeInBytes": 5}]},
          "execution": {
           "makespanInSeconds": 9,
           "tasks": [
            {"id": "a_ID01", "runtimeInSeconds": 2.5, "command": {"program": "prog-a"}, "memoryInBytes": 500},
            {"id": "b_ID02", "runtimeInSeconds": 3, "memoryInBytes": 700},
            {"id": "c_ID03", "runtimeInSeconds": 4}]}}}
        """;
    String[] parts = edit.split(" => ", 2);
    Path file = folder.resolve("w.json");
    Files.writeString(file, parts.length == 2 ? json.replace(parts[0], parts[1].replace("<nothing>", "")) : json);
    return file.toString();
  }

  @Test
  void shouldImportTasksRuntimesFileDataAndMemory() throws IOException {
    JobTemplate job = read(write(""));
    assertThat(job.tasks()).extracting(t -> t.id() + ":" + t.type() + ":" + t.referenceSeconds())
        .containsExactly("a_ID01:prog-a:2.5", "b_ID02:b:3.0", "c_ID03:c:4.0");
    assertThat(job.edges()).extracting(e -> e.sourceTaskId() + ">" + e.targetTaskId() + ":" + e.dataBytes())
        .containsExactly("a_ID01>b_ID02:1000.0", "b_ID02>c_ID03:25.0");
    assertThat(job.migrationBytes()).isEqualTo(700);
    assertThat(job.referenceCriticalPathSeconds()).isEqualTo(9.5);
  }

  @Test
  void shouldImportBothRealSamples() {
    JobTemplate sra = read(TestFiles.resource("import/srasearch-chameleon-10a-001.json"));
    assertThat(sra.taskCount()).isEqualTo(22);
    assertThat(sra.edges()).hasSize(30).allSatisfy(e -> assertThat(e.dataBytes()).isPositive());
    JobTemplate montage = read(TestFiles.resource("import/montage-chameleon-2mass-005d-001.json"));
    assertThat(montage.taskCount()).isEqualTo(58);
    assertThat(montage.edges()).hasSize(114);
    assertThat(montage.edges().stream().mapToDouble(e -> e.dataBytes()).sum()).isEqualTo(549_181_584);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "malformed JSON|\"name\": \"test\", => \"name\": \"test\" |line 2, column 2: found '\"'; expected a comma before the next field, or } to close the object",
      "another schema version|\"1.5\" => \"1.4\"|$.schemaVersion: found \"1.4\"; expected \"1.5\" (WfFormat 1.5: workflow.specification and workflow.execution)",
      "a missing runtime|\"runtimeInSeconds\": 3, => <nothing>|$.workflow.execution.tasks[1].runtimeInSeconds: found no field \"runtimeInSeconds\"; expected a finite number >= 0",
      "a negative runtime|\"runtimeInSeconds\": 3, => \"runtimeInSeconds\": -3,|$.workflow.execution.tasks[1].runtimeInSeconds: found -3; expected a finite number >= 0",
      "a task never executed|{\"id\": \"c_ID03\", \"runtimeInSeconds\": 4} => {\"id\": \"x\", \"runtimeInSeconds\": 4}|$.workflow.specification.tasks[2].id: found task \"c_ID03\" with no entry in $.workflow.execution.tasks; expected a measured runtimeInSeconds for every task",
      "an unknown parent|\"parents\": [\"a_ID01\"] => \"parents\": [\"z_ID09\"]|$.workflow.specification.tasks[1].parents[0]: found \"z_ID09\"; expected the id of another task in $.workflow.specification",
      "an unknown child|\"children\": [\"c_ID03\"] => \"children\": [\"q\"]|$.workflow.specification.tasks[1].children[0]: found \"q\"; expected the id of another task in $.workflow.specification",
      "a repeated id|\"id\": \"c_ID03\", \"name\" => \"id\": \"b_ID02\", \"name\"|$.workflow.specification.tasks[2].id: found \"b_ID02\", already the id of $.workflow.specification.tasks[1]; expected a task id used once",
      "a cycle|\"parents\": [], \"children\": [\"b_ID02\"] => \"parents\": [\"c_ID03\"], \"children\": [\"b_ID02\"]|$.workflow.specification.tasks: found the cycle a_ID01 -> b_ID02 -> c_ID03 -> a_ID01; expected an acyclic task graph (a job is a DAG)"})
  void shouldReportThePathOfEachKindOfError(String kind, String edit, String expected) throws IOException {
    String file = write(edit);
    List<Problem> problems = problems(file);
    assertThat(problems).as(kind).hasSize(1);
    assertThat(problems.get(0).toString()).startsWith(file + ": " + expected);
  }

  private static List<Problem> problems(String file) {
    try {
      read(file);
    } catch (InvalidInputException e) {
      return e.problems();
    }
    throw new AssertionError("no problem in " + file);
  }

  @Test
  void shouldReportEveryProblemOfAFileAtOnce() throws IOException {
    String file = write("\"runtimeInSeconds\": 3, => \"runtimeInSeconds\": \"3\",");
    Files.writeString(Path.of(file), Files.readString(Path.of(file)).replace("[\"a_ID01\"]", "[\"nope\"]"));
    assertThat(problems(file)).extracting(Problem::location).containsExactly(
        "$.workflow.execution.tasks[1].runtimeInSeconds", "$.workflow.specification.tasks[1].parents[0]");
  }
}
