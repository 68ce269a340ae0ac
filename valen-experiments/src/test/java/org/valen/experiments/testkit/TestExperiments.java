package org.valen.experiments.testkit;

import java.util.List;
import org.valen.experiments.catalog.ExperimentProvider;
import org.valen.experiments.preset.Preset;
import org.valen.experiments.report.Findings;
import org.valen.experiments.summary.Summary;

/** The tests' provider: preset {@code test}, the named scenario {@code test-sweep} and findings {@code test-findings}. */
public final class TestExperiments implements ExperimentProvider {
  @Override
  public List<Preset> presets() {
    return List.of(new TestPreset());
  }

  @Override
  public List<String> scenarios() {
    return List.of("/org/valen/experiments/testkit/test-sweep.json");
  }

  @Override
  public List<Findings> findings() {
    return List.of(new Findings() {
      @Override
      public String id() {
        return "test-findings";
      }

      @Override
      public List<String> verdicts(Summary s) {
        return List.of("Paper: the busy policy earns more. Ours: " + s.labels());
      }
    });
  }
}
