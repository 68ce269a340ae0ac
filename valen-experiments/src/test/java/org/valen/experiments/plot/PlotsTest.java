package org.valen.experiments.plot;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.CategorySeries;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.Progress;
import org.valen.experiments.catalog.ExperimentCatalog;
import org.valen.experiments.run.ScenarioExperiment;
import org.valen.experiments.scenario.PlotSpec;
import org.valen.experiments.scenario.Scenario;
import org.valen.experiments.summary.Summary;
import org.valen.experiments.table.RunTable;

/** Every plot says what it shows and what its marks are; bars of totals start at zero. */
class PlotsTest {
  @Test
  void shouldTitleEveryPlotWithWhatItShowsAndItsMarks(@TempDir Path folder) {
    Summary summary = twoTrials(folder);
    Scenario s = summary.scenario();
    PlotSpec lines = s.plots().get(0);
    PlotSpec paired = s.plots().get(1);
    PlotSpec bars = s.plots().get(2);
    assertThat(LinePlot.lines(summary, lines).getTitle())
        .isEqualTo("Total value by number of nodes (test-sweep); mean ± 95 % CI over 2 trials");
    assertThat(LinePlot.paired(summary, paired).getTitle())
        .isEqualTo("Total value against busy, paired by seed (test-sweep); mean ± 95 % CI over 2 trials");
    var chart = BarPlot.chart(summary, bars);
    assertThat(chart.getTitle()).endsWith("; mean ± 95 % CI over 2 trials");
    assertThat(chart.getStyler().getYAxisMin()).isEqualTo(0.0);
    assertThat(chart.getStyler().getYAxisDecimalPattern()).isEqualTo("#,##0.###");
  }

  @Test
  void shouldDrawTheMeanOfAReferenceColumnInEachGroupAsANamedLine(@TempDir Path folder) {
    Summary summary = twoTrials(folder);
    Scenario s = summary.scenario();
    PlotSpec b = s.plots().get(2);
    PlotSpec withCeiling = new PlotSpec(b.kind(), b.name(), b.title(), b.metric(), b.x(), b.series(),
        Optional.of("job_energy_j"), b.prefix(), b.from(), b.to(), b.yMax(), b.only(), b.baseline(), b.yTitle(),
        Optional.of("ceiling: unlimited cores"));
    var line = BarPlot.chart(summary, withCeiling).getSeriesMap().get("ceiling: unlimited cores");
    assertThat(line).isNotNull();
    assertThat(line.getChartCategorySeriesRenderStyle()).isEqualTo(CategorySeries.CategorySeriesRenderStyle.Line);
    double[] expected = summary.xs().stream().mapToDouble(x -> summary.rows().stream()
        .filter(r -> r.text("x").equals(x)).mapToDouble(r -> r.number("job_energy_j")).average().orElseThrow())
        .toArray();
    assertThat(line.getYData().stream().mapToDouble(Number::doubleValue).toArray()).containsExactly(expected);
  }

  /** The test-sweep scenario run over two trials into {@code folder}, summarized. */
  private static Summary twoTrials(Path folder) {
    ScenarioExperiment e = (ScenarioExperiment) ExperimentCatalog.load().named("test-sweep").orElseThrow();
    e.run(new ExperimentOptions(Optional.of(2), Optional.empty(), 1, Path.of("none")), Progress.none(), folder, "c");
    Scenario s = e.scenario().withSeeds(2);
    return Summary.of(s, RunTable.read(folder, s.preset().layout(), true));
  }
}
