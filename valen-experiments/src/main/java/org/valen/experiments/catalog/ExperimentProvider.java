package org.valen.experiments.catalog;

import java.util.List;
import org.valen.experiments.Experiment;
import org.valen.experiments.preset.Preset;
import org.valen.experiments.report.Findings;

/**
 * What a paper's module contributes to {@code valen experiment}, found by {@link
 * java.util.ServiceLoader} as policies are ({@code META-INF/services/}{@code
 * org.valen.experiments.catalog.ExperimentProvider}): its presets (what a run on the paper's
 * setting is and measures), its named experiments as scenario files shipped as resources, the
 * paper's findings those scenarios name, and experiments of its own that are not scenarios (paper
 * 003's optimizer). Nothing central is edited to add a paper.
 */
public interface ExperimentProvider {

  /** The presets a scenario may name. */
  default List<Preset> presets() {
    return List.of();
  }

  /**
   * The named experiments that are scenarios: resource names (as {@link Class#getResourceAsStream}
   * of this provider's class takes them, e.g. {@code /org/valen/papers/paper004/paper004-fig4.json}),
   * in the order of {@code valen experiment --list}.
   */
  default List<String> scenarios() {
    return List.of();
  }

  /** The papers' findings scenarios name by id. */
  default List<Findings> findings() {
    return List.of();
  }

  /** Named experiments that are not scenarios. */
  default List<Experiment> experiments() {
    return List.of();
  }
}
