package org.valen.experiments.catalog;

import java.util.List;
import org.valen.experiments.preset.Preset;
import org.valen.experiments.report.Findings;

/**
 * An {@link ExperimentProvider} of a paper whose experiments are scenarios: its presets, the
 * resource names of its scenario files and its findings, given once. A paper's provider extends it
 * with a public constructor without parameters (as {@link java.util.ServiceLoader} needs).
 */
public abstract class PaperExperiments implements ExperimentProvider {
  private final List<Preset> presets;
  private final List<String> scenarios;
  private final List<Findings> findings;

  protected PaperExperiments(List<Preset> presets, List<String> scenarios, List<Findings> findings) {
    this.presets = List.copyOf(presets);
    this.scenarios = List.copyOf(scenarios);
    this.findings = List.copyOf(findings);
  }

  /** The resources {@code folder/name.json} for each name, e.g. {@code /org/valen/papers/paper004/paper004-fig4.json}. */
  protected static List<String> resources(String folder, String... names) {
    return java.util.Arrays.stream(names).map(n -> folder + "/" + n + ".json").toList();
  }

  @Override
  public final List<Preset> presets() {
    return presets;
  }

  @Override
  public final List<String> scenarios() {
    return scenarios;
  }

  @Override
  public final List<Findings> findings() {
    return findings;
  }
}
