package org.valen.experiments.runs;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.valen.model.io.AtomicFiles;
import org.valen.model.io.FileFormat;
import org.valen.model.io.JsonIn;
import org.valen.model.io.JsonOut;
import org.valen.model.io.NumberRule;
import org.valen.model.io.ValenFiles;

/**
 * A shard's result as a {@code valen.shard} file ({@code docs/formats.md}):
 *
 * <pre>
 * {"format": "valen.shard", "version": 1,
 *  "experiment": "paper000-fig4",        (or "scenario": "my-sweep.json")
 *  "seeds": 8, "days": 0.5,              (only where given)
 *  "addPolicies": ["EDF"],               (only where given)
 *  "profiles": "profiles", "shard": 2, "of": 4, "stageUnits": [8, 8],
 *  "units": [{"stage": 0, "unit": 1, "lines": ["paper000-fig4,2,2,MaxUPT,..."]}, ...]}
 * </pre>
 */
public final class ShardFile {
  private ShardFile() {}

  /** The file name of shard {@code shard}: {@code shard-2-of-4.json}. */
  public static String name(Shard shard) {
    return "shard-" + shard.index() + "-of-" + shard.count() + ".json";
  }

  /** Writes {@code result} into {@code folder} under {@link #name}; returns the file. */
  public static Path write(Path folder, ShardResult result) {
    ObjectNode root = JsonOut.object();
    root.put("format", FileFormat.SHARD.formatName());
    root.put("version", FileFormat.SHARD.version());
    ExperimentRequest r = result.request();
    r.name().ifPresent(n -> root.put("experiment", n));
    r.scenario().ifPresent(s -> root.put("scenario", s));
    r.seeds().ifPresent(n -> root.put("seeds", n));
    r.days().ifPresent(d -> root.put("days", d));
    if (!r.added().isEmpty()) {
      ArrayNode added = root.putArray("addPolicies");
      r.added().forEach(added::add);
    }
    root.put("profiles", r.profiles().toString());
    root.put("shard", result.shard().index());
    root.put("of", result.shard().count());
    ArrayNode stages = root.putArray("stageUnits");
    result.stageUnits().forEach(stages::add);
    ArrayNode units = root.putArray("units");
    for (ShardResult.UnitLines u : result.units()) {
      ObjectNode unit = units.addObject();
      unit.put("stage", u.stage());
      unit.put("unit", u.unit());
      ArrayNode lines = unit.putArray("lines");
      u.lines().forEach(lines::add);
    }
    Path file = folder.resolve(name(result.shard()));
    AtomicFiles.writeText(file, JsonOut.toText(root));
    return file;
  }

  /** Reads a shard file; every problem is reported at once, with its JSON path. */
  public static ShardResult read(String reference) {
    return ValenFiles.read(reference, FileFormat.SHARD, ShardFile::read);
  }

  private static Optional<ShardResult> read(JsonIn root) {
    int mark = root.problems().count();
    root.requireObject("format", "version", "experiment", "scenario", "seeds", "days", "addPolicies", "profiles",
        "shard", "of", "stageUnits", "units");
    Optional<String> name = root.optionalText("experiment");
    Optional<String> scenario = root.optionalText("scenario");
    if (name.isPresent() == scenario.isPresent()) {
      root.problem(name.isPresent() ? "both \"experiment\" and \"scenario\"" : "neither \"experiment\" nor \"scenario\"",
          "one of them");
    }
    Optional<Integer> seeds = root.has("seeds") ? Optional.of(root.integer("seeds", 1, Integer.MAX_VALUE)) : Optional.empty();
    Optional<Double> days = root.has("days") ? Optional.of(root.number("days", NumberRule.POSITIVE)) : Optional.empty();
    List<String> added = new ArrayList<>();
    if (root.has("addPolicies")) {
      root.array("addPolicies").forEach(a -> added.add(a.text()));
    }
    String profiles = root.text("profiles");
    int of = root.integer("of", 1, Integer.MAX_VALUE);
    int index = root.integer("shard", 1, Math.max(1, of));
    List<Integer> stageUnits = new ArrayList<>();
    for (JsonIn s : root.array("stageUnits")) {
      stageUnits.add(s.node().isInt() && s.node().asInt() >= 0 ? s.node().asInt() : 0);
      if (!s.node().isInt() || s.node().asInt() < 0) {
        s.problem(s.node().toString(), "a whole number of units >= 0");
      }
    }
    List<ShardResult.UnitLines> units = new ArrayList<>();
    for (JsonIn u : root.array("units")) {
      u.requireObject("stage", "unit", "lines");
      int stage = u.integer("stage", 0, Math.max(0, stageUnits.size() - 1));
      int unit = u.integer("unit", 0, Integer.MAX_VALUE);
      List<String> lines = new ArrayList<>();
      for (JsonIn line : u.array("lines")) {
        if (line.node().isTextual()) {
          lines.add(line.node().asText());
        } else {
          line.problem(line.node().toString(), "a line of runs.csv as a string");
        }
      }
      units.add(new ShardResult.UnitLines(stage, unit, lines));
    }
    if (!root.problems().noneSince(mark)) {
      return Optional.empty();
    }
    return root.problems().attempt(root.path(), "a consistent shard", () -> new ShardResult(
        new ExperimentRequest(name, scenario, seeds, days, Path.of(profiles), added), new Shard(index, of), stageUnits, units));
  }
}
