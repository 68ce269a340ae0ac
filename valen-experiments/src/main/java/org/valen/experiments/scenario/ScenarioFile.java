package org.valen.experiments.scenario;

import java.io.InputStream;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.valen.experiments.preset.MetricDef;
import org.valen.experiments.preset.Preset;
import org.valen.experiments.preset.PresetCatalog;
import org.valen.experiments.preset.SetupValues;
import org.valen.experiments.table.PolicyEntry;
import org.valen.model.io.FileFormat;
import org.valen.model.io.JsonIn;
import org.valen.model.io.ValenFiles;

/**
 * A scenario as a {@code valen.scenario} file (version 2; version 1 files are still read):
 *
 * <pre>
 * {"format": "valen.scenario", "version": 2, "id": "load-sweep", "title": "Value vs load",
 *  "setup": {"preset": "paper001", "nodes": 3, "load": 1.0},     (every field optional: the preset's defaults)
 *  "sweep": {"parameter": "load", "values": [0.5, 1.0, 1.5]},    (optional; a setup field the preset varies)
 *  "policies": ["ValEnJoinOpt",
 *               {"policy": "MaxUPE", "label": "MaxUPE-polled", "options": {"environment": "polled"}}],
 *  "seeds": 3,                                                    (optional, default 5)
 *  "baseline": {"policy": "ValEnJoinOpt", "x": 0.5},              (optional; a label and a sweep value)
 *  "metrics": ["value", "energy", "value-per-energy"],            (optional: the preset's)
 *  "plots": [{"kind": "lines", "metric": "value"}],               (optional: lines, or bars without a sweep)
 *  "findings": "paper001-fig6"}                                   (optional: the paper's findings beside ours)
 * </pre>
 *
 * Version 1 names the preset {@code platformPreset}, always has a sweep and names its parameter by
 * its {@code runs.csv} id ({@code cores-per-node}); it has no plots or findings. Reading reports
 * every problem at its JSON path ({@link ScenarioSetup}, {@link ScenarioPolicies}, {@link
 * ScenarioPlots}).
 */
public final class ScenarioFile {
  /** Default number of seeds when a scenario gives none. */
  public static final int DEFAULT_SEEDS = 5;

  private ScenarioFile() {}

  /** What a scenario may name beside policies: the presets and the ids of the papers' findings. */
  public record Names(PresetCatalog presets, Set<String> findings) {}

  /**
   * Reads and checks a scenario file ({@code bundled:NAME} or a path); every problem is reported at once.
   *
   * @throws org.valen.model.io.InvalidInputException with every problem
   */
  public static Scenario read(String reference, Names names) {
    return ValenFiles.read(reference, FileFormat.SCENARIO, root -> read(root, names, Optional.of(reference)));
  }

  /** Reads a scenario shipped as a resource ({@code in}), named {@code resource} in messages. */
  public static Scenario read(String resource, InputStream in, Names names) {
    return ValenFiles.read(resource, in, FileFormat.SCENARIO, root -> read(root, names, Optional.empty()));
  }

  private static Optional<Scenario> read(JsonIn root, Names names, Optional<String> file) {
    int mark = root.problems().count();
    int version = root.node().path("version").asInt();
    root.requireObject(version == 1
        ? new String[] {"format", "version", "id", "title", "setup", "sweep", "policies", "seeds", "baseline", "metrics"}
        : new String[] {"format", "version", "id", "title", "setup", "sweep", "policies", "seeds", "baseline", "metrics",
            "plots", "findings"});
    String id = root.text("id");
    String title = root.optionalText("title").orElse(id);
    ScenarioSetup setup = ScenarioSetup.read(root, names.presets(), version);
    int beforePolicies = root.problems().count();
    List<PolicyEntry> entries = ScenarioPolicies.read(root);
    boolean policiesClean = root.problems().noneSince(beforePolicies);
    int seeds = root.integer("seeds", DEFAULT_SEEDS, 1, 1000);
    Optional<Baseline> baseline = setup.baseline(root, policiesClean ? Optional.of(entries) : Optional.empty());
    List<MetricDef> metrics = List.of();
    List<PlotSpec> plots = List.of();
    Optional<String> findings = root.optionalText("findings");
    findings.filter(f -> !names.findings().contains(f)).ifPresent(f -> root.problem("findings", "\"" + f + "\"",
        "the id of a paper's findings: one of " + names.findings().stream().sorted().toList()));
    if (setup.preset().isPresent()) {
      Preset preset = setup.preset().get();
      metrics = ScenarioPlots.metrics(root, preset);
      plots = ScenarioPlots.read(root, preset, setup.sweep(), metrics, baseline);
    }
    if (!root.problems().noneSince(mark)) {
      return Optional.empty();
    }
    Preset preset = setup.preset().orElseThrow();
    SetupValues values = setup.values().orElseThrow();
    List<MetricDef> chosen = metrics;
    List<PlotSpec> drawn = plots;
    return root.problems().attempt(root.path(), "a consistent scenario", () -> new Scenario(id, title, preset, values,
        setup.sweep(), entries, seeds, baseline, chosen, drawn, findings, file, List.of()));
  }
}
