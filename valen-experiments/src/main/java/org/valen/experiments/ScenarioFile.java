package org.valen.experiments;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.valen.model.io.FileFormat;
import org.valen.model.io.JsonIn;
import org.valen.model.io.NumberRule;
import org.valen.model.io.ValenFiles;

/**
 * A user's experiment as a {@code valen.scenario} file: the same sweeps as the paper's figures, on
 * a setup and over a parameter of the user's choice.
 *
 * <pre>
 * {"format": "valen.scenario", "version": 1, "id": "load-sweep", "title": "Value vs load",
 *  "setup": {"nodes": 3, "coresPerNode": 10, "load": 1.0},     (every field optional: Setup.paper001())
 *  "sweep": {"parameter": "load", "values": [0.5, 1.0, 1.5]},  (nodes, cores-per-node, checkpoint-minutes, load, job-variability)
 *  "policies": ["ValEnJoinOpt", "ValEnAdaptOpt"],
 *  "seeds": 3,                                                  (optional, default 5)
 *  "baseline": {"policy": "ValEnJoinOpt", "x": 0.5},            (optional)
 *  "metrics": ["value", "energy", "value-per-energy", "rejected", "migrations"]}   (optional)
 * </pre>
 */
public final class ScenarioFile {
  private ScenarioFile() {}

  /** Reads and checks a scenario file; every problem is reported at once. */
  public static ExperimentSpec read(String reference) {
    return ValenFiles.read(reference, FileFormat.SCENARIO, ScenarioFile::read);
  }

  private static Optional<ExperimentSpec> read(JsonIn root) {
    int mark = root.problems().count();
    root.requireObject("format", "version", "id", "title", "setup", "sweep", "policies", "seeds", "baseline", "metrics");
    String id = root.text("id");
    String title = root.optionalText("title").orElse(id);
    Setup setup = root.optionalObject("setup").map(ScenarioFile::setup).orElse(Setup.paper001());
    JsonIn sweep = root.object("sweep");
    sweep.requireObject("parameter", "values");
    String parameterId = sweep.text("parameter");
    SweepParameter parameter = SweepParameter.fromId(parameterId).orElse(null);
    if (parameter == null && !"?".equals(parameterId)) {
      sweep.problem("parameter", "\"" + parameterId + "\"", "one of " + SweepParameter.ids());
    }
    List<Double> values = new ArrayList<>();
    sweep.nonEmptyArray("values").forEach(v -> values.add(v.number(NumberRule.POSITIVE)));
    List<String> policies = new ArrayList<>();
    root.nonEmptyArray("policies").forEach(p -> policies.add(p.text()));
    int seeds = root.integer("seeds", Paper001Experiments.SEEDS, 1, 1000);
    Optional<ExperimentSpec.Baseline> baseline = root.optionalObject("baseline").map(b -> {
      b.requireObject("policy", "x");
      return new ExperimentSpec.Baseline(b.text("policy"), b.number("x", NumberRule.FINITE));
    });
    if (baseline.isPresent() && !policies.contains(baseline.get().policy())) {
      root.problem("baseline", "policy \"" + baseline.get().policy() + "\"", "one of the scenario's policies " + policies);
    }
    List<Metric> metrics = new ArrayList<>();
    if (root.has("metrics")) {
      for (JsonIn m : root.nonEmptyArray("metrics")) {
        String name = m.text();
        Optional<Metric> metric = Metric.fromId(name);
        if (metric.isEmpty()) {
          m.problem("\"" + name + "\"", "one of " + Metric.ids());
        } else {
          metrics.add(metric.get());
        }
      }
    } else {
      metrics.addAll(List.of(Metric.VALUE, Metric.ENERGY, Metric.VALUE_PER_ENERGY, Metric.REJECTED));
    }
    if (!root.problems().noneSince(mark)) {
      return Optional.empty();
    }
    SweepParameter swept = parameter;
    return root.problems().attempt(root.path(), "a consistent scenario", () -> new ExperimentSpec(id, title, setup,
        swept, values, policies, seeds, baseline, metrics, Optional.empty()));
  }

  /** The setup; the paper's defaults stand in for a setup with problems (which are reported). */
  private static Setup setup(JsonIn in) {
    Setup d = Setup.paper001();
    int mark = in.problems().count();
    in.requireObject("platformPreset", "nodes", "coresPerNode", "catalogue", "days", "load", "referenceCores",
        "checkpointMinutes", "jobCv", "taskCv");
    String preset = in.optionalText("platformPreset").orElse(d.platformPreset());
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
      return d;
    }
    return new Setup(preset, nodes, cores, catalogue, days, load, referenceCores, checkpoint, jobCv, taskCv);
  }
}
