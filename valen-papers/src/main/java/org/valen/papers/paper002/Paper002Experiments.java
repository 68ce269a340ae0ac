package org.valen.papers.paper002;

import java.util.List;
import org.valen.experiments.catalog.PaperExperiments;

/** Paper 002's contribution to {@code valen experiment}: its preset, Figs. 4–6 and the paper's findings. */
public final class Paper002Experiments extends PaperExperiments {
  public Paper002Experiments() {
    super(List.of(new Paper002TrialPreset()), resources("/org/valen/papers/paper002", "paper002-fig4", "paper002-fig5",
        "paper002-fig6"), Paper002Findings.all());
  }
}
