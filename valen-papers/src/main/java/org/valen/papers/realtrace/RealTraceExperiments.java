package org.valen.papers.realtrace;

import java.util.List;
import org.valen.experiments.catalog.PaperExperiments;
import org.valen.papers.paper001.WholeRunSections;

/** The real trace's contribution to {@code valen experiment}: preset {@code nasa-ipsc} and experiment {@code real-trace}. */
public final class RealTraceExperiments extends PaperExperiments {
  public RealTraceExperiments() {
    super(List.of(TracePreset.preset()), resources("/org/valen/papers/realtrace", "real-trace"),
        List.of(new RealTraceFindings(), new WholeRunSections(TracePreset.NAME)));
  }
}
