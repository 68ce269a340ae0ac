package org.valen.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.experiments.Experiment;
import org.valen.experiments.report.ReportFiles;
import org.valen.experiments.run.ScenarioExperiment;
import org.valen.experiments.table.RunTable;
import org.valen.experiments.runs.ExperimentRequest;
import org.valen.model.io.Bundled;
import org.valen.model.io.ValenFiles;
import org.valen.runtime.TestProfiles;

/**
 * Spark's local mode ({@code local[2]}, up to 4 attempts per task) against the local runner on a
 * small experiment of each paper: the same {@code runs.csv}, summary and report, whatever the
 * partitioning, with a task that fails once.
 */
class SparkExperimentTest {
  private static JavaSparkContext spark;
  @TempDir static Path inputs;
  @TempDir Path out;

  @BeforeAll
  static void start() throws IOException {
    spark = TestSpark.context();
    TestProfiles.write(inputs.resolve("profiles"), ValenFiles.readCatalogue(Bundled.PAPER001_CATALOGUE),
        ValenFiles.readPlatform(Bundled.PAPER001_PLATFORM));
    Files.writeString(inputs.resolve("my-catalogue.json"), ValenFiles.toText(ValenFiles.readCatalogue(Bundled.PAPER001_CATALOGUE)));
    Files.writeString(inputs.resolve("scenario.json"), """
        {"format": "valen.scenario", "version": 1, "id": "spark-sweep", "title": "Value vs nodes",
         "setup": {"platformPreset": "paper001", "catalogue": "%s", "days": 2},
         "sweep": {"parameter": "nodes", "values": [2, 3]},
         "policies": ["ValEnJoinOpt", "ValEnAdaptOpt", {"policy": "MaxUPE", "options": {"environment": "polled"}}],
         "seeds": 2}
        """.formatted(inputs.resolve("my-catalogue.json").toString().replace("\\", "/")));
  }

  /** Runs {@code request} locally and on Spark; returns the two output folders. */
  private Path[] both(ExperimentRequest request, int partitions, int failingUnit) {
    Experiment e = request.experiment();
    Path local = out.resolve("local");
    Path onSpark = out.resolve("spark-" + partitions);
    e.run(request.options(2), (done, total) -> {}, local, "cmd");
    SparkExperimentRunner.run(spark, ShippedExperiment.of(request, Optional.empty()), e.units(request.options(1)), partitions, failingUnit,
        onSpark, "cmd");
    return new Path[] {local, onSpark};
  }

  private static void assertSameOutputs(Path[] folders) throws IOException {
    for (String name : List.of(RunTable.FILE, ScenarioExperiment.SUMMARY, ReportFiles.MARKDOWN)) {
      assertThat(Files.readString(folders[1].resolve(name))).as(name).isEqualTo(Files.readString(folders[0].resolve(name)));
    }
  }

  @Test
  void shouldRunAScenarioWithItsOwnCatalogueFileAsTheLocalRunnerDoes() throws IOException {
    ExperimentRequest request = new ExperimentRequest(Optional.empty(), Optional.of(inputs.resolve("scenario.json").toString()),
        Optional.empty(), Optional.empty(), inputs.resolve("profiles"), List.of());
    assertSameOutputs(both(request, 3, -1));
  }

  @Test
  void shouldRunPaper000sTwoStagesAsTheLocalRunnerDoesWithATaskThatFailsOnce() throws IOException {
    ExperimentRequest request = new ExperimentRequest(Optional.of("paper000-fig6"), Optional.empty(), Optional.of(3),
        Optional.of(0.02), inputs.resolve("profiles"), List.of());
    assertSameOutputs(both(request, Integer.MAX_VALUE, 1));
  }

  /** A small experiment of papers 002, 003 and 004: the same files through Spark as locally. */
  @org.junit.jupiter.params.ParameterizedTest
  @org.junit.jupiter.params.provider.CsvSource({"paper002-fig4, 2, 0.05", "paper003-fig4, , ", "paper004-fig3, 1, 0.02"})
  void shouldRunEachPapersExperimentAsTheLocalRunnerDoes(String name, Integer seeds, Double days) throws IOException {
    ExperimentRequest request = new ExperimentRequest(Optional.of(name), Optional.empty(), Optional.ofNullable(seeds),
        Optional.ofNullable(days), inputs.resolve("profiles"), List.of());
    assertSameOutputs(both(request, 2, -1));
  }

  @Test
  void shouldRefuseBadInputOnTheDriverBeforeSparkStarts() {
    Path folder = out.resolve("never");
    assertThat(ValenSpark.run("experiment", "no-such-experiment", "-o", folder.toString(), "--master", "local[1]"))
        .isEqualTo(ValenSpark.USAGE);
    assertThat(ValenSpark.run("experiment", "--scenario", inputs.resolve("missing.json").toString(), "-o",
        folder.toString(), "--master", "local[1]")).isEqualTo(ValenSpark.USAGE);
    assertThat(folder).doesNotExist();
  }

  @Test
  void shouldRefuseAnOutputFolderThatIsNotEmptyUnlessToldToOverwrite() throws IOException {
    Path folder = java.nio.file.Files.createDirectories(out.resolve("held"));
    java.nio.file.Files.writeString(folder.resolve("mine.txt"), "keep me");
    assertThat(ValenSpark.run("experiment", "paper001-fig6", "--seeds", "1", "--days", "1", "-o", folder.toString(),
        "--master", "local[1]")).as("refused on the driver before Spark starts").isEqualTo(ValenSpark.USAGE);
    assertThat(org.valen.experiments.cli.OutputFolder.refusal(folder, "--output", false)).get(
        org.assertj.core.api.InstanceOfAssertFactories.STRING).startsWith("output folder " + folder + " is not empty"
        + " (it holds mine.txt); give --overwrite");
    assertThat(org.valen.experiments.cli.OutputFolder.refusal(folder, "--output", true)).isEmpty();
    assertThat(folder.resolve("mine.txt")).hasContent("keep me");
  }
}
