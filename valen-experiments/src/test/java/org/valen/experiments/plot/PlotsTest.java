package org.valen.experiments.plot;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.BitmapEncoder;
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

  @Test
  void shouldWidenAPlotWhoseTitleWouldPassItsLeftEdge(@TempDir Path folder) {
    Summary summary = twoTrials(folder);
    PlotSpec b = summary.scenario().plots().get(2);
    assertThat(BarPlot.chart(summary, b).getWidth()).isEqualTo(Charts.WIDTH + 200);
    String words = "Total value of every policy of this test sweep, including the ones a researcher added beside"
        + " the paper's own, by the number of nodes of the simulated data centre and the seed of each trial";
    for (int cut = 60; cut <= words.length(); cut += 12) { // titles around and past the default width's
      PlotSpec titled = new PlotSpec(b.kind(), b.name(), Optional.of(words.substring(0, cut)), b.metric(), b.x(),
          b.series(), b.reference(), b.prefix(), b.from(), b.to(), b.yMax(), b.only(), b.baseline(), b.yTitle(),
          b.referenceTitle());
      BufferedImage image = BitmapEncoder.getBufferedImage(BarPlot.chart(summary, titled));
      assertThat(titleStart(image)).as("where a title of %d characters starts", cut).isBetween(4, image.getWidth() / 4);
    }
    PlotSpec longest = new PlotSpec(b.kind(), b.name(), Optional.of(words), b.metric(), b.x(), b.series(),
        b.reference(), b.prefix(), b.from(), b.to(), b.yMax(), b.only(), b.baseline(), b.yTitle(), b.referenceTitle());
    assertThat(BarPlot.chart(summary, longest).getWidth()).isGreaterThan(Charts.WIDTH + 200);
  }

  /** The leftmost column with ink in the title's band at the top of a plot. */
  private static int titleStart(BufferedImage image) {
    for (int x = 0; x < image.getWidth(); x++) {
      for (int y = 0; y < 40; y++) {
        if ((image.getRGB(x, y) & 0xFFFFFF) != 0xFFFFFF) {
          return x;
        }
      }
    }
    return image.getWidth();
  }

  /** The test-sweep scenario run over two trials into {@code folder}, summarized. */
  private static Summary twoTrials(Path folder) {
    ScenarioExperiment e = (ScenarioExperiment) ExperimentCatalog.load().named("test-sweep").orElseThrow();
    e.run(new ExperimentOptions(Optional.of(2), Optional.empty(), 1, Path.of("none")), Progress.none(), folder, "c");
    Scenario s = e.scenario().withSeeds(2);
    return Summary.of(s, RunTable.read(folder, s.preset().layout(), true));
  }
}
