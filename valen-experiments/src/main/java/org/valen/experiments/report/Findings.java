package org.valen.experiments.report;

import java.util.List;
import org.valen.experiments.summary.Summary;

/**
 * What a paper says about one of its figures, put beside what the runs show: the report's verdict
 * lines ("Max UPE above the others. Paper: yes. Ours: in 4 of 4 columns."), sections of its own
 * (paper 001's value ceiling), and where our setting departs from the paper's. Each paper's module
 * contributes its findings; a scenario names them by {@link #id()} ({@code "findings":
 * "paper004-fig4"}), so a copy of a paper's scenario with a policy of one's own keeps them. A
 * finding about policies the scenario did not run is left out. Findings whose id is a preset's name
 * add their sections (and differences) to the report of every scenario on that preset (paper 001's
 * value ceiling and DVFS residency).
 */
public interface Findings {

  /** The id a scenario names, e.g. {@code paper004-fig4}. */
  String id();

  /** Where in the paper, e.g. "paper 004, Fig. 4". */
  default String source() {
    return id();
  }

  /** One line per claim of the paper: the claim, the paper's words, and what the runs show; none by default. */
  default List<String> verdicts(Summary summary) {
    return List.of();
  }

  /** Markdown sections of its own, after the tables; none by default. */
  default String sections(Summary summary) {
    return "";
  }

  /** Where our setting departs from the paper's, and why that moves the figures. */
  default List<String> differences() {
    return List.of();
  }
}
