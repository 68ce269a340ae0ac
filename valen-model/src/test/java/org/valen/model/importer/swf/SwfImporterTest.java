package org.valen.model.importer.swf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.valen.model.importer.swf.SwfReaderTest.HEADER;
import static org.valen.model.importer.swf.SwfReaderTest.job;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.model.TestFiles;
import org.valen.model.importer.swf.SwfImportSettings.CurveFamily;
import org.valen.model.importer.swf.SwfImportSettings.Shape;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Arrival;
import org.valen.model.job.JobTemplate;
import org.valen.model.value.SoftDeadlineCurve;
import org.valen.model.value.StepCurve;

class SwfImporterTest {
  @TempDir Path folder;

  private SwfTrace trace(String text) throws IOException {
    Path file = folder.resolve("t.swf");
    Files.writeString(file, text);
    return SwfReader.read(file.toString());
  }

  @Test
  void shouldMapARigidJobToParallelTasksOfItsRunTime() throws IOException {
    SwfImport imported = SwfImporter.map(trace(HEADER + job(7, 100, 1024, 4)), SwfImportSettings.defaults(), "c.json");
    JobTemplate t = imported.catalogue().templates().get(0);
    assertThat(t.id()).isEqualTo("c4-1024s");
    assertThat(t.taskCount()).isEqualTo(4);
    assertThat(t.referenceCriticalPathSeconds()).isEqualTo(1024);
    assertThat(t.totalReferenceSeconds()).isEqualTo(4096);
    Arrival a = imported.workload().arrivals().get(0);
    assertThat(a.id()).isEqualTo("j7");
    assertThat(a.templateId()).isEqualTo("c4-1024s");
    assertThat(a.arrivalSeconds()).isEqualTo(100);
    SoftDeadlineCurve curve = (SoftDeadlineCurve) a.valueCurve();
    assertThat(curve.deadlineSeconds()).isBetween(1.2 * 1024, 2.0 * 1024 + 0.001);
    assertThat(curve.maxValue()).isBetween(4096 / 3600.0 * 5, 4096 / 3600.0 * 15 + 0.001);
    assertThat(imported.platform().totalCores()).isEqualTo(64);
    assertThat(imported.platform().nodes()).hasSize(4);
    assertThat(imported.platform().name()).as("named after the log, not paper 001")
        .isEqualTo(imported.catalogue().name() + "-4x16");
    assertThat(imported.platform().description()).startsWith("Imported from the SWF log ").doesNotContain("Paper 001:");
  }

  @Test
  void shouldKeepTheWorkOfAJobWhenACoreStandsForSeveralProcessors() throws IOException {
    SwfImport imported = SwfImporter.map(trace(HEADER + job(1, 0, 1000, 12) + job(2, 0, 1000, 2)),
        SwfImportSettings.defaults().withScale(8, 4), "c.json");
    assertThat(imported.catalogue().templates()).extracting(JobTemplate::id).containsExactly("c1-256s", "c2-724s");
    // 2 processors on 1 core: 1000 × 2/8 = 250 s, class 2^(32/4) = 256 s; 12 on 2 cores: 1000 × 12/16 = 750 s, class 2^(38/4) = 724 s
    JobTemplate wide = imported.catalogue().templates().get(1);
    assertThat(wide.taskCount()).isEqualTo(2);
    assertThat(imported.platform().totalCores()).isEqualTo(8);
    assertThat(imported.platform().nodes()).hasSize(2);
  }

  @Test
  void shouldShapeForkJoinJobsAroundTheirParallelTasks() throws IOException {
    SwfImport imported = SwfImporter.map(trace(HEADER + job(1, 0, 1024, 3)),
        SwfImportSettings.defaults().withShape(Shape.FORK_JOIN, 0.2), "c.json");
    JobTemplate t = imported.catalogue().templates().get(0);
    assertThat(t.taskCount()).isEqualTo(5);
    assertThat(t.referenceCriticalPathSeconds()).isCloseTo(1024, org.assertj.core.data.Offset.offset(1e-9));
  }

