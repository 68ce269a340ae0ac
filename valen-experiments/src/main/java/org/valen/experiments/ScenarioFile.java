package org.valen.experiments;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.valen.experiments.preset.SetupPreset;
import org.valen.experiments.preset.SetupPresets;
import org.valen.model.io.FileFormat;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.JsonIn;
import org.valen.model.io.NumberRule;
import org.valen.model.io.Problem;
import org.valen.model.io.ValenFiles;

/**
 * A user's experiment as a {@code valen.scenario} file: the same sweeps as the paper's figures, on
 * a setup and over a parameter of the user's choice, with options per policy.
 *
 * <pre>
 * {"format": "valen.scenario", "version": 1, "id": "load-sweep", "title": "Value vs load",
 *  "setup": {"platformPreset": "paper001", "nodes": 3, "load": 1.0},  (every field optional: the preset's defaults)
 *  "sweep": {"parameter": "load", "values": [0.5, 1.0, 1.5]},         (a parameter the preset varies)
 *  "policies": ["ValEnJoinOpt",
 *               {"policy": "MaxUPE", "label": "MaxUPE-polled", "options": {"environment": "polled"}},
 *               {"policy": "ValEnAdaptOpt", "options": {"checkpointSeconds": "600"}}],
 *  "seeds": 3,                                                         (optional, default 5)
 *  "baseline": {"policy": "ValEnJoinOpt", "x": 0.5},                   (optional; a label and a value)
 *  "metrics": ["value", "energy", "value-per-energy", "rejected", "migrations"]}   (optional)
 * </pre>
 *
 * Reading checks the file alone ({@link ScenarioPolicies} for the policies); {@link #problems}
 * adds what a run checks before it starts: every policy's needs met on every run's platform and
 * catalogue, and the profiles.
 */
public final class ScenarioFile {
  /** Every setup field of any preset, in the order of the docs. */
  private static final List<String> SETUP_FIELDS = List.of("platformPreset", "nodes", "coresPerNode", "catalogue",
      "days", "load", "referenceCores", "checkpointMinutes", "jobCv", "taskCv");

  private ScenarioFile() {}

  /** Reads and checks a scenario file; every problem is reported at once. */
  public static ExperimentSpec read(String reference) {
    return ValenFiles.read(reference, FileFormat.SCENARIO, ScenarioFile::read);
  }

  /**
   * Every problem the file has, and then every problem its runs would meet before they start
   * (needs, profiles in {@code profilesFolder}); empty if {@code valen experiment --scenario} can
   * run it.
   */
  public static List<Problem> problems(String reference, Optional<Path> profilesFolder) {
    try {
      return SweepInputs.problems(read(reference), profilesFolder);
    } catch (InvalidInputException e) {
      return e.problems();
    }
  }

  private static Optional<ExperimentSpec> read(JsonIn root) {
    int mark = root.problems().count();
    root.requireObject("format", "version", "id", "title", "setup", "sweep", "policies", "seeds", "baseline", "metrics");
    String id = root.text("id");
    String title = root.optionalText("title").orElse(id);
    Optional<JsonIn> setupIn = root.optionalObject("setup");
    Optional<SetupPreset> preset = setupIn.isPresent() ? preset(setupIn.get()) : Optional.of(SetupPresets.PAPER001);
    Optional<Setup> setup = setupIn.isPresent() ? preset.flatMap(p -> setup(setupIn.get(), p))
        : Optional.of(SetupPresets.PAPER001.defaults());
    JsonIn sweep = root.object("sweep");
    sweep.requireObject("parameter", "values");
    Optional<SweepParameter> parameter = parameter(sweep, preset);
    int beforeValues = root.problems().count();
    List<Double> values = values(sweep, parameter);
    boolean valuesClean = root.problems().noneSince(beforeValues);
    int beforePolicies = root.problems().count();
    List<PolicyEntry> entries = ScenarioPolicies.read(root);
    boolean policiesClean = root.problems().noneSince(beforePolicies);
    int seeds = root.integer("seeds", Paper001Experiments.SEEDS, 1, 1000);
    Optional<ExperimentSpec.Baseline> baseline = root.optionalObject("baseline").map(b -> {
      b.requireObject("policy", "x");
      return new ExperimentSpec.Baseline(b.text("policy"), b.number("x", NumberRule.FINITE));
    });
    List<String> labels = entries.stream().map(PolicyEntry::label).toList();
    if (baseline.isPresent() && policiesClean && !labels.contains(baseline.get().policy())) {
      root.problem("baseline", "policy \"" + baseline.get().policy() + "\"", "the label of one of the scenario's policies " + labels);
    }
    if (baseline.isPresent() && valuesClean && !values.contains(baseline.get().x())) {
      root.problem("baseline", "x " + Plots.format(baseline.get().x()), "one of the sweep's values");
    }
    List<Metric> metrics = metrics(root);
    if (!root.problems().noneSince(mark)) {
      return Optional.empty();
    }
    String file = root.problems().file();
    return root.problems().attempt(root.path(), "a consistent scenario", () -> new ExperimentSpec(id, title,
        setup.orElseThrow(), parameter.orElseThrow(), values, entries, seeds, baseline, metrics, Optional.empty(),
        Optional.of(file)));
  }

