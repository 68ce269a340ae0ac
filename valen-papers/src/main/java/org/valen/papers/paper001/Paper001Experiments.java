package org.valen.papers.paper001;

import java.util.ArrayList;
import java.util.List;
import org.valen.experiments.catalog.ExperimentProvider;
import org.valen.experiments.preset.Preset;
import org.valen.experiments.report.Findings;

/**
 * Paper 001's contribution to {@code valen experiment}: the presets {@code paper001} and {@code
 * rk3399}, Figs. 5–7 and Table II (and two studies beyond the paper) as scenario files, the paper's
 * findings, and the value-ceiling and DVFS sections of every report on those presets.
 */
public final class Paper001Experiments implements ExperimentProvider {
  @Override
  public List<Preset> presets() {
    return List.of(Paper001Preset.paper001(), Paper001Preset.rk3399());
  }

  @Override
  public List<String> scenarios() {
    return List.of("fig5", "fig6", "fig7", "table2", "variability", "fig6-rk3399").stream()
        .map(f -> "/org/valen/papers/paper001/paper001-" + f + ".json").toList();
  }

  @Override
  public List<Findings> findings() {
    List<Findings> all = new ArrayList<>(Paper001Findings.all());
    all.add(new WholeRunSections("paper001"));
    all.add(new WholeRunSections("rk3399"));
    return all;
  }
}
