package org.valen.experiments.runs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.experiments.Experiment;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.Progress;
import org.valen.experiments.UnitRunner;
import org.valen.experiments.table.RunTable;
import org.valen.model.io.InvalidInputException;

/** Shards of a scenario, with and without a calibration stage and added policies, merge to the files of one run. */
class ShardsTest {
  @TempDir Path folder;

  private Path scenario(boolean calibrate) throws IOException {
    Path file = folder.resolve("scenario-" + calibrate + ".json");
    Files.writeString(file, """
        {"format": "valen.scenario", "version": 2, "id": "shards",
         "setup": {"preset": "test", "calibrate": "%s"},
         "sweep": {"parameter": "nodes", "values": [1, 2]},
         "policies": [{"policy": "TestGreedy", "label": "busy"}], "seeds": 2}
        """.formatted(calibrate ? "on" : "off"));
    return file;
  }

  private static ExperimentRequest request(Path scenario, List<String> added) {
    return new ExperimentRequest(Optional.empty(), Optional.of(scenario.toString()), Optional.empty(), Optional.empty(),
        Path.of("no-profiles"), added);
  }

  /** Runs every shard of {@code n} into its own folder. */
  private List<Path> shards(ExperimentRequest request, int n) {
    Experiment e = request.experiment();
    List<Path> folders = new ArrayList<>();
    for (int i = 1; i <= n; i++) {
      Path f = folder.resolve("shard" + i);
      ShardFile.write(f, ShardRunner.run(request, new Shard(i, n), e.units(request.options(1)), 2, Progress.none()));
      folders.add(f);
    }
    return folders;
  }

  private void assertMergeIsTheWholeRun(ExperimentRequest request, int n) throws IOException {
    Experiment e = request.experiment();
    ExperimentOptions options = request.options(2);
    e.run(options, Progress.none(), folder.resolve("whole"), "cmd");
    ShardMerge.Merged merged = ShardMerge.merge(shards(request, n));
    assertThat(merged.request()).isEqualTo(request);
    Experiment again = merged.request().experiment();
    again.units(merged.request().options(1)).finish(merged.lines(), folder.resolve("merged"), "cmd");
    for (String name : List.of(RunTable.FILE, "summary.csv")) {
      assertThat(Files.readString(folder.resolve("merged").resolve(name))).as(name)
          .isEqualTo(Files.readString(folder.resolve("whole").resolve(name)));
    }
  }

  @Test
  void shouldMergeShardsOfAScenarioWithAnAddedPolicyIntoTheFilesOfOneRun() throws IOException {
    assertMergeIsTheWholeRun(request(scenario(false), List.of("TestGreedy:label=mine,idle=on")), 3);
    assertThat(Files.readString(folder.resolve("merged").resolve(RunTable.FILE))).contains(",mine,");
  }

  @Test
  void shouldMergeShardsOfTwoStagesIntoTheFilesOfOneRun() throws IOException {
    ExperimentRequest request = request(scenario(true), List.of());
    assertMergeIsTheWholeRun(request, 2);
    Experiment e = request.experiment();
    assertThat(UnitRunner.run(e.units(request.options(1)), 1, 0, Progress.none())).as("the units on one thread")
        .containsExactlyElementsOf(Files.readAllLines(folder.resolve("whole").resolve(RunTable.FILE)).subList(1, 9));
  }

  @Test
  void shouldWriteEachRunsJobsWhereAsked() throws IOException {
    ExperimentRequest request = request(scenario(false), List.of());
    Path jobs = folder.resolve("jobs");
    List<String> lines = UnitRunner.run(request.experiment().units(request.options(1)).withJobsFolder(jobs)
        .orElseThrow(), 2, 4, Progress.none());
    try (var files = Files.list(jobs)) {
      assertThat(files.map(f -> f.getFileName().toString()).sorted().toList()).hasSize(lines.size())
          .contains("shards.x=2.busy.seed=1.jobs.csv");
    }
  }

  @Test
  void shouldRefuseAMissingOrDoubledShard() throws IOException {
    List<Path> shards = shards(request(scenario(false), List.of()), 3);
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
