package org.valen.experiments.scenario;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.valen.experiments.preset.Preset;
import org.valen.experiments.preset.PresetCatalog;
import org.valen.experiments.preset.SetupField;
import org.valen.experiments.preset.SetupValues;
import org.valen.experiments.table.PolicyEntry;
import org.valen.model.io.JsonIn;

/**
 * The {@code "setup"} and {@code "sweep"} of a scenario file: the preset (paper 001's if none is
 * named), each field it takes with a value it accepts (a field it does not take is refused at its
 * path), and the swept field with its values, each once.
 */
final class ScenarioSetup {
  private static final String DEFAULT_PRESET = "paper001";

  private final Optional<Preset> preset;
  private final Optional<SetupValues> values;
  private final Optional<Sweep> sweep;

  private ScenarioSetup(Optional<Preset> preset, Optional<SetupValues> values, Optional<Sweep> sweep) {
    this.preset = preset;
    this.values = values;
    this.sweep = sweep;
  }

  Optional<Preset> preset() {
    return preset;
  }

  /** The setup, if it read cleanly. */
  Optional<SetupValues> values() {
    return values;
  }

  Optional<Sweep> sweep() {
    return sweep;
  }

  static ScenarioSetup read(JsonIn root, PresetCatalog presets, int version) {
    String presetField = version == 1 ? "platformPreset" : "preset";
    Optional<JsonIn> in = root.optionalObject("setup");
    String name = in.flatMap(s -> s.optionalText(presetField)).orElse(DEFAULT_PRESET);
    Optional<Preset> preset = presets.named(name);
    if (preset.isEmpty()) {
      if (in.isPresent() && !"?".equals(name)) {
        in.get().problem(presetField, "\"" + name + "\"", "one of " + presets.names());
      }
      return new ScenarioSetup(Optional.empty(), Optional.empty(), Optional.empty());
    }
    Optional<SetupValues> values = in.isPresent() ? values(in.get(), preset.get(), presetField)
        : Optional.of(preset.get().defaults());
    Optional<Sweep> sweep = Optional.empty();
    if (version == 1 || root.has("sweep")) {
      sweep = sweep(root.object("sweep"), preset.get(), version);
    }
    return new ScenarioSetup(preset, values, sweep);
  }

  /** The fields on the preset's defaults; a field the preset does not take is a problem. */
  private static Optional<SetupValues> values(JsonIn in, Preset preset, String presetField) {
    int mark = in.problems().count();
    SetupValues values = preset.defaults();
    List<String> names = values.names();
    for (var it = in.node().fieldNames(); it.hasNext(); ) {
      String field = it.next();
      if (field.equals(presetField)) {
        continue;
      }
      if (!names.contains(field)) {
        in.problem(field, "\"" + field + "\", which preset " + preset.name() + " does not take",
            "only the fields preset " + preset.name() + " takes: " + names);
        continue;
      }
      Optional<String> value = value(in, field, in.node().get(field), values.field(field));
      if (value.isPresent()) {
        values = values.with(field, value.get());
      }
    }
    return in.problems().noneSince(mark) ? Optional.of(values) : Optional.empty();
  }

  /** A field's value as text, if the node holds one it takes; else a problem at {@code path}. */
  private static Optional<String> value(JsonIn at, String name, JsonNode node, SetupField field) {
    boolean textual = node.isTextual();
    boolean fitting = field.numeric() ? node.isNumber() || textual && field.words().contains(node.asText()) : textual;
    String text = node.asText();
    Optional<String> wrong = fitting ? field.problem(text) : Optional.of(field.expected());
    if (wrong.isPresent()) {
      String found = node.isTextual() ? "\"" + text + "\"" : node.toString();
      if (name.isEmpty()) {
        at.problem(found, wrong.get());
      } else {
        at.problem(name, found, wrong.get());
      }
      return Optional.empty();
    }
    return Optional.of(text);
  }

  private static Optional<Sweep> sweep(JsonIn in, Preset preset, int version) {
    in.requireObject("parameter", "values");
    String id = in.text("parameter");
    List<SetupField> sweepable = preset.defaults().fields().stream()
        .filter(f -> preset.sweepable().contains(f.name())).toList();
    Optional<SetupField> field = sweepable.stream()
        .filter(f -> (version == 1 ? f.columnId() : f.name()).equals(id)).findFirst();
    if (field.isEmpty()) {
      if (!"?".equals(id)) {
        in.problem("parameter", "\"" + id + "\"", "a setup field preset " + preset.name() + " varies: "
            + sweepable.stream().map(f -> version == 1 ? f.columnId() : f.name()).toList());
      }
      return Optional.empty();
    }
    int mark = in.problems().count();
    List<String> values = new ArrayList<>();
    for (JsonIn v : in.nonEmptyArray("values")) {
      Optional<String> value = value(v, "", v.node(), field.get());
      if (value.isPresent() && values.stream().anyMatch(w -> same(field.get(), w, value.get()))) {
        v.problem(value.get() + " again", "each value once");
      } else {
        value.ifPresent(values::add);
      }
    }
    return in.problems().noneSince(mark) && !values.isEmpty() ? Optional.of(new Sweep(field.get(), values))
        : Optional.empty();
  }

  /** Whether two values of {@code field} are the same (3 and 3.0 for a number). */
  static boolean same(SetupField field, String a, String b) {
    if (a.equals(b)) {
      return true;
    }
    try {
      return field.numeric() && Double.parseDouble(a) == Double.parseDouble(b);
    } catch (NumberFormatException e) {
      return false;
    }
  }

  /** The baseline, if the file gives one: a label of its policies and one of the sweep's values. */
  Optional<Baseline> baseline(JsonIn root, Optional<List<PolicyEntry>> entries) {
    Optional<JsonIn> in = root.optionalObject("baseline");
    if (in.isEmpty()) {
      return Optional.empty();
    }
    JsonIn b = in.get();
    b.requireObject("policy", "x");
    String label = b.text("policy");
    List<String> labels = entries.map(list -> list.stream().map(PolicyEntry::label).toList()).orElse(List.of());
    if (entries.isPresent() && !labels.contains(label)) {
      b.problem("policy", "\"" + label + "\"", "the label of one of the scenario's policies " + labels);
    }
    if (sweep.isEmpty()) {
      if (b.has("x")) {
        b.problem("x", b.node().get("x").toString(), "no x: the scenario sweeps nothing");
      }
      return Optional.of(new Baseline(label, Optional.empty()));
    }
    String x = b.node().path("x").asText();
    Optional<String> value = sweep.get().values().stream().filter(v -> same(sweep.get().field(), v, x)).findFirst();
    if (value.isEmpty()) {
      b.problem("x", b.node().path("x").toString(), "one of the sweep's values " + sweep.get().values());
    }
    return Optional.of(new Baseline(label, value));
  }
}