  @Test
  void shouldCountEverySkippedJobByReason() throws IOException {
    String text = HEADER + job(1, 0, 10, 4) + job(2, 10, -1, 4) + job(3, 20, 0, 4) + job(4, 30, 10, -1)
        + job(5, 200_000, 10, 4) + job(6, 40, 10, 4) + job(7, 50, 10, 4) + job(8, 60, 10, 4);
    SwfImport imported = SwfImporter.map(trace(text), SwfImportSettings.defaults().withWindow(0, 1).withSelection(2, 1),
        "c.json");
    assertThat(imported.workload().arrivals()).extracting(Arrival::id).containsExactly("j1", "j7");
    assertThat(imported.skipped()).containsExactly(
        java.util.Map.entry("run time unknown", 1), java.util.Map.entry("run time 0 s", 1),
        java.util.Map.entry("processors unknown", 1), java.util.Map.entry("submitted outside the window", 1),
        java.util.Map.entry("not every 2nd job (--every 2)", 2));
    assertThat(imported.skippedCount() + imported.workload().arrivals().size()).isEqualTo(imported.jobLines());
  }

  @Test
  void shouldScaleArrivalTimesByTheLoad() throws IOException {
    SwfImport imported = SwfImporter.map(trace(HEADER + job(1, 86_400, 10, 1) + job(2, 90_000, 10, 1)),
        SwfImportSettings.defaults().withWindow(1, 1).withSelection(1, 2), "c.json");
    assertThat(imported.workload().arrivals()).extracting(Arrival::arrivalSeconds).containsExactly(0.0, 1800.0);
    assertThat(imported.workload().horizonSeconds()).isEqualTo(43_200);
  }

  @Test
  void shouldGiveHardDeadlinesWhenAsked() throws IOException {
    SwfImportSettings s = SwfImportSettings.defaults();
    s = new SwfImportSettings(s.startDay(), s.days(), s.every(), s.load(), s.processorsPerCore(),
        s.timeClassesPerDoubling(), s.shape(), s.serialFraction(), s.deadlineBasis(), CurveFamily.HARD_DEADLINE,
        s.values(), s.completedOnly(), s.coresPerNode(), s.seed());
    SwfImport imported = SwfImporter.map(trace(HEADER + job(1, 0, 100, 1)), s, "c.json");
    assertThat(imported.workload().arrivals().get(0).valueCurve()).isInstanceOf(StepCurve.class);
  }

  @Test
  void shouldRefuseATraceWithNothingToImportAndRepeatedJobNumbers() throws IOException {
    assertThatThrownBy(() -> SwfImporter.map(trace(HEADER + job(1, 0, 0, 4)), SwfImportSettings.defaults(), "c.json"))
        .isInstanceOf(InvalidInputException.class).hasMessageContaining("found no job to import (1 job lines;"
            + " skipped: 1 run time 0 s)");
    assertThatThrownBy(() -> SwfImporter.map(trace(HEADER + job(1, 0, 5, 4) + job(1, 9, 5, 4)),
        SwfImportSettings.defaults(), "c.json"))
        .hasMessageEndingWith("line 9: found job number 1 again (first on line 8); expected a job number used once");
  }

  @Test
  void shouldImportAMonthOfTheArchiveSampleIntoFilesThatReadBack() {
    SwfTrace trace = SwfReader.read(TestFiles.resource(SwfReaderTest.NASA));
    SwfImport imported = SwfImporter.map(trace, SwfImportSettings.defaults().withWindow(0, 30).withScale(8, 8),
        "catalogue.json");
    assertThat(imported.workload().arrivals()).hasSize(5_887);
    assertThat(imported.skipped()).containsEntry("run time 0 s", 36).containsEntry("submitted outside the window", 12_316);
    ValenFiles.write(folder.resolve("catalogue.json"), imported.catalogue());
    ValenFiles.write(folder.resolve("workload.json"), imported.workload());
    ValenFiles.write(folder.resolve("platform.json"), imported.platform());
    var loaded = ValenFiles.readWorkload(folder.resolve("workload.json").toString());
    assertThat(loaded.workload()).isEqualTo(imported.workload());
    assertThat(loaded.catalogue()).isEqualTo(imported.catalogue());
    assertThat(ValenFiles.readPlatform(folder.resolve("platform.json").toString())).isEqualTo(imported.platform());
    assertThat(SwfImporter.map(trace, SwfImportSettings.defaults().withWindow(0, 30).withScale(8, 8), "catalogue.json"))
        .isEqualTo(imported);
  }
}
