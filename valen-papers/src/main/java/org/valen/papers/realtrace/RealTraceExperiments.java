package org.valen.papers.realtrace;

import java.util.List;
import org.valen.experiments.catalog.ExperimentProvider;
import org.valen.experiments.preset.Preset;
import org.valen.experiments.report.Findings;

/** The real trace's contribution to {@code valen experiment}: preset {@code nasa-ipsc} and experiment {@code real-trace}. */
public final class RealTraceExperiments implements ExperimentProvider {
  @Override
  public List<Preset> presets() {
    return List.of(new TracePreset());
  }

  @Override
  public List<String> scenarios() {
    return List.of("/org/valen/papers/realtrace/real-trace.json");
  }

  @Override
  public List<Findings> findings() {
    return List.of(new RealTraceFindings(), new org.valen.papers.paper001.WholeRunSections(TracePreset.NAME));
  }
}
