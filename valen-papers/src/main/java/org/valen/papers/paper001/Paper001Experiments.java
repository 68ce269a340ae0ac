package org.valen.papers.paper001;

import java.util.ArrayList;
import java.util.List;
import org.valen.experiments.catalog.PaperExperiments;
import org.valen.experiments.report.Findings;

/**
 * Paper 001's contribution to {@code valen experiment}: the presets {@code paper001} and {@code
 * rk3399}, Figs. 5–7 and Table II (and two studies beyond the paper) as scenario files, the paper's
 * findings, and the value-ceiling and DVFS sections of every report on those presets.
 */
public final class Paper001Experiments extends PaperExperiments {
  public Paper001Experiments() {
    super(List.of(Paper001Preset.paper001(), Paper001Preset.rk3399()), resources("/org/valen/papers/paper001",
        "paper001-fig5", "paper001-fig6", "paper001-fig7", "paper001-table2", "paper001-variability",
        "paper001-fig6-rk3399"), paperFindings());
  }

  private static List<Findings> paperFindings() {
    List<Findings> all = new ArrayList<>(Paper001Findings.all());
    all.add(new WholeRunSections("paper001"));
    all.add(new WholeRunSections("rk3399"));
    return all;
  }
}
