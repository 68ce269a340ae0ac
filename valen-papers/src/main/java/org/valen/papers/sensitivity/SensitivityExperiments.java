package org.valen.papers.sensitivity;

import java.util.List;
import org.valen.experiments.catalog.ExperimentProvider;
import org.valen.experiments.preset.Preset;
import org.valen.experiments.report.Findings;

/** The sensitivity study's contribution to {@code valen experiment}: preset {@code paper001-settings} and its scenario. */
public final class SensitivityExperiments implements ExperimentProvider {
  @Override
  public List<Preset> presets() {
    return List.of(new SensitivityPreset());
  }

  @Override
  public List<String> scenarios() {
    return List.of("/org/valen/papers/sensitivity/paper001-sensitivity.json");
  }

  @Override
  public List<Findings> findings() {
    return List.of(new SensitivityFindings());
  }
}
