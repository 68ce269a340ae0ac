package org.valen.papers.paper003;

import java.util.List;
import org.valen.experiments.Experiment;
import org.valen.experiments.catalog.ExperimentProvider;

/** Paper 003's contribution to {@code valen experiment}: its Figs. 1–5 (an optimizer's figures, not scenarios). */
public final class Paper003Experiments implements ExperimentProvider {
  @Override
  public List<Experiment> experiments() {
    return Paper003Experiment.all();
  }
}