  /** The setup's preset (paper 001's if it names none); an unknown one is a problem. */
  private static Optional<SetupPreset> preset(JsonIn in) {
    in.requireObject(SETUP_FIELDS.toArray(String[]::new));
    String name = in.optionalText("platformPreset").orElse(SetupPresets.PAPER001.name());
    Optional<SetupPreset> preset = SetupPresets.named(name);
    if (preset.isEmpty() && !"?".equals(name)) {
      in.problem("platformPreset", "\"" + name + "\"", "one of " + SetupPresets.names());
    }
    return preset;
  }

  /** The setup on its preset's defaults; a field the preset does not use is a problem. */
  private static Optional<Setup> setup(JsonIn in, SetupPreset preset) {
    int mark = in.problems().count();
    String name = preset.name();
    for (String field : SETUP_FIELDS.subList(1, SETUP_FIELDS.size())) {
      if (in.has(field) && !preset.setupFields().contains(field)) {
        in.problem(field, "\"" + field + "\", which preset " + name + " does not use",
            "only the fields preset " + name + " uses: " + preset.setupFields());
      }
    }
    Setup d = preset.defaults();
    int nodes = in.integer("nodes", d.nodes(), 1, 100_000);
    int cores = in.integer("coresPerNode", d.coresPerNode(), 1, 100_000);
    String catalogue = in.optionalText("catalogue").orElse(d.catalogue());
    double days = in.number("days", d.days(), NumberRule.POSITIVE);
    double load = in.number("load", d.load(), NumberRule.POSITIVE);
    int referenceCores = in.integer("referenceCores", d.referenceCores(), 1, 10_000_000);
    double checkpoint = in.number("checkpointMinutes", d.checkpointMinutes(), NumberRule.POSITIVE);
    double jobCv = in.number("jobCv", d.jobCv(), NumberRule.NON_NEGATIVE);
    double taskCv = in.number("taskCv", d.taskCv(), NumberRule.NON_NEGATIVE);
    if (!in.problems().noneSince(mark)) {
      return Optional.empty();
    }
    return Optional.of(new Setup(name, nodes, cores, catalogue, days, load, referenceCores, checkpoint, jobCv, taskCv));
  }

  /** The swept parameter, if it is one the preset varies (any, if the preset is unknown). */
  private static Optional<SweepParameter> parameter(JsonIn sweep, Optional<SetupPreset> preset) {
    String id = sweep.text("parameter");
    Optional<SweepParameter> parameter = SweepParameter.fromId(id);
    if (parameter.isEmpty() && !"?".equals(id)) {
      sweep.problem("parameter", "\"" + id + "\"", "one of " + SweepParameter.ids());
    } else if (parameter.isPresent() && preset.isPresent() && !preset.get().sweepParameters().contains(parameter.get())) {
      sweep.problem("parameter", "\"" + id + "\"", "a parameter preset " + preset.get().name() + " varies: "
          + String.join(", ", preset.get().sweepParameterIds()));
      return Optional.empty();
    }
    return parameter;
  }

  private static List<Double> values(JsonIn sweep, Optional<SweepParameter> parameter) {
    List<Double> values = new ArrayList<>();
    Set<Double> seen = new HashSet<>();
    for (JsonIn v : sweep.nonEmptyArray("values")) {
      int mark = v.problems().count();
      double x = v.number(NumberRule.FINITE);
      if (!v.problems().noneSince(mark)) {
        continue;
      }
      Optional<String> wrong = parameter.isPresent() ? parameter.get().problem(x)
          : x >= 0 ? Optional.empty() : Optional.of("a number >= 0, as every parameter takes");
      if (wrong.isPresent()) {
        v.problem(Plots.format(x), wrong.get());
      } else if (!seen.add(x)) {
        v.problem(Plots.format(x) + " again", "each value once");
      } else {
        values.add(x);
      }
    }
    return values;
  }

  private static List<Metric> metrics(JsonIn root) {
    if (!root.has("metrics")) {
      return List.of(Metric.VALUE, Metric.ENERGY, Metric.VALUE_PER_ENERGY, Metric.REJECTED);
    }
    List<Metric> metrics = new ArrayList<>();
    for (JsonIn m : root.nonEmptyArray("metrics")) {
      String name = m.text();
      Optional<Metric> metric = Metric.fromId(name);
      if (metric.isEmpty()) {
        m.problem("\"" + name + "\"", "one of " + Metric.ids());
      } else {
        metrics.add(metric.get());
      }
    }
    return metrics;
  }
}
