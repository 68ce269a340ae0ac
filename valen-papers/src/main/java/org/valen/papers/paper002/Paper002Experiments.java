package org.valen.papers.paper002;

import java.util.List;
import org.valen.experiments.catalog.ExperimentProvider;
import org.valen.experiments.preset.Preset;
import org.valen.experiments.report.Findings;

/** Paper 002's contribution to {@code valen experiment}: its preset, Figs. 4–6 and the paper's findings. */
public final class Paper002Experiments implements ExperimentProvider {
  @Override
  public List<Preset> presets() {
    return List.of(new Paper002TrialPreset());
  }

  @Override
  public List<String> scenarios() {
    return List.of("4", "5", "6").stream().map(f -> "/org/valen/papers/paper002/paper002-fig" + f + ".json").toList();
  }

  @Override
  public List<Findings> findings() {
    return Paper002Findings.all();
  }
}
