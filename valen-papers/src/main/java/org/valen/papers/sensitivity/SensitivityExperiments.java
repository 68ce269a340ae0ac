package org.valen.papers.sensitivity;

import java.util.List;
import org.valen.experiments.catalog.PaperExperiments;

/** The sensitivity study's contribution to {@code valen experiment}: preset {@code paper001-settings} and its scenario. */
public final class SensitivityExperiments extends PaperExperiments {
  public SensitivityExperiments() {
    super(List.of(new SensitivityPreset()), resources("/org/valen/papers/sensitivity", "paper001-sensitivity"),
        List.of(new SensitivityFindings()));
  }
}
