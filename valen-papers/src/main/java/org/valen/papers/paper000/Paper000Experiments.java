package org.valen.papers.paper000;

import java.util.List;
import org.valen.experiments.catalog.PaperExperiments;

/** Paper 000's contribution to {@code valen experiment}: its preset, Figs. 4–6 and the paper's findings. */
public final class Paper000Experiments extends PaperExperiments {
  public Paper000Experiments() {
    super(List.of(new Paper000TrialPreset()), resources("/org/valen/papers/paper000", "paper000-fig4", "paper000-fig5",
        "paper000-fig6"), Paper000Findings.all());
  }
}
