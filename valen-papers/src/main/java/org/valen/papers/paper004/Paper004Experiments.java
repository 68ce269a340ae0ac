package org.valen.papers.paper004;

import java.util.List;
import org.valen.experiments.catalog.ExperimentProvider;
import org.valen.experiments.preset.Preset;
import org.valen.experiments.report.Findings;

/** Paper 004's contribution to {@code valen experiment}: its preset, Figs. 3–7 and the paper's findings. */
public final class Paper004Experiments implements ExperimentProvider {
  @Override
  public List<Preset> presets() {
    return List.of(new Paper004TrialPreset());
  }

  @Override
  public List<String> scenarios() {
    return List.of("fig3", "fig4", "fig5", "fig6", "fig7").stream()
        .map(f -> "/org/valen/papers/paper004/paper004-" + f + ".json").toList();
  }

  @Override
  public List<Findings> findings() {
    return Paper004Findings.all();
  }
}
