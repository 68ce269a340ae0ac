package org.valen.experiments.runs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.valen.model.io.InvalidInputException;

/**
 * {@code valen experiment merge}: the shard files of one experiment put back together. It checks
 * that they are shards of the same experiment with the same options and the same number of units,
 * that each of 1 … n is there exactly once and that every unit of every stage is covered exactly
 * once; then the lines come out in the order of an unsharded run.
 */
public final class ShardMerge {
  private ShardMerge() {}

  /** The merged request and the lines of every unit in order. */
  public record Merged(ExperimentRequest request, List<String> lines) {}

  /**
   * Merges the shard files in {@code places} (each a shard file or a folder holding them).
   *
   * @throws InvalidInputException a missing or doubled shard, shards of different experiments, a
   *     file that is not a shard — one line each
   */
  public static Merged merge(List<Path> places) {
    Map<Integer, Path> files = new TreeMap<>();
    Map<Path, ShardResult> shards = new java.util.LinkedHashMap<>();
    for (Path file : shardFiles(places)) {
      ShardResult s = ShardFile.read(file.toString());
      Path before = files.putIfAbsent(s.shard().index(), file);
      if (before != null) {
        throw InvalidInputException.of(file.toString(), "$.shard", "shard " + s.shard() + ", also in " + before,
            "each shard once");
      }
      shards.put(file, s);
    }
    Map.Entry<Path, ShardResult> first = shards.entrySet().iterator().next();
    ShardResult model = first.getValue();
    for (Map.Entry<Path, ShardResult> e : shards.entrySet()) {
      sameExperiment(e.getKey(), e.getValue(), first.getKey(), model);
    }
    int n = model.shard().count();
    List<Integer> missing = new ArrayList<>();
    for (int i = 1; i <= n; i++) {
      if (!files.containsKey(i)) {
        missing.add(i);
      }
    }
    if (!missing.isEmpty()) {
      throw InvalidInputException.of("valen experiment merge", "shards", "shards " + files.keySet() + " of " + n,
          "all of 1 … " + n + ": missing " + missing + " (run: valen experiment " + model.request().arguments()
              + " --shard " + missing.get(0) + "/" + n + ")");
    }
    return new Merged(model.request(), lines(shards, model.stageUnits()));
  }

  private static void sameExperiment(Path file, ShardResult s, Path firstFile, ShardResult first) {
    String found = s.request().arguments() + " of " + s.shard().count() + ", units " + s.stageUnits();
    String expected = first.request().arguments() + " of " + first.shard().count() + ", units " + first.stageUnits();
    if (!found.equals(expected)) {
      throw InvalidInputException.of(file.toString(), "$", "a shard of " + found,
          "a shard of the same experiment as " + firstFile + ": " + expected);
    }
  }

  /** Each unit's lines in stage and unit order; a unit missing, doubled or in the wrong shard is refused. */
  private static List<String> lines(Map<Path, ShardResult> shards, List<Integer> stageUnits) {
    List<List<List<String>>> byStage = new ArrayList<>();
    stageUnits.forEach(n -> byStage.add(new ArrayList<>(java.util.Collections.nCopies(n, (List<String>) null))));
    for (Map.Entry<Path, ShardResult> e : shards.entrySet()) {
      for (ShardResult.UnitLines u : e.getValue().units()) {
        if (u.unit() >= stageUnits.get(u.stage()) || !e.getValue().shard().owns(u.unit())
            || byStage.get(u.stage()).get(u.unit()) != null) {
          throw InvalidInputException.of(e.getKey().toString(), "$.units", "stage " + u.stage() + " unit " + u.unit(),
              "the units of shard " + e.getValue().shard() + ", each once");
        }
        byStage.get(u.stage()).set(u.unit(), u.lines());
      }
    }
    List<String> lines = new ArrayList<>();
    for (int s = 0; s < byStage.size(); s++) {
      for (int u = 0; u < byStage.get(s).size(); u++) {
        if (byStage.get(s).get(u) == null) {
          throw InvalidInputException.of("valen experiment merge", "units", "no lines for stage " + s + " unit " + u,
              "every unit in the shard that owns it");
        }
        lines.addAll(byStage.get(s).get(u));
      }
    }
    return lines;
  }

  /** Every {@code shard-*.json} of the folders (sorted by name) and every file given itself. */
  private static List<Path> shardFiles(List<Path> places) {
    List<Path> files = new ArrayList<>();
    for (Path p : places) {
      if (Files.isDirectory(p)) {
        try (Stream<Path> list = Files.list(p)) {
          List<Path> found = list.filter(f -> f.getFileName().toString().matches("shard-\\d+-of-\\d+\\.json")).sorted().toList();
          if (found.isEmpty()) {
            throw InvalidInputException.of(p.toString(), "folder", "no shard-I-of-N.json file",
                "the output folder of a valen experiment --shard run");
          }
          files.addAll(found);
        } catch (IOException e) {
          throw new UncheckedIOException("cannot list " + p + ": " + e.getMessage(), e);
        }
      } else {
        files.add(p);
      }
    }
    if (files.isEmpty()) {
      throw InvalidInputException.of("valen experiment merge", "DIR", "nothing", "the folders of the shards");
    }
    return files;
  }
}
