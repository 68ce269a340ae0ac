package org.valen.papers.crosspaper;

import java.util.List;
import org.valen.experiments.Experiment;
import org.valen.experiments.catalog.ExperimentProvider;

/** The cross-paper table's contribution to {@code valen experiment}: every policy on every bundled workload. */
public final class CrossPaperExperiments implements ExperimentProvider {
  @Override
  public List<Experiment> experiments() {
    return List.of(new CrossPaperExperiment());
  }
}
