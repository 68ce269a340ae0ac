package org.valen.papers.paper004;

import java.util.List;
import org.valen.experiments.catalog.PaperExperiments;

/**
 * Paper 004's contribution to {@code valen experiment}: its preset, Figs. 3–7, Fig. 3's decaying
 * class by the unit of its urgency, and the paper's findings.
 */
public final class Paper004Experiments extends PaperExperiments {
  public Paper004Experiments() {
    super(List.of(new Paper004TrialPreset()), resources("/org/valen/papers/paper004", "paper004-fig3", "paper004-fig4",
        "paper004-fig5", "paper004-fig6", "paper004-fig7", "paper004-fig3-decay-unit"), Paper004Findings.all());
  }
}
