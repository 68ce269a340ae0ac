package org.valen.experiments.runs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.experiments.Experiment;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.ExperimentSpec;
import org.valen.experiments.Experiments;
import org.valen.experiments.Metric;
import org.valen.experiments.PolicyEntry;
import org.valen.experiments.Setup;
import org.valen.experiments.SweepExperiment;
import org.valen.experiments.SweepParameter;
import org.valen.experiments.paper000.Paper000Experiment;
import org.valen.model.io.Bundled;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.ValenFiles;
import org.valen.runtime.TestProfiles;

/** Shards of a sweep and of paper 000's two-stage experiment merge to the files of an unsharded run. */
class ShardsTest {
  @TempDir static Path profiles;
  @TempDir Path folder;

  @BeforeAll
  static void writeProfiles() {
    TestProfiles.write(profiles, ValenFiles.readCatalogue(Bundled.PAPER001_CATALOGUE),
        ValenFiles.readPlatform(Bundled.PAPER001_PLATFORM));
  }

  private static SweepExperiment sweep() {
    return new SweepExperiment(new ExperimentSpec("shards", "shards", Setup.paper001().withDays(2), SweepParameter.NODES,
        List.of(2.0, 3.0), List.of(PolicyEntry.of("ValEnJoinOpt"), PolicyEntry.of("ValEnAdaptOpt")), 2, Optional.empty(),
        List.of(Metric.VALUE), Optional.empty(), Optional.empty()));
  }

  private static final ExperimentRequest REQUEST =
      new ExperimentRequest(Optional.of("shards"), Optional.empty(), Optional.of(2), Optional.empty(), Path.of("p"));

  /** Runs every shard of {@code n} into its own folder and merges them into {@code merged}. */
  private List<Path> shards(Experiment e, ExperimentOptions options, int n) {
    List<Path> folders = new ArrayList<>();
    for (int i = 1; i <= n; i++) {
      Path f = folder.resolve("shard" + i);
      ShardFile.write(f, ShardRunner.run(REQUEST, new Shard(i, n), e.units(options), 2, (done, total) -> {}));
      folders.add(f);
    }
    return folders;
  }

  private void assertSameFiles(Path a, Path b) throws IOException {
    for (String name : List.of(Experiments.RUNS, Experiments.SUMMARY)) {
      assertThat(Files.readString(b.resolve(name))).as(name).isEqualTo(Files.readString(a.resolve(name)));
    }
  }

  @Test
  void shouldMergeShardsOfASweepIntoTheFilesOfOneRun() throws IOException {
    SweepExperiment e = sweep();
    ExperimentOptions options = new ExperimentOptions(Optional.empty(), Optional.empty(), 2, profiles);
    e.run(options, (done, total) -> {}, folder.resolve("whole"), "cmd");
    ShardMerge.Merged merged = ShardMerge.merge(shards(e, options, 3));
    assertThat(merged.request()).isEqualTo(REQUEST);
    e.units(options).finish(merged.lines(), folder.resolve("merged"), "cmd");
    assertSameFiles(folder.resolve("whole"), folder.resolve("merged"));
  }

  @Test
  void shouldMergeShardsOfPaper000sTwoStagesIntoTheFilesOfOneRun() throws IOException {
    Experiment e = new Paper000Experiment(Paper000Experiment.Figure.FIG6);
    ExperimentOptions options = new ExperimentOptions(Optional.of(3), Optional.of(0.02), 2, profiles);
    e.run(options, (done, total) -> {}, folder.resolve("whole"), "cmd");
    List<Path> shards = shards(e, options, 2);
    e.units(options).finish(ShardMerge.merge(shards).lines(), folder.resolve("merged"), "cmd");
    assertSameFiles(folder.resolve("whole"), folder.resolve("merged"));
    assertThat(UnitRunner.run(e.units(options), 1, 0, (done, total) -> {}))
        .as("the units on one thread").containsExactlyElementsOf(
            Files.readAllLines(folder.resolve("whole").resolve(Experiments.RUNS)).subList(1, 16));
  }

  @Test
  void shouldWriteEachRunsJobsWhereAsked() throws IOException {
    SweepExperiment e = sweep();
    ExperimentOptions options = new ExperimentOptions(Optional.empty(), Optional.empty(), 2, profiles);
    Path jobs = folder.resolve("jobs");
    List<String> lines = UnitRunner.run(e.units(options).withJobsFolder(jobs).orElseThrow(), 2, 8, (done, total) -> {});
    try (var files = Files.list(jobs)) {
      assertThat(files.map(f -> f.getFileName().toString()).sorted().toList()).hasSize(lines.size())
          .contains("shards.x=2.ValEnAdaptOpt.seed=1.jobs.csv");
    }
    assertThat(Files.readAllLines(jobs.resolve("shards.x=3.ValEnJoinOpt.seed=2.jobs.csv")).get(0)).startsWith("job,template,");
  }

  @Test
  void shouldRefuseAMissingOrDoubledShard() {
    SweepExperiment e = sweep();
    ExperimentOptions options = new ExperimentOptions(Optional.empty(), Optional.empty(), 2, profiles);
    List<Path> shards = shards(e, options, 3);
    assertThatThrownBy(() -> ShardMerge.merge(List.of(shards.get(0), shards.get(2))))
        .isInstanceOf(InvalidInputException.class).hasMessageContaining("missing [2]").hasMessageContaining("--shard 2/3");
    assertThatThrownBy(() -> ShardMerge.merge(List.of(shards.get(0), shards.get(1), shards.get(1).resolve("shard-2-of-3.json"))))
        .isInstanceOf(InvalidInputException.class).hasMessageContaining("$.shard").hasMessageContaining("each shard once");
  }

  @Test
  void shouldParseShardsAndSliceUnitsRoundRobin() {
    assertThat(Shard.parse("2/3").units(8)).containsExactly(1, 4, 7);
    assertThat(new Shard(3, 3).owns(5)).isTrue();
    assertThatThrownBy(() -> Shard.parse("0/3")).hasMessageContaining("1 <= i <= n");
    assertThatThrownBy(() -> Shard.parse("two/3")).hasMessageContaining("'two/3'");
  }
}
