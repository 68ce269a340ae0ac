package org.valen.papers.paper000;

import java.util.List;
import org.valen.experiments.catalog.ExperimentProvider;
import org.valen.experiments.preset.Preset;
import org.valen.experiments.report.Findings;

/** Paper 000's contribution to {@code valen experiment}: its preset, Figs. 4–6 and the paper's findings. */
public final class Paper000Experiments implements ExperimentProvider {
  @Override
  public List<Preset> presets() {
    return List.of(new Paper000TrialPreset());
  }

  @Override
  public List<String> scenarios() {
    return List.of("fig4", "fig5", "fig6").stream()
        .map(f -> "/org/valen/papers/paper000/paper000-" + f + ".json").toList();
  }

  @Override
  public List<Findings> findings() {
    return Paper000Findings.all();
  }
}
